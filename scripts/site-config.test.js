import { describe, expect, it } from 'vitest';
import { reportUrl } from './site-config.js';

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
