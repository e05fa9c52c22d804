import { answerParams, type AnswerParams } from '../../../domain/answers/answer-keys';

/**
 * The result's URL: the answers exactly as given, parsed (with notices) by the page, and the
 * rule set the link was made with (`rules`, see domain/changes/versions.ts linkRuleset).
 */
export type ResultSearch = AnswerParams & { rules?: string | undefined };

export function validateResultSearch(raw: Record<string, unknown>): ResultSearch {
  const out: ResultSearch = answerParams(raw);
  const { rules } = raw;
  // The router merges this over the raw search: anything but text (a repeated parameter) goes.
  if ('rules' in raw) out.rules = typeof rules === 'string' || typeof rules === 'number' ? String(rules) : undefined;
  return out;
}

/** `?a=b&…` for canonical answers, or '' when there are none. */
export function queryString(params: Record<string, string>): string {
  const q = new URLSearchParams(params).toString();
  return q ? `?${q}` : '';
}
