import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sourceTable } from '../domain/sources';

// The table is module state: each test starts from a fresh module, nothing loaded.
const fresh = async () => {
  vi.resetModules();
  return import('./source-table');
};

describe('the source table a page reads', () => {
  beforeEach(() => vi.resetModules());

  it('refuses to render a source before its language is loaded, naming the fix', async () => {
    const { shownSource } = await fresh();
    expect(() => shownSource('cce-compare', 'en')).toThrow(/loadSources\('en'\)/);
  });

  it("once loaded, shows a source in its language's edition, and only that language", async () => {
    const { loadSources, shownSource } = await fresh();
    await loadSources('zh');
    expect(shownSource('cce-compare', 'zh')).toEqual(sourceTable('zh').sources['cce-compare']);
    expect(() => shownSource('cce-compare', 'en')).toThrow(/loadSources\('en'\)/);
  });

  it("shows a group's source only once that group is loaded, naming the fix", async () => {
    const { loadSources, shownSource } = await fresh();
    await loadSources('en');
    expect(() => shownSource('cce-terraform-cluster', 'en')).toThrow(/declare its group on the route/);
    await loadSources('en', ['platforms']);
    expect(shownSource('cce-terraform-cluster', 'en')).toEqual(
      sourceTable('en', 'platforms').sources['cce-terraform-cluster'],
    );
    expect(shownSource('cce-compare', 'en')).toEqual(sourceTable('en').sources['cce-compare']);
  });

  it('dates a fact by its stalest source, and the page by the newest check', async () => {
    const { loadSources, checkedOn, newestCheck } = await fresh();
    await loadSources('en');
    expect(checkedOn(['cce-compare', 'cce-conn-reuse'], 'en')).toBe('2026-12-02');
    expect(checkedOn([], 'en')).toBeUndefined();
    expect(newestCheck('en')).toBe(sourceTable('en').newest);
  });
});
