/**
 * Old links keep their meaning, in two recordings a person can read (outcome-lines.ts):
 * - decision-golden.txt: hand-chosen links, grouped and explained, that together fire every rule;
 * - decision-snapshot.txt: links sampled from the answer space of rule set 1.4.0, in draw order.
 * Each line is a link's answers, the pick and each mode's status with the rules that fired. A line
 * may differ from today's decision only once re-recorded, naming the change-log entry that moved
 * it; re-recording refuses a move no named entry concerns:
 *
 *   WRITE_DECISION_OUTCOMES=1 DECISION_CHANGE=<entry id>[,<entry id>] \
 *     npx vitest run src/domain/decision/decision-outcomes.test.ts
 *
 * It prints the moves by entry and rule, for the commit message. A new golden line needs only its
 * query: re-recording fills in its outcome.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_CHOICES, PLUGIN_CHOICES, parseAnswers } from '../answers/answers';
import { CHANGES } from '../changes/changes';
import { CLASSES_V1_4, sampleQueries } from './answer-space';
import {
  classify,
  concerns,
  formatRecording,
  outcomeOf,
  parseRecording,
  queryText,
  rerecord,
  rulesIn,
  type RecordedLine,
} from './outcome-lines';
import { RULES } from './rules';

const SAMPLES = 1000;
const SEED = 20261206;
const HOW =
  'WRITE_DECISION_OUTCOMES=1 DECISION_CHANGE=<entry id> npx vitest run src/domain/decision/decision-outcomes.test.ts';
const SNAPSHOT_HEADER = [
  `# The decision for ${SAMPLES.toLocaleString('en')} links sampled from the answer space of rule set 1.4.0`,
  `# (answer-space.ts CLASSES_V1_4, seed ${SEED}), in draw order: a link's answers → the pick ·`,
  "# each mode's status (decision-golden.txt names the rules too). « ⟵ moved by <entry> » names the",
  '# change-log entry that moved a line. Re-record, naming the entry:',
  `# ${HOW}`,
];

const SNAPSHOT = new URL('./decision-snapshot.txt', import.meta.url);
const GOLDEN = new URL('./decision-golden.txt', import.meta.url);
const sampled = sampleQueries(SAMPLES, SEED, CLASSES_V1_4).map((q) => queryText(q as Record<string, string>));
const read = (file: URL) => (existsSync(file) ? parseRecording(readFileSync(file, 'utf8')) : []);
const cases = (lines: readonly RecordedLine[]) => lines.flatMap((l) => ('query' in l ? [l] : []));
const snapshotLines = (lines: readonly RecordedLine[]) => [
  ...SNAPSHOT_HEADER.map((comment) => ({ comment })),
  ...cases(lines),
];

if (process.env['WRITE_DECISION_OUTCOMES'] === '1') {
  const entries = (process.env['DECISION_CHANGE'] ?? '').split(',').filter(Boolean);
  const snapshot = rerecord(snapshotLines(read(SNAPSHOT)), entries, { queries: sampled, withRules: false });
  const golden = rerecord(read(GOLDEN), entries, { withRules: true });
  const refused = [...golden.refused, ...snapshot.refused];
  if (refused.length)
    throw new Error(
      `Not re-recorded: ${refused.length} lines moved that no named change-log entry concerns` +
        ` (DECISION_CHANGE=${entries.join(',') || 'unset'}):\n` +
        refused
          .slice(0, 20)
          .map((m) => `${m.query}\n  was ${m.was}\n  now ${m.now}`)
          .join('\n'),
    );
  writeFileSync(SNAPSHOT, formatRecording(snapshot.lines));
  writeFileSync(GOLDEN, formatRecording(golden.lines));
  console.log(
    `Re-recorded. Golden:\n${classify(golden.moves) || 'nothing moved'}\nSnapshot:\n${classify(snapshot.moves) || 'nothing moved'}`,
  );
}

/** Each case whose recorded outcome is not today's, as a reader would review it. */
const differences = (lines: readonly RecordedLine[], withRules: boolean) =>
  cases(lines).flatMap((l) => {
    const now = outcomeOf(l.query, withRules);
    return l.outcome === now ? [] : [`${l.query}\n  recorded ${l.outcome ?? '(none)'}\n  now      ${now}`];
  });

/** Each « moved by » that names no change-log entry concerning its link. */
const unexplained = (lines: readonly RecordedLine[]) =>
  cases(lines).flatMap((l) => {
    if (!l.movedBy) return [];
    const entry = CHANGES.find((c) => c.id === l.movedBy);
    return entry && concerns(entry, l.query) ? [] : [`${l.query}: moved by ${l.movedBy}`];
  });

describe('the decision snapshot', () => {
  const lines = read(SNAPSHOT);

  it('holds the sampled links, in draw order, under its header', () => {
    expect(lines.slice(0, SNAPSHOT_HEADER.length)).toEqual(SNAPSHOT_HEADER.map((comment) => ({ comment })));
    expect(cases(lines).map((l) => l.query)).toEqual(sampled);
  });

  it(`gives every sampled link its recorded decision (a deliberate change: ${HOW})`, () => {
    expect(differences(lines, false)).toEqual([]);
  });

  it('names, for each moved line, a change-log entry that concerns it', () => {
    expect(unexplained(lines)).toEqual([]);
  });
});

describe('the golden table', () => {
  const lines = read(GOLDEN);

  it('holds about 150 hand-chosen links, written as the site writes them, each answer read as typed', () => {
    expect(cases(lines).length).toBeGreaterThanOrEqual(140);
    for (const { query } of cases(lines)) {
      const params = Object.fromEntries(new URLSearchParams(query.slice(1)));
      expect(queryText(params), 'encoded as a link').toBe(query);
      const { notices } = parseAnswers(params);
      expect(
        notices.filter((n) => n.kind !== 'cceOnly'),
        query,
      ).toEqual([]);
    }
  });

  it(`gives every golden link its recorded decision (a deliberate change: ${HOW})`, () => {
    expect(differences(lines, true)).toEqual([]);
  });

  it('answers every platform and every plugin somewhere', () => {
    const answered = (key: string) => new Set(cases(lines).map((l) => new URLSearchParams(l.query.slice(1)).get(key)));
    const platforms = answered('platform');
    const plugins = answered('plugin');
    expect(PLATFORM_CHOICES.filter((p) => !platforms.has(p))).toEqual([]);
    expect(PLUGIN_CHOICES.filter((p) => !plugins.has(p))).toEqual([]);
  });

  it('fires every rule of the rule table somewhere', () => {
    const fired = new Set(cases(lines).flatMap((l) => rulesIn(l.outcome ?? '')));
    expect(RULES.map((r) => r.id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('names, for each moved line, a change-log entry that concerns it', () => {
    expect(unexplained(lines)).toEqual([]);
  });
});
