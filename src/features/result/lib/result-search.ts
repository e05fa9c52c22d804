import { answerParams, type AnswerParams } from '../../../domain/answers/questions';

/** The result's URL: the answers exactly as given, parsed (with notices) by the page. */
export type ResultSearch = AnswerParams;

export function validateResultSearch(raw: Record<string, unknown>): ResultSearch {
  return answerParams(raw);
}

/** `?a=b&…` for canonical answers, or '' when there are none. */
export function queryString(params: Record<string, string>): string {
  const q = new URLSearchParams(params).toString();
  return q ? `?${q}` : '';
}
