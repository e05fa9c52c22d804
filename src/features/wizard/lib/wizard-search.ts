import type { AnswerKey } from '../../../domain/answers/answers';
import { answerParams, type AnswerParams } from '../../../domain/answers/questions';

/** The wizard's URL: the answers as typed (raw text) plus the step being shown. */
export type WizardSearch = AnswerParams & { step?: string };

export function validateWizardSearch(raw: Record<string, unknown>): WizardSearch {
  const out: WizardSearch = answerParams(raw);
  const step = raw['step'];
  if (typeof step === 'string' || typeof step === 'number') out.step = String(step);
  return out;
}

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
