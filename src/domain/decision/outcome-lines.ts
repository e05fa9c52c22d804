/**
 * Test support: the decision as lines a person can read and review in a diff — a link's answers,
 * then the pick and each mode's status with the rules that fired:
 *
 *   ?platform=cce&kernel=5.10 → iptables · nftables unsuitable (nftables-kernel-too-old) · iptables suitable · ipvs caution (…)
 *
 * A recording (decision-snapshot.txt, decision-golden.txt) is such lines and `#` comments. A line
 * that a change of the rules moved names the change-log entry that explains it after « ⟵ ».
 * Re-recording moves a line only for an entry that concerns it (its answers, its platform, one of
 * the rules that changed on it): a difference without its change entry is refused.
 */
import { parseAnswers } from '../answers/answers';
import { CHANGES, type ChangeEntry } from '../changes/changes';
import { MODES } from '../modes';
import { evaluate } from './evaluate';

const ARROW = ' → ';
const MOVED = '  ⟵ ';

/** A link's answers as the line starts: its query string, `?` for none. */
export const queryText = (q: Readonly<Record<string, string>>): string => `?${new URLSearchParams(q).toString()}`;

const answersOf = (query: string) => parseAnswers(Object.fromEntries(new URLSearchParams(query.slice(1))));

/**
 * The decision for a link, in words: the pick and each mode's status, with the rules that fired
 * (`withRules`, the golden table's lines) or without (the snapshot's, a line a screen wide).
 */
export function outcomeOf(query: string, withRules: boolean): string {
  const d = evaluate(answersOf(query).answers);
  const modes = MODES.map((m) => {
    const { status, fired } = d.modes[m];
    return withRules && fired.length ? `${m} ${status} (${fired.map((f) => f.id).join(', ')})` : `${m} ${status}`;
  });
  return [d.pick ?? 'no pick', ...modes].join(' · ');
}

/**
 * The rules behind a move: those that fired on one side only where the lines name rules; where
 * they do not, the rules that now give a mode whose status worsened its status.
 */
/** A mode's status in an outcome line. */
const status = (outcome: string, m: string) => new RegExp(`${m} (\\w+)`).exec(outcome)?.[1];

function rulesBehind(query: string, was: string, now: string): string[] {
  const before = new Set(rulesIn(was));
  const after = new Set(rulesIn(now));
  if (before.size || after.size) return [...before, ...after].filter((r) => before.has(r) !== after.has(r));
  const d = evaluate(answersOf(query).answers);
  return MODES.filter((m) => status(was, m) !== status(now, m)).flatMap((m) =>
    d.modes[m].fired.filter((f) => f.status === d.modes[m].status).map((f) => f.id),
  );
}

/** Every rule that fires today on a mode whose status differs between two outcomes. */
function firedOnMoved(query: string, was: string, now: string): string[] {
  const d = evaluate(answersOf(query).answers);
  return MODES.filter((m) => status(was, m) !== status(now, m)).flatMap((m) => d.modes[m].fired.map((f) => f.id));
}

/** The rule ids an outcome names. */
export const rulesIn = (outcome: string): string[] =>
  [...outcome.matchAll(/\(([^)]*)\)/g)].flatMap((m) => (m[1] ?? '').split(', '));

export type RecordedLine =
  { readonly comment: string } | { readonly query: string; readonly outcome?: string; readonly movedBy?: string };

export function parseRecording(text: string): RecordedLine[] {
  return text
    .trimEnd()
    .split('\n')
    .map((line): RecordedLine => {
      if (line.startsWith('#') || line.trim() === '') return { comment: line };
      const [head = '', movedBy] = line.split(MOVED);
      const at = head.indexOf(ARROW);
      if (at < 0) return { query: head.trim() };
      return {
        query: head.slice(0, at),
        outcome: head.slice(at + ARROW.length),
        ...(movedBy ? { movedBy: movedBy.replace(/^moved by /, '') } : {}),
      };
    });
}

export function formatRecording(lines: readonly RecordedLine[]): string {
  const text = lines.map((l) =>
    'comment' in l
      ? l.comment
      : `${l.query}${l.outcome === undefined ? '' : `${ARROW}${l.outcome}`}${l.movedBy ? `${MOVED}moved by ${l.movedBy}` : ''}`,
  );
  return `${text.join('\n')}\n`;
}

/**
 * Whether a change-log entry concerns a link: it concerns every link or one of the link's
 * answers, names the link's platform if it names platforms, and — given the rules that changed on
 * the line — touches one of them if it names rules.
 */
export function concerns(entry: ChangeEntry, query: string, changedRules?: ReadonlySet<string>): boolean {
  const answers = answersOf(query).answers;
  const answered = Object.keys(answers).filter((k) => answers[k as keyof typeof answers] !== undefined);
  if (entry.answers !== 'every' && !entry.answers.some((k) => answered.includes(k))) return false;
  if (entry.platforms && !entry.platforms.some((p) => p === answers.platform)) return false;
  if (changedRules?.size && entry.rules.length) return entry.rules.some((r) => changedRules.has(r));
  return true;
}

export interface Move {
  readonly query: string;
  readonly was: string;
  readonly now: string;
  /** The rules that fired on one side only. */
  readonly rules: readonly string[];
  readonly entry?: string;
}

/**
 * The recording again with today's decisions: a moved line names the first of `entries` that
 * concerns it; `refused` lists the moves none of them explains (then nothing should be written).
 * `queries` gives the cases in order (the sampled links); without it, the recording's own.
 * `withRules`: whether its lines name the rules that fired.
 */
export function rerecord(
  recorded: readonly RecordedLine[],
  entries: readonly string[],
  { queries, withRules }: { queries?: readonly string[]; withRules: boolean },
): { lines: RecordedLine[]; moves: Move[]; refused: Move[] } {
  const known = new Map(CHANGES.map((c) => [c.id, c]));
  const unknown = entries.filter((e) => !known.has(e));
  if (unknown.length) throw new Error(`not in the change log (changes.ts): ${unknown.join(', ')}`);
  const old = new Map(recorded.flatMap((l) => ('query' in l ? [[l.query, l] as const] : [])));
  const base: RecordedLine[] = queries
    ? [...recorded.filter((l) => 'comment' in l), ...queries.map((query) => old.get(query) ?? { query })]
    : [...recorded];
  const moves: Move[] = [];
  const refused: Move[] = [];
  const lines = base.map((l): RecordedLine => {
    if ('comment' in l) return l;
    const now = outcomeOf(l.query, withRules);
    if (l.outcome === undefined || l.outcome === now) return { ...l, outcome: now };
    const rules = rulesBehind(l.query, l.outcome, now);
    // A line without rules and a status that got better: the rule that moved it no longer fires,
    // so an entry may name it through any rule that fires today on a moved mode.
    const entry =
      entries.find((e) => concerns(known.get(e)!, l.query, new Set(rules))) ??
      (withRules
        ? undefined
        : entries.find((e) => concerns(known.get(e)!, l.query, new Set(firedOnMoved(l.query, l.outcome!, now)))));
    const move = { query: l.query, was: l.outcome, now, rules, ...(entry ? { entry } : {}) };
    (entry ? moves : refused).push(move);
    return { query: l.query, outcome: now, ...(entry ? { movedBy: entry } : {}) };
  });
  return { lines, moves, refused };
}

/** The moves by entry and rule, for the commit that re-records them. */
export function classify(moves: readonly Move[]): string {
  const counts = new Map<string, number>();
  for (const m of moves)
    for (const r of m.rules.length ? m.rules : ['(pick only)']) {
      const key = `${m.entry ?? 'no entry'}: ${r}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return [...counts].map(([k, n]) => `${k} — ${n} line${n === 1 ? '' : 's'}`).join('\n');
}
