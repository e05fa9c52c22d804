import type { Fact, Platform } from '../../../domain/platforms/model';
import type { SourceId } from '../../../domain/sources';

/** A fact's sources; none for a gap ("not published"). */
const factSources = <T>(fact: Fact<T>): readonly SourceId[] => ('notPublished' in fact ? [] : fact.sources);

/** The sources behind the list of modes a platform offers, each once. */
export const modeListSources = (p: Platform): SourceId[] => [...new Set(p.modes.flatMap((o) => o.sources))];

/** The facts a row of the overview shows, in its columns' order. */
const ROW_FACTS = ['defaultMode', 'chosenAt', 'changeCost', 'kubeProxyRuns', 'replacement'] as const;

/** The overview's citations in reading order: row by row, column by column. */
export const overviewCitations = (platforms: readonly Platform[]): (readonly SourceId[])[] =>
  platforms.flatMap((p) => [modeListSources(p), ...ROW_FACTS.map((k) => factSources(p[k]))]);

/** A platform page's citations in reading order: its modes, its facts, its statements. */
export const pageCitations = (p: Platform): (readonly SourceId[])[] => [
  ...p.modes.flatMap((o) => [factSources(o.value), o.sources]),
  ...ROW_FACTS.filter((k) => k !== 'replacement').map((k) => factSources(p[k])),
  ...p.statements.map((s) => ('sources' in s ? s.sources : [])),
  factSources(p.replacement),
];
