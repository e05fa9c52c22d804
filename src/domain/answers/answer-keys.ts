/**
 * The answers' URL parameters, apart from their parsing: every route's search validation needs
 * them, so they load with every page, while the parsers load with the pages that read answers.
 */

/**
 * The parameter order of share links; stable so equal answers give equal URLs. New keys go at
 * the end, so the wizard's step numbers in links made before them still ask the same question.
 */
export const ANSWER_KEYS = [
  'platform',
  'version',
  'kernel',
  'nft',
  'os',
  'services',
  'endpoints',
  'lb',
  'shortConn',
  'pingClusterIP',
  'elbSharedIngress',
  'elbSharedCluster',
  'portRange',
  'passThrough',
  'kubeProxy',
  'dataplane',
  'current',
  'plugin',
] as const;

export type AnswerParams = Partial<Record<(typeof ANSWER_KEYS)[number], string>>;

/**
 * Keeps the answer parameters of a search object as raw text, so a value that
 * does not parse survives reloads and can be shown, corrected or dropped.
 */
export function answerParams(search: Record<string, unknown>): AnswerParams {
  const out: AnswerParams = {};
  for (const key of ANSWER_KEYS) {
    const v = Object.hasOwn(search, key) ? search[key] : undefined;
    const s = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
    if (s !== undefined && s.trim() !== '') out[key] = s;
  }
  return out;
}
