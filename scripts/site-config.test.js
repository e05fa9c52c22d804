import { describe, expect, it } from 'vitest';
import { localSiteWarning, reportUrl } from './site-config.js';

describe('REPORT_URL', () => {
  it('is off when unset or blank', () => {
    expect(reportUrl({})).toBe('');
    expect(reportUrl({ REPORT_URL: '  ' })).toBe('');
  });

  it('takes an http(s) template that names {fact}', () => {
    const t = 'https://github.com/o/r/issues/new?title={fact}&body={page}';
    expect(reportUrl({ REPORT_URL: ` ${t} ` })).toBe(t);
  });

  it('stops the build on anything else, saying what it wants', () => {
    for (const bad of ['javascript:alert(1)//{fact}', 'https://example.com/no-placeholder', '/relative?{fact}'])
      expect(() => reportUrl({ REPORT_URL: bad }), bad).toThrow(
        /REPORT_URL must be an http\(s\) URL that names \{fact\}/,
      );
  });
});

describe('the warning for a build that names this machine', () => {
  it('warns without SITE_URL, or with a loopback address, naming the address and how to set it', () => {
    for (const env of [
      {},
      { SITE_URL: 'http://127.0.0.1:8080' },
      { SITE_URL: 'http://[::1]:4173/' },
      { SITE_URL: 'http://guide.localhost' },
    ]) {
      const warning = localSiteWarning(env);
      expect(warning, JSON.stringify(env)).toMatch(/^warning: .* name http:\/\/.*SITE_URL=https:\/\//);
    }
    expect(localSiteWarning({})).toContain('http://localhost:4173');
  });

  it('says nothing for a real address', () => {
    expect(localSiteWarning({ SITE_URL: 'https://docs.example.com' })).toBe('');
    expect(localSiteWarning({ SITE_URL: 'https://localhost-guide.example.com/' })).toBe('');
  });
});
