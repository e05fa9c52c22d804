import { runsAMode, type Answers, type CurrentMode } from '../../../domain/answers/answers';
import { visibleQuestions } from '../../../domain/answers/questions';
import { RULESET_DATE, RULESET_VERSION, type Evaluation } from '../../../domain/decision/engine';
import { whatIf } from '../../../domain/decision/what-if';
import { platformNotes } from '../../../domain/platforms/choice-facts';
import { wordsContext } from '../../../domain/platforms/rule-facts';
import type { HowToSelect } from '../../../domain/platforms/how-to-select';
import type { PlatformId } from '../../../domain/platforms/model';
import type { SourceId } from '../../../domain/sources';
import { MODES, type Mode } from '../../../domain/modes';
import { shownSource } from '../../../i18n/source-table';
import { answerText } from '../../../domain/answers/answer-text';
import { changeText } from './change-text';
import type { Runbook } from '../../../domain/migrate/model';
import type { Verdict } from '../../../domain/migrate/verdict';
import { htmlLang } from '../../../i18n/langs';
import { moveMarkdown } from './markdown-move';
import { TWO_CLUSTERS_SOURCE_GROUPS } from './two-clusters-words';
import type { Translate } from './translate';

/** Markdown punctuation in free text would turn into formatting; escape what matters in lists and tables. */
const esc = (s: string): string => s.replace(/([\\`*[\]<>])/g, '\\$1');

interface Input {
  decision: Evaluation;
  answers: Answers;
  lang: 'en' | 'zh';
  /** The canonical share link. */
  url: string;
  t: Translate;
  /** How to select the pick on the reader's platform (its snippets), where they named one. */
  how?: HowToSelect & { platform: PlatformId };
  /** The verdict on the mode run today, where the reader gave it, and the runbook it names. */
  move?: { verdict: Verdict; runbook?: Runbook };
}

/**
 * The export: on a named platform it carries the platform's snippets, worded and cited as on its
 * page, so the platform data, strings and sources load first (loaded here, not with the page).
 */
export async function exportMarkdown(input: Input): Promise<string> {
  const { platform, current } = input.answers;
  const { pick } = input.decision;
  const [how, move] = await Promise.all([
    pick === null || platform === undefined || platform === 'k8s'
      ? undefined
      : Promise.all([
          import('../../../domain/platforms/how-to-select'),
          import('../../../i18n/load-extras').then((m) => m.loadExtras(input.lang, ['platforms'], ['platforms'])),
        ]).then(([{ howToSelect }]) => ({ platform, ...howToSelect(platform, pick) })),
    current === undefined ? undefined : loadMove(input, current),
  ]);
  return resultMarkdown({ ...input, ...(how ? { how } : {}), ...(move ? { move } : {}) });
}

/** The verdict, the runbook it names and the runbooks' words: loaded only for a reader who named the mode run today. */
async function loadMove({ decision, answers, lang }: Input, current: CurrentMode): Promise<Input['move']> {
  const [{ verdict }, { RUNBOOKS }] = await Promise.all([
    import('../../../domain/migrate/verdict'),
    import('../../../domain/migrate/runbooks'),
    // The runbook's words, and the plugins page's for its plugin item (with their sources).
    import('../../../i18n/load-extras').then((m) =>
      m.loadExtras(lang, ['migrate', 'plugins'], ['plugins', ...TWO_CLUSTERS_SOURCE_GROUPS]),
    ),
  ]);
  const v = verdict(decision, current, answers);
  const slug = 'move' in v ? v.move.runbook : null;
  return slug && v.kind !== 'none' ? { verdict: v, runbook: RUNBOOKS[slug] } : { verdict: v };
}

/** A ticket-ready summary: the pick, each mode's status and reasons with sources, the answers, the rule set, the link. */
export function resultMarkdown({ decision, answers, lang, url, t, how, move }: Input): string {
  const name = (m: Mode) => t(`common:modes.${m}`);
  const status = (m: Mode) => t(`common:status.${decision.modes[m].status}`);
  const label = (key: 'reasons' | 'checks' | 'whatIf') =>
    t('result:markdown.label', { label: t(`result:markdown.${key}`) });
  const { pick } = decision;
  const fixes = whatIf(answers);
  const words = wordsContext(answers.platform);
  const out: string[] = [];
  if (pick === null) {
    // A dataplane replaces kube-proxy: no mode to recommend, and why.
    out.push(`## ${t('result:markdown.title', { mode: t('result:none.title') })}`, '');
    out.push(esc(t('result:none.why')), '');
  } else {
    out.push(`## ${t('result:markdown.title', { mode: name(pick) })}`, '');
    out.push(`**${t('result:markdown.pick', { mode: name(pick), status: status(pick) })}**`, '');
  }
  out.push(`| ${t('result:markdown.mode')} | ${t('result:markdown.status')} |`, '| --- | --- |');
  for (const m of MODES) {
    out.push(`| ${name(m)} | ${status(m)}${m === pick ? ` ${t('result:markdown.recommendedMark')}` : ''} |`);
  }
  const sources = (ids: readonly SourceId[]) =>
    t('result:markdown.sources', {
      links: ids
        .map((id) => shownSource(id, lang))
        .map((s) => `[${esc(s.title)}](${s.url})`)
        .join(', '),
    });
  const notes = platformNotes(answers.platform);
  if (pick !== null && answers.platform !== undefined && answers.platform !== 'k8s' && notes.length > 0) {
    const platform = t(`common:answers.values.platform.${answers.platform}`);
    out.push('', `**${esc(t('result:platformNotes.title', { platform }))}**`, '');
    const running = runsAMode(answers);
    for (const n of notes) {
      const id = n.id === 'creation' && running ? 'creationRunning' : n.id;
      out.push(`- ${esc(t(`result:platformNotes.${id}`, { mode: name(pick) }))} ${sources(n.sources)}`);
    }
  }
  const moved =
    move && answers.current !== undefined
      ? moveMarkdown({
          ...move,
          current: answers.current,
          decision,
          answers,
          t,
          locale: htmlLang(lang),
          url,
          esc,
          sources,
        })
      : undefined;
  if (moved) out.push(...moved.head);
  if (pick !== null && how) out.push(...howToSelectLines(how, pick, answers, t, sources));
  const order = pick === null ? MODES : [pick, ...MODES.filter((m) => m !== pick)];
  for (const m of order) {
    const r = decision.modes[m];
    out.push(
      '',
      `### ${t('result:markdown.modeHeading', { mode: name(m), status: status(m) })}`,
      '',
      label('reasons'),
      '',
    );
    if (r.fired.length === 0) out.push(`- ${t('result:markdown.noFindings')}`);
    for (const f of r.fired) {
      const title = t(`rules:rules.${f.id}.title`, f.params);
      const reason = t(`rules:rules.${f.id}.reason`, { ...f.params, ...words });
      const head = t('result:markdown.finding', { status: t(`common:status.${f.status}`), title: esc(title) });
      // The rule's row in the rule book, next to the result page the link opens.
      const rule = new URL(`../rules/#${f.id}`, url).href;
      out.push(`- **${head}** ${esc(reason)} ${sources(f.source)} ([\`${f.id}\`](${rule}))`);
    }
    if (r.checks.length > 0) {
      out.push('', label('checks'), '');
      for (const c of r.checks) {
        out.push(
          `- **${t('result:markdown.label', { label: esc(t(`rules:checks.${c}.title`)) })}** ${esc(t(`rules:checks.${c}.how`, words))}`,
        );
      }
    }
    if (m !== pick) {
      const changes = fixes[m];
      out.push('', label('whatIf'), '');
      if (!changes || changes.length === 0) out.push(`- ${t('rules:changes.none')}`);
      else for (const c of changes) out.push(`- ${esc(changeText(c, t))}`);
    }
  }
  if (moved) out.push(...moved.steps);
  out.push('', `### ${t('result:markdown.answers')}`, '');
  for (const q of visibleQuestions(answers.platform)) {
    const text = answerText(q.key, answers, t, lang);
    const value = text === undefined ? t('common:answers.unknown') : esc(text);
    out.push(`- ${t('result:markdown.answer', { label: t(`common:answers.labels.${q.key}`), value })}`);
  }
  out.push(
    '',
    `${t('result:markdown.ruleset', { version: RULESET_VERSION, date: RULESET_DATE })} · ${t('result:markdown.link', { url })}`,
  );
  out.push('', `_${t('result:markdown.generated')}_`, '');
  return out.join('\n');
}

/** The platform's own snippets for the pick, as fenced code a ticket shows as written. */
function howToSelectLines(
  how: HowToSelect & { platform: PlatformId },
  pick: Mode,
  answers: Answers,
  t: Translate,
  sources: (ids: readonly SourceId[]) => string,
): string[] {
  const running = runsAMode(answers);
  const { platform } = how;
  const mode = t(`common:modes.${pick}`);
  const name = t(`common:answers.values.platform.${platform}`);
  const out = ['', `### ${t('result:markdown.howToSelect', { mode, platform: name })}`, ''];
  if (how.creation)
    out.push(
      `${esc(t(`result:platformNotes.${running ? 'creationRunning' : 'creation'}`))} ${sources(how.creation)}`,
      '',
    );
  for (const s of how.snippets) {
    const caption = t('platforms:detail.sets', { via: t(`platforms:via.${s.via}`), mode });
    out.push(`${esc(caption)} ${sources(s.sources)}`, '', '```' + s.language, s.code, '```', '');
  }
  if (how.snippets.length === 0)
    out.push(
      how.isDefault
        ? `${esc(t('result:next.platformDefault', { mode, platform: name }))} ${sources(how.isDefault)}`
        : esc(t('platforms:detail.noSnippets')),
      '',
    );
  return out.slice(0, out.at(-1) === '' ? -1 : undefined);
}
