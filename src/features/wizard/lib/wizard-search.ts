import { answerParams, type AnswerParams } from '../../../domain/answers/answer-keys';

/** The wizard's URL: the answers as typed (raw text) plus the step being shown. */
export type WizardSearch = AnswerParams & { step?: string };

export function validateWizardSearch(raw: Record<string, unknown>): WizardSearch {
  const out: WizardSearch = answerParams(raw);
  const step = raw['step'];
  if (typeof step === 'string' || typeof step === 'number') out.step = String(step);
  return out;
}
