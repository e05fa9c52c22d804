// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markPageHydrated, useHydrated } from './use-hydrated';

describe('useHydrated', () => {
  it('renders false first, as the prerendered page did, then true; once the page has hydrated, a new part starts true', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      renderHook(() => seen.push(useHydrated()));
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);

    markPageHydrated();
    const later: boolean[] = [];
    renderHook(() => later.push(useHydrated()));
    expect(later).toEqual([true]);
  });
});
