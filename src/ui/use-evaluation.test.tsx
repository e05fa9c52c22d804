// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../domain/answers/answers';

const imported = vi.hoisted(() => ({ engine: false }));
vi.mock('../domain/decision/evaluate', async (original) => {
  imported.engine = true;
  return original();
});

const { useEvaluation } = await import('./use-evaluation');

describe('useEvaluation', () => {
  it('without answers loads no engine until the reader first touches the page; with answers, evaluates', async () => {
    const none = renderHook(() => useEvaluation({}));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(none.result.current.ready).toBe(true);
    expect(imported.engine).toBe(false);

    act(() => void dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(imported.engine).toBe(true));

    const some = renderHook(() => useEvaluation({ platform: 'cce' } as Answers));
    await waitFor(() => expect(some.result.current.ready).toBe(true));
    expect(some.result.current.evaluation).not.toBe(none.result.current.evaluation);
  });
});
