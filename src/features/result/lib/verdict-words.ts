import type { CurrentMode } from '../../../domain/answers/answers';
import type { Evaluation } from '../../../domain/decision/evaluate';
import type { Change } from '../../../domain/decision/engine';
import { PLATFORM_NAMES } from '../../../domain/decision/platform-rules';
import type { Verdict } from '../../../domain/migrate/verdict';
import type { Mode } from '../../../domain/modes';
import type { SourceId } from '../../../domain/sources';
import { formatThreshold } from '../../../domain/threshold-format';
import type { Translate } from './translate';

/**
 * The verdict in words, the same on the page and in the export: its title (with the version
 * where a change is due by one) and why, reconciled with the mode's status today.
 */
export function verdictWords(
  v: Verdict,
  current: CurrentMode,
  decision: Evaluation,
  t: Translate,
  locale: string,
): { title: string; why: string; platformEnd?: { text: string; sources: readonly SourceId[] } } {
  const version = v.kind === 'requiredBy' ? formatThreshold(v.version, locale) : '';
  const end = v.kind === 'requiredBy' ? v.platformEnd : undefined;
  const platformName = end ? PLATFORM_NAMES[end.platform] : '';
  // The date that binds first leads: the platform's own, where it comes before upstream's.
  const title = end
    ? t('migrate:verdict.kind.requiredByPlatform', { platform: platformName, version: `1.${end.minor}` })
    : t(`migrate:verdict.kind.${v.kind}`, { version });
  const { pick } = decision;
  if (v.kind === 'new' || v.kind === 'noPick' || current === 'new' || pick === null)
    return { title, why: t(`migrate:verdict.${v.kind}`) };
  const mode = (m: Mode) => t(`common:modes.${m}`);
  const status = (m: Mode) => t(`common:status.${decision.modes[m].status}`);
  const words = { current: mode(current), status: status(current), pick: mode(pick) };
  switch (v.kind) {
    case 'none':
      return { title, why: t(pick === current ? 'migrate:verdict.none' : 'migrate:verdict.noneEqual', words) };
    case 'requiredNow':
      return { title, why: t('migrate:verdict.requiredNow', words) };
    case 'optional':
      return {
        title,
        why: t('migrate:verdict.optional', { ...words, to: mode(v.move.to), toStatus: status(v.move.to) }),
      };
    case 'requiredBy': {
      const plan = t(`migrate:verdict.requiredBy.${v.version}`, {
        ...words,
        version,
        gated: formatThreshold('ipvsGatedVersion', locale),
        removed: formatThreshold('ipvsRemovedVersion', locale),
      });
      const today = t(pick === current ? 'migrate:verdict.today.pick' : 'migrate:verdict.today.other', words);
      const platformEnd = end
        ? {
            text: t(`migrate:verdict.platformEnd.${end.repeated ? 'repeated' : 'notRepeated'}`, {
              platform: platformName,
              current: mode(current),
              version: `1.${end.minor}`,
              saidIn: `1.${end.saidIn}`,
              upstream: version,
            }),
            sources: end.sources,
          }
        : undefined;
      return { title, why: `${plan} ${today}`, ...(platformEnd ? { platformEnd } : {}) };
    }
  }
}

/** What the nodes must run for the other way, in words: "node kernel 5.13 or newer and nft 1.0.1 or newer". */
export function conditionWords(when: readonly Change[], t: Translate): string {
  return when
    .map((c) => t(`migrate:verdict.conditional.${c.kind}`, { to: c.to }))
    .join(t('migrate:verdict.conditional.and'));
}
