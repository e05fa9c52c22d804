// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchState } from './use-search-state';

type Search = { q?: string };
const PRERENDERED: Search = {};

describe('useSearchState', () => {
  it('shows the URL search once hydrated, and an update at once, before the URL has it', () => {
    const onSearch = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useSearchState(search, onSearch, PRERENDERED), {
      initialProps: { search: { q: 'a' } as Search },
    });
    expect(result.current[0]).toEqual({ q: 'a' });
    act(() => result.current[1]({ q: 'ab' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'ab' });
    expect(result.current[0]).toEqual({ q: 'ab' });
    // The router commits: the URL's search is shown, as the same object while it says the same.
    const shown = result.current[0];
    rerender({ search: { q: 'ab' } });
    expect(result.current[0]).toBe(shown);
    // Back/forward: the URL wins.
    rerender({ search: { q: 'x' } });
    expect(result.current[0]).toEqual({ q: 'x' });
  });

  it('applies a change to the search it shows, not to the one the router has yet to commit', () => {
    const onSearch = vi.fn();
    const routerSearch: Search = { q: 'a' };
    const { result } = renderHook(() => useSearchState<Search, []>(routerSearch, onSearch, PRERENDERED));
    const append = (s: Search) => ({ q: `${s.q ?? ''}b` });
    act(() => result.current[1](append));
    // The router has not committed 'ab' (its search is still 'a'): the second change builds on 'ab'.
    act(() => result.current[1](append));
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'abb' });
    expect(result.current[0]).toEqual({ q: 'abb' });
  });

  it('passes the extra arguments on to onSearch', () => {
    const onSearch = vi.fn<(next: Search, push: boolean) => void>();
    const { result } = renderHook(() => useSearchState<Search, [boolean]>({}, onSearch, PRERENDERED));
    act(() => result.current[1]({ q: '1' }, true));
    expect(onSearch).toHaveBeenCalledWith({ q: '1' }, true);
  });
});
