import { serializeAnswers, type Answers, type CurrentMode } from '../../../domain/answers/answers';
import { withRuleset } from '../../../domain/changes/versions';
import type { Evaluation } from '../../../domain/decision/evaluate';
import type { Runbook, Step } from '../../../domain/migrate/model';
import { platformPaths } from '../../../domain/migrate/platform-paths';
import type { Mode } from '../../../domain/modes';
import { PLUGIN_CELLS } from '../../../domain/plugins/cells';
import { PLUGIN_IDS, PLUGIN_NAMES, cellNotes, supportOf } from '../../../domain/plugins/model';
import { nextClusterAnswers, twoClusters, type TwoClusters } from '../../../domain/migrate/next-cluster';
import type { Verdict } from '../../../domain/migrate/verdict';
import type { SourceId } from '../../../domain/sources';
import { formatThreshold } from '../../../domain/threshold-format';
import type { Translate } from './translate';
import { twoClustersWords } from './two-clusters-words';
import { conditionWords, verdictWords } from './verdict-words';

interface MoveInput {
  verdict: Verdict;
  current: CurrentMode;
  decision: Evaluation;
  answers: Answers;
  t: Translate;
  locale: string;
  /** The result's share link: the runbook's address is relative to it. */
  url: string;
  /** The runbook for the move, where the verdict names one. */
  runbook?: Runbook;
  esc: (s: string) => string;
  sources: (ids: readonly SourceId[]) => string;
}

/**
 * The verdict on the mode run today, for the export; where a change is required or optional and
 * has a runbook, its checklist and steps follow (with the reader's platform's own way), so the
 * export is a change request a reader can paste.
 */
export function moveMarkdown(input: MoveInput): { head: string[]; steps: string[] } {
  const { verdict: v, current, decision, answers, t, locale, url, runbook, esc, sources } = input;
  const { title, why, platformEnd } = verdictWords(v, current, decision, t, locale);
  const parts = twoClusters(answers);
  if (parts) return { head: twoClustersMarkdown(input, parts, { title, why, platformEnd }), steps: [] };
  const heading = t('migrate:verdict.markdown.heading', { title: t('migrate:verdict.title'), kind: title });
  const out = ['', `### ${esc(heading)}`, ''];
  // As on the page: the platform's own earlier end first, then upstream's plan.
  if (platformEnd) out.push(`${esc(platformEnd.text)} ${sources(platformEnd.sources)}`, '');
  out.push(`${esc(why)}${v.kind === 'requiredBy' ? ` ${sources(v.sources)}` : ''}`);
  if (!('move' in v) || current === 'new') return { head: out, steps: [] };
  const { move } = v;
  const { platform } = answers;
  const runbookUrl = (slug: string) => {
    const href = new URL(`../migrate/${slug}/`, url);
    if (platform !== undefined && platform !== 'k8s') href.searchParams.set('platform', platform);
    return href.href;
  };
  // A platform that fixes the mode answers in two parts (above): here a move is a runbook, or none towards IPVS.
  const way = (m: typeof move) =>
    m.runbook === null
      ? esc(t('migrate:verdict.move.towardsIpvs'))
      : `[${esc(t('migrate:verdict.move.runbook', { from: t(`common:modes.${current}`), to: t(`common:modes.${m.to}`) }))}](${runbookUrl(m.runbook)})`;
  if (v.conditional) {
    const conditions = conditionWords(v.conditional.when, t);
    out.push('', esc(t('migrate:verdict.conditional.intro')), '');
    out.push(`- ${esc(t('migrate:verdict.conditional.when', { conditions }))} ${way(v.conditional.move)}`);
    out.push(`- ${esc(t('migrate:verdict.conditional.otherwise'))} ${way(move)}`);
  } else out.push('', way(move));
  if (move.runbook === null) return { head: out, steps: [] };
  if (!runbook) return { head: out, steps: [] };
  const head = out.splice(0);
  const step = (s: Step, marker: string): string[] => {
    const params = Object.fromEntries(
      Object.entries(s.thresholds ?? {}).map(([k, key]) => [k, formatThreshold(key, locale)]),
    );
    const group = marker.startsWith('- [ ]') ? 'checklist' : 'steps';
    const pad = ' '.repeat(marker.startsWith('- [ ]') ? 2 : marker.length + 1);
    const lines = [`${marker} ${esc(t(`migrate:${group}.${s.key}`, params))} ${sources(s.sources)}`];
    for (const m of s.moves ?? []) lines.push(`${pad}- \`${m.from}\` → \`${m.to}\``);
    if (s.plugins) lines.push(...pluginLines(s.plugins, pad));
    if (s.code)
      lines.push('', `${pad}\`\`\`${s.code.language}`, ...s.code.code.split('\n').map((l) => pad + l), `${pad}\`\`\``);
    return lines;
  };
  // Each plugin's word on the mode moved to, as the runbook page lists it (the plugins page's data).
  const pluginLines = (mode: Mode, pad: string): string[] =>
    PLUGIN_IDS.map((id) => {
      const c = PLUGIN_CELLS[id][mode];
      const said = [
        t(`plugins:support.${supportOf(c)}`),
        ...cellNotes(c).map(
          (n) => `${t(`plugins:${n.key}`, { version: n.version ?? '' })}${n.code ? ` \`${n.code}\`` : ''}`,
        ),
      ].join(t('plugins:separator'));
      const cited = c.sources.length > 0 ? ` ${sources(c.sources)}` : '';
      return `${pad}- ${esc(PLUGIN_NAMES[id])}${t('migrate:platforms.separator')}${said}${cited}`;
    });
  const part = (key: string, steps: readonly Step[], kind: 'check' | 'number' | 'bullet') => {
    out.push('', `**${esc(t(`migrate:parts.${key}`))}**`, '');
    steps.forEach((s, i) => out.push(...step(s, kind === 'check' ? '- [ ]' : kind === 'number' ? `${i + 1}.` : '-')));
  };
  out.push(
    '',
    `### ${esc(t('migrate:verdict.markdown.steps', { title: t(`migrate:runbooks.${runbook.slug}.title`) }))}`,
  );
  part('before', runbook.checklist, 'check');
  part('change', runbook.change, 'number');
  const own = platformPaths(runbook.to).find((p) => p.platform === answers.platform);
  if (own) {
    const words = t('migrate:verdict.markdown.platform', {
      platform: t(`common:answers.values.platform.${own.platform}`),
      path: t(`migrate:platforms.${own.path}`),
    });
    const page = new URL(`../platforms/${own.platform}/#how-to-set`, url).href;
    const cited = own.sources.length > 0 ? ` ${sources(own.sources)}` : '';
    out.push('', `[${esc(words)}](${page})${cited}`);
  }
  part('verify', runbook.verify, 'number');
  part('rollback', runbook.rollback, 'number');
  part('breaks', runbook.breaks, 'bullet');
  return { head, steps: out };
}

/** As on the page: this cluster's verdict and pacing, then the next cluster at the platform's newest version. */
function twoClustersMarkdown(
  { verdict: v, answers, t, locale, url, esc, sources }: MoveInput,
  parts: TwoClusters,
  words: ReturnType<typeof verdictWords>,
): string[] {
  const w = twoClustersWords(parts, answers, t, locale);
  const { thisCluster, next } = parts;
  const out = ['', `### ${esc(w.title)}`, '', `${esc(w.fixed)} ${sources(thisCluster.fixedBy)}`];
  out.push('', `#### ${esc(w.thisTitle)}`, '', `**${esc(words.title)}**`, '');
  if (words.platformEnd) out.push(`${esc(words.platformEnd.text)} ${sources(words.platformEnd.sources)}`, '');
  out.push(`${esc(words.why)}${v.kind === 'requiredBy' ? ` ${sources(v.sources)}` : ''}`);
  if (v.kind === 'requiredNow' || v.kind === 'requiredBy') out.push('', esc(t('migrate:verdict.two.replace')));
  if (thisCluster.pacing && w.pacing) {
    out.push('', esc(w.pacing.intro), '');
    thisCluster.pacing.settings.forEach((s, i) =>
      out.push(`- \`${s.field}\` · \`${s.default.flag.name}\` — ${esc(w.pacing?.settings[i] ?? '')}`),
    );
    out.push('', `${esc(w.pacing.platform)} ${sources(thisCluster.pacing.sources)}`);
  }
  out.push(
    '',
    `#### ${esc(w.nextTitle)}`,
    '',
    `${esc(w.nextAt)}${next.newest ? ` ${sources(next.newest.sources)}` : ''}`,
  );
  if (next.offeredFrom && w.offeredFrom) out.push('', `${esc(w.offeredFrom)} ${sources(next.offeredFrom.sources)}`);
  if (w.conditional) out.push('', esc(w.conditional));
  out.push('', esc(w.move));
  const link = new URL(`?${new URLSearchParams(withRuleset(serializeAnswers(nextClusterAnswers(answers))))}`, url);
  out.push('', `- [${esc(w.fullResult)}](${link.href})`);
  out.push(`- [${esc(w.howToSet)}](${new URL(`../platforms/${parts.platform}/#how-to-set`, url).href})`);
  return out;
}
