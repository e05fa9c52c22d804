import type { Answers } from '../../../domain/answers/answers';
import type { Mode } from '../../../domain/modes';
import type { TwoClusters } from '../../../domain/migrate/next-cluster';
import { formatCount } from '../../../domain/number-format';
import type { SourceGroup } from '../../../domain/sources';
import type { Translate } from './translate';
import { conditionWords } from './verdict-words';

/** The source groups the two parts cite beyond the verdict's: the platforms' and the sync settings'. */
export const TWO_CLUSTERS_SOURCE_GROUPS: readonly SourceGroup[] = ['platforms', 'scaling'];

/**
 * "This cluster and your next one" in words, the same on the page and in the export. The sources
 * beside each line are the parts' own (domain/migrate/next-cluster.ts).
 */
export function twoClustersWords(parts: TwoClusters, answers: Answers, t: Translate, locale: string) {
  const { platform, thisCluster, next } = parts;
  const mode = (m: Mode) => t(`common:modes.${m}`);
  const name = t(`common:answers.values.platform.${platform}`);
  const current = mode(thisCluster.mode);
  const { pick } = next.evaluation;
  const version = next.newest ? `v1.${next.newest.minor}` : '';
  const pacing = thisCluster.pacing
    ? {
        intro: t('migrate:verdict.two.pacing.intro', {
          services: formatCount(answers.services ?? 0, locale),
          current,
        }),
        settings: thisCluster.pacing.settings.map((s) =>
          t('migrate:verdict.two.pacing.setting', {
            value: s.default.flag.value,
            what: t(`migrate:verdict.two.pacing.${s.id}`),
          }),
        ),
        platform: t('migrate:verdict.two.pacing.platform', { platform: name }),
      }
    : undefined;
  const nextWords = (() => {
    if (pick === null) return t('migrate:verdict.noPick');
    const words = {
      platform: name,
      version,
      pick: mode(pick),
      status: t(`common:status.${next.evaluation.modes[pick].status}`),
    };
    return t(next.newest ? 'migrate:verdict.two.nextAt' : 'migrate:verdict.two.nextAtYours', words);
  })();
  const offered = next.offeredFrom;
  const cond = next.conditional;
  return {
    title: t('migrate:verdict.two.title'),
    fixed: t('migrate:verdict.two.fixed', { platform: name, current }),
    thisTitle: t('migrate:verdict.two.thisTitle', { current }),
    pacing,
    card: t('migrate:verdict.two.card', { current }),
    nextTitle: t('migrate:verdict.two.nextTitle'),
    nextAt: nextWords,
    offeredFrom: offered
      ? t('migrate:verdict.two.offeredFrom', {
          platform: name,
          mode: mode(offered.mode),
          version: `v1.${offered.minor}`,
          yours: answers.version ? `v${answers.version.major}.${answers.version.minor}` : '',
        })
      : undefined,
    conditional:
      cond && pick !== null
        ? t('migrate:verdict.conditional.next', {
            conditions: conditionWords(cond.when, t),
            mode: mode(cond.to),
            pick: mode(pick),
          })
        : undefined,
    move:
      pick === null || pick === thisCluster.mode
        ? t('migrate:verdict.two.same')
        : t('migrate:verdict.move.newCluster', { platform: name, to: mode(pick) }),
    fullResult: next.newest
      ? t('migrate:verdict.two.fullResult', { version })
      : t('migrate:verdict.two.fullResultYours'),
    howToSet: t('migrate:verdict.move.newClusterLink', { platform: name }),
  };
}
