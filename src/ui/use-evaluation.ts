import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Answers } from '../domain/answers/answers';
import { EMPTY_EVALUATION, EMPTY_TIE } from '../domain/decision/empty-evaluation';
import type { Evaluation, TieReason } from '../domain/decision/evaluate';
import type * as EngineModule from '../domain/decision/evaluate';
import { afterNextPaint } from './awaits-hydration/after-paint';

type Engine = typeof EngineModule;

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
const load = (): Promise<Engine> => (loading ??= import('../domain/decision/evaluate').then((m) => (engine = m)));

/**
 * Starts loading the engine at once: a page opened from a link with answers needs it as soon as
 * it hydrates, so it is called as the page's own code loads, before hydration, rather than after.
 */
export const preloadEngine = (): void => void load();

/**
 * The evaluation of `answers` for a page that shows it (the result, the wizard's lean). No answers
 * need no engine: their evaluation is data, so the page hydrates without the rule table, which
 * loads at the reader's first touch (and at once for a link with answers). `ready` is false while
 * answers wait for it.
 */
export function useEvaluation(answers: Answers): { evaluation: Evaluation; tie: TieReason; ready: boolean } {
  const [loaded, setLoaded] = useState(engine);
  const empty = Object.keys(answers).length === 0;
  useEffect(() => {
    if (loaded) return;
    // The page's render with the engine is a transition: React slices it rather than
    // blocking a slow phone for the whole page's render in one task.
    const start = () => void load().then((m) => startTransition(() => setLoaded(m)));
    if (!empty) return start();
    // No answers yet: the engine (~5 KB gzip with its tables) loads when the reader first
    // touches the page, well before a first answer needs it, not while a slow phone starts up.
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    // After the paint that answers the touch: starting the import (Vite's loader looks up the
    // chunk's styles) took a few ms inside the touch's own handler.
    const once = () => {
      for (const e of events) removeEventListener(e, once, true);
      afterNextPaint(start);
    };
    for (const e of events) addEventListener(e, once, true);
    return () => {
      for (const e of events) removeEventListener(e, once, true);
    };
  }, [loaded, empty]);
  return useMemo(
    () =>
      empty || !loaded
        ? { evaluation: EMPTY_EVALUATION, tie: EMPTY_TIE, ready: empty }
        : { evaluation: loaded.evaluate(answers), tie: loaded.tieReason(answers), ready: true },
    [empty, loaded, answers],
  );
}
