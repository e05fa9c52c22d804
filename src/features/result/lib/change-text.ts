import type { Change } from '../../../domain/decision/engine';
import type { Translate } from './translate';

/** One what-if change in words ("if the cluster were v1.35 …"), for the mode cards and the Markdown. */
export function changeText(c: Change, t: Translate): string {
  return t(`rules:changes.${c.kind}`, { to: c.to });
}
