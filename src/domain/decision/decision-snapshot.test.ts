/**
 * Old links keep their meaning: the engine's decision over 5,000 samples of the answer space as
 * rule set 1.1.0 knew it, recorded in decision-snapshot.txt before the platform decision changed
 * the engine. One line per sample, in draw order: the pick, the three statuses (nftables,
 * iptables, IPVS: s suitable, c caution, u unsuitable) and a digest of everything else the result
 * shows (fired rules with their values, checks, what-if). A line may differ only where
 * DIFFERENCES lists it, with the change-log entry that explains it.
 *
 * Recording it again is for a new baseline only:
 * WRITE_DECISION_SNAPSHOT=1 npx vitest run src/domain/decision/decision-snapshot.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGES } from '../changes/changes';
import { MODES } from '../modes';
import { CLASSES_V1_1, sampleQueries, toAnswers } from './answer-space';
import { decide } from './engine';

const FILE = new URL('./decision-snapshot.txt', import.meta.url);
const SAMPLES = sampleQueries(5000, 20261205, CLASSES_V1_1);

/** Sample index → its line now, and the change entry that moved it. */
const DIFFERENCES: Readonly<Record<number, { readonly line: string; readonly entry: string }>> = {};

/** FNV-1a, 32 bits: a short, stable digest. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

function lineOf(query: Record<string, string>): string {
  const d = decide(toAnswers(query));
  const statuses = MODES.map((m) => d.modes[m].status[0]).join('');
  const rest = MODES.map((m) => ({ fired: d.modes[m].fired.map((f) => [f.id, f.params]), checks: d.modes[m].checks }));
  return `${d.pick} ${statuses} ${digest(JSON.stringify({ rest, whatIf: d.whatIf }))}`;
}

if (process.env['WRITE_DECISION_SNAPSHOT'] === '1') writeFileSync(FILE, SAMPLES.map(lineOf).join('\n') + '\n');
const RECORDED = readFileSync(FILE, 'utf8').trimEnd().split('\n');

describe('the decision snapshot', () => {
  it('holds a line per sample: the pick, three statuses and a digest', () => {
    expect(RECORDED).toHaveLength(SAMPLES.length);
    for (const [i, line] of RECORDED.entries())
      expect(line, `#${i}`).toMatch(/^(nftables|iptables|ipvs) [scu]{3} [0-9a-f]{8}$/);
  });

  it('gives every sample the recorded decision, except the listed differences', () => {
    const moved = SAMPLES.flatMap((q, i) => {
      const now = lineOf(q);
      const wanted = DIFFERENCES[i]?.line ?? RECORDED[i];
      return now === wanted ? [] : [`#${i} ?${new URLSearchParams(q).toString()}: ${wanted} → ${now}`];
    });
    expect(moved).toEqual([]);
  });

  it('lists only real differences, each with a change-log entry', () => {
    for (const [i, d] of Object.entries(DIFFERENCES)) {
      expect(d.line, `#${i}`).not.toBe(RECORDED[Number(i)]);
      expect(
        CHANGES.map((c) => c.id),
        `#${i}`,
      ).toContain(d.entry);
    }
  });
});
