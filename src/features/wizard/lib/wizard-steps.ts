// How the wizard moves: an answer set, a step changed. Apart from wizard-search.ts, which the
// route (loaded on every page) needs, so that this stays in the wizard's own chunk.
import type { AnswerKey } from '../../../domain/answers/answers';
import type { WizardSearch } from './wizard-search';

/** `search` with one answer set to `raw` (blank = unknown, so the parameter goes). */
export function withAnswer(search: WizardSearch, key: AnswerKey, raw: string | undefined): WizardSearch {
  const next: WizardSearch = { ...search };
  if (raw === undefined || raw.trim() === '') delete next[key];
  else next[key] = raw;
  return next;
}

export function withStep(search: WizardSearch, step: number): WizardSearch {
  return { ...search, step: String(step) };
}
