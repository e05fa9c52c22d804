import { describe, expect, it } from 'vitest';
import { langFromPath } from './lang-from-path';
import { preferredLang } from './langs';

describe('langFromPath', () => {
  it('reads the segment after the base path', () => {
    expect(langFromPath('/zh/compare/', '/')).toBe('zh');
    expect(langFromPath('/en/', '/')).toBe('en');
    expect(langFromPath('/docs/kube-proxy/zh/wizard/', '/docs/kube-proxy')).toBe('zh');
  });
  it('falls back to English for unknown or missing segments', () => {
    expect(langFromPath('/', '/')).toBe('en');
    expect(langFromPath('/fr/compare/', '/')).toBe('en');
    expect(langFromPath('/docs/kube-proxy/', '/docs/kube-proxy')).toBe('en');
  });
});

describe('preferredLang', () => {
  it('picks the first language the guide has', () => {
    expect(preferredLang(['zh-CN', 'en-US'])).toBe('zh');
    expect(preferredLang(['de-DE', 'zh-TW'])).toBe('zh');
    expect(preferredLang(['en-GB', 'zh'])).toBe('en');
    expect(preferredLang(['fr-FR'])).toBe('en');
    expect(preferredLang([])).toBe('en');
  });
});
