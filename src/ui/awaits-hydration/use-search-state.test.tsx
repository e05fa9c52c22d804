// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchState } from './use-search-state';

type Search = { q?: string };
const PRERENDERED: Search = {};

/** The URL write waits for the next paint, or 100 ms at most. */
const paint = () => act(() => void vi.advanceTimersByTime(100));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchState', () => {
  it('shows the URL search once hydrated, and an update at once, before the URL has it', () => {
    const onSearch = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useSearchState(search, onSearch, PRERENDERED), {
      initialProps: { search: { q: 'a' } as Search },
    });
    expect(result.current[0]).toEqual({ q: 'a' });
    act(() => result.current[1]({ q: 'ab' }));
    // The page shows it at once; the URL follows after the paint.
    expect(result.current[0]).toEqual({ q: 'ab' });
    expect(onSearch).not.toHaveBeenCalled();
    paint();
    expect(onSearch).toHaveBeenCalledWith({ q: 'ab' });
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
    // The first write, still waiting, runs before it: none is lost, and they keep their order.
    act(() => result.current[1](append));
    expect(onSearch.mock.calls).toEqual([[{ q: 'ab' }]]);
    expect(result.current[0]).toEqual({ q: 'abb' });
    paint();
    expect(onSearch.mock.calls).toEqual([[{ q: 'ab' }], [{ q: 'abb' }]]);
  });

  it('passes the extra arguments on to onSearch', () => {
    const onSearch = vi.fn<(next: Search, push: boolean) => void>();
    const { result } = renderHook(() => useSearchState<Search, [boolean]>({}, onSearch, PRERENDERED));
    act(() => result.current[1]({ q: '1' }, true));
    paint();
    expect(onSearch).toHaveBeenCalledWith({ q: '1' }, true);
  });

  it('drops a write still waiting when the page goes away (it would navigate back to it)', () => {
    const onSearch = vi.fn();
    const { result, unmount } = renderHook(() => useSearchState<Search, []>({}, onSearch, PRERENDERED));
    act(() => result.current[1]({ q: 'left' }));
    unmount();
    paint();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
