// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useLoaded } from './use-loaded';

describe('useLoaded', () => {
  it('has nothing to wait for when the part is not asked for', () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const { result } = renderHook(() => useLoaded(null, load));
    expect(result.current).toEqual({ value: undefined, settled: true });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a part once per key, is unsettled until it is in, then hands it over to every caller', async () => {
    const load = vi.fn(() => Promise.resolve('verdict'));
    const first = renderHook(() => useLoaded('verdict|en', load));
    expect(first.result.current).toEqual({ value: undefined, settled: false });
    await waitFor(() => expect(first.result.current).toEqual({ value: 'verdict', settled: true }));
    const again = renderHook(() => useLoaded('verdict|en', load));
    expect(again.result.current).toEqual({ value: 'verdict', settled: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a part that arrives between the render and its effect', async () => {
    // Outside act(), as in the browser: React runs the effect in a later task, after the
    // already-loaded part has settled.
    const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    flag.IS_REACT_ACT_ENVIRONMENT = false;
    const shown: string[] = [];
    function Part() {
      const { value, settled } = useLoaded('race|en', () => Promise.resolve('part'));
      shown.push(settled ? String(value) : 'waiting');
      return null;
    }
    createRoot(document.createElement('div')).render(<Part />);
    await waitFor(() => expect(shown.at(-1)).toBe('part'));
    expect(shown[0]).toBe('waiting');
    flag.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('settles without the part when it fails to load, and does not try again in a loop', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const first = renderHook(() => useLoaded('changed|zh', load));
    await waitFor(() => expect(first.result.current).toEqual({ value: undefined, settled: true }));
    first.rerender();
    expect(first.result.current).toEqual({ value: undefined, settled: true });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
