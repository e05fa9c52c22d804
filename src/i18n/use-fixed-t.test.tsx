// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const page = vi.hoisted(() => ({ lang: 'en' as 'en' | 'zh' }));
vi.mock('./use-lang', () => ({ useLang: () => page.lang }));

const { i18n, initI18n } = await import('./i18n');
const { useFixedT } = await import('./use-fixed-t');

describe('useFixedT', () => {
  beforeAll(() => {
    initI18n();
    i18n.addResourceBundle('en', 'common', { facts: { report: 'Report a problem' } }, true, true);
    i18n.addResourceBundle('zh', 'common', { facts: { report: '报告问题' } }, true, true);
  });

  it("translates in the page's language, one t per language and namespace, whatever i18next's current language", async () => {
    await i18n.changeLanguage('zh');
    page.lang = 'en';
    const en = renderHook(() => useFixedT());
    expect(en.result.current('facts.report')).toBe('Report a problem');
    expect(renderHook(() => useFixedT('common')).result.current).toBe(en.result.current);
    page.lang = 'zh';
    const zh = renderHook(() => useFixedT());
    expect(zh.result.current('facts.report')).toBe('报告问题');
    expect(zh.result.current).not.toBe(en.result.current);
  });
});
