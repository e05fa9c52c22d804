import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { PAGE_NAMESPACES, pageNamespaces } from './page-namespaces';
import { localeFiles } from './i18n';

describe('pageNamespaces', () => {
  it("gives a known page 'common' plus its own namespaces", () => {
    expect(pageNamespaces('/$lang/compare')).toEqual(['common', 'compare']);
    expect(pageNamespaces('/$lang/result')).toEqual(['common', 'result', 'rules', 'modes']);
  });
  it('gives an unknown page every namespace', () => {
    expect(pageNamespaces(undefined)).toEqual(NAMESPACES);
    expect(pageNamespaces('/$lang/not-declared')).toEqual(NAMESPACES);
  });
});

describe('localeFiles', () => {
  it("lists 'common' on the layout and each page's namespaces on its route, in one language", () => {
    const files = localeFiles('zh');
    expect(files['/$lang']).toEqual(['locales/zh/common.json']);
    for (const [routeId, namespaces] of Object.entries(PAGE_NAMESPACES)) expect(files[routeId]).toEqual(namespaces.map((ns) => `locales/zh/${ns}.json`));
    expect(Object.values(files).flat().every((f) => f.startsWith('locales/zh/'))).toBe(true);
  });
});
