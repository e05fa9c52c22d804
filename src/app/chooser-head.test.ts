import { describe, expect, it } from 'vitest';
import { redirectScript } from './chooser-head';
import { preferredLang } from '../i18n/langs';

// Runs the inline script against a fake browser and compares with preferredLang.
function run(languages: string[], base = '/'): string {
  let target = '';
  const navigator = { languages, language: languages[0] ?? '' };
  const location = { replace: (url: string) => (target = url) };
  new Function('navigator', 'location', redirectScript(base))(navigator, location);
  return target;
}

describe('the / redirect script', () => {
  it.each([[['zh-CN', 'en']], [['en-US', 'zh']], [['fr', 'zh-TW']], [['de']], [[]]])(
    'agrees with preferredLang for %j',
    (langs) => {
      expect(run(langs)).toBe(`/${preferredLang(langs)}/`);
    },
  );
  it('keeps the base path', () => {
    expect(run(['zh'], '/docs/kube-proxy/')).toBe('/docs/kube-proxy/zh/');
  });
});
