/**
 * Property-based tests (fast-check) of the decision engine over arbitrary parsed
 * answers — not only the threshold classes invariants.test.ts samples, but any
 * version, kernel, nft, count and combination a share link can carry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerKey, Answers } from '../answers/answers';
import {
  ANSWER_KEYS,
  CURRENT_MODES,
  DATAPLANE_CHOICES,
  KUBE_PROXY_PLACES,
  LB_NEEDS,
  OS_IMAGES,
  PLATFORM_CHOICES,
  PLUGIN_CHOICES,
  parseAnswers,
  serializeAnswers,
} from '../answers/answers';
import { MODES, type Mode } from '../modes';
import type { Status } from './engine';
import { decide, evaluate, tieOrder } from './engine';
import { applyChanges } from './what-if';

const RANK: Record<Status, number> = { suitable: 0, caution: 1, unsuitable: 2 };

/** URL text for each answer: mostly near the rules' thresholds, sometimes anywhere. */
const near = (values: readonly number[], min: number, max: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.integer({ min, max }) });
const TEXT: Record<AnswerKey, fc.Arbitrary<string>> = {
  platform: fc.constantFrom(...PLATFORM_CHOICES),
  version: near([20, 26, 27, 30, 31, 32, 33, 34, 35, 39, 40, 42, 43, 50], 0, 9999).map((minor) => `1.${minor}`),
  kernel: fc
    .tuple(near([2, 3, 4, 5, 6], 2, 9999), near([0, 8, 9, 10, 12, 13, 18], 0, 9999), fc.integer({ min: 0, max: 999 }))
    .map(([a, b, c]) => `${a}.${b}.${c}-1.x86_64`),
  nft: fc.oneof(
    fc.constant('none'),
    fc.tuple(near([0, 1], 0, 99), near([0, 9], 0, 99), near([0, 1, 6, 8], 0, 99)).map(([a, b, c]) => `${a}.${b}.${c}`),
  ),
  os: fc.constantFrom(...OS_IMAGES),
  services: near([0, 999, 1000, 1001, 2999, 3000, 3001], 0, Number.MAX_SAFE_INTEGER).map(String),
  endpoints: near([1, 2, 100], 1, 1_000_000).map(String),
  lb: fc.constantFrom(...LB_NEEDS),
  shortConn: fc.constantFrom('true', 'false'),
  pingClusterIP: fc.constantFrom('true', 'false'),
  elbSharedIngress: fc.constantFrom('true', 'false'),
  elbSharedCluster: fc.constantFrom('true', 'false'),
  portRange: fc.constantFrom('true', 'false'),
  passThrough: fc.constantFrom('true', 'false'),
  kubeProxy: fc.constantFrom(...KUBE_PROXY_PLACES),
  dataplane: fc.constantFrom(...DATAPLANE_CHOICES),
  current: fc.constantFrom(...CURRENT_MODES),
  plugin: fc.constantFrom(...PLUGIN_CHOICES),
};

/** Any answer set a share link can carry: each answer present or unknown, read through the URL parsers. */
const answersArb: fc.Arbitrary<Answers> = fc
  .record(TEXT, { requiredKeys: [] })
  .map((query) => parseAnswers(query as Record<string, string>).answers);

const statusOf = (a: Answers): Record<Mode, Status> => {
  const { modes } = evaluate(a);
  return { nftables: modes.nftables.status, iptables: modes.iptables.status, ipvs: modes.ipvs.status };
};

describe('decision engine invariants over arbitrary answers', () => {
  it('never moves a status, a fired rule or the pick for the mode the cluster runs today', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        expect(evaluate(a)).toEqual(evaluate({ ...a, current: undefined }));
      }),
      { numRuns: 400 },
    );
  });

  it('picks no mode exactly when a dataplane replaces kube-proxy, whose answer never moves a status', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const d = evaluate(a);
        expect(d.pick === null).toBe(a.dataplane === 'replaced');
        expect(d.modes).toEqual(evaluate({ ...a, dataplane: 'kube-proxy' }).modes);
      }),
      { numRuns: 600 },
    );
  });

  it('otherwise always picks a mode, never an unsuitable one, and the best status wins (ties by the fixed order)', () => {
    fc.assert(
      fc.property(answersArb, (given) => {
        const a = { ...given, dataplane: 'kube-proxy' as const };
        const { pick: picked, modes } = evaluate(a);
        expect(MODES).toContain(picked);
        const pick = picked!;
        expect(modes[pick].status).not.toBe('unsuitable');
        const best = Math.min(...MODES.map((m) => RANK[modes[m].status]));
        expect(RANK[modes[pick].status]).toBe(best);
        // Among the modes with the best status, the pick is the first in the tie order.
        const first = tieOrder(a).find((m) => RANK[modes[m].status] === best);
        expect(pick).toBe(first);
      }),
      { numRuns: 600 },
    );
  });

  it('never marks iptables unsuitable', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        expect(evaluate(a).modes.iptables.status).not.toBe('unsuitable');
      }),
      { numRuns: 600 },
    );
  });

  it("derives each mode's status from the rules that fired (info never counts)", () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        for (const m of MODES) {
          const { status, fired } = evaluate(a).modes[m];
          const worst = fired.reduce<Status>(
            (w, f) => (f.status !== 'info' && RANK[f.status] > RANK[w] ? f.status : w),
            'suitable',
          );
          expect(status, m).toBe(worst);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never lets forgetting an answer make a mode unsuitable', () => {
    fc.assert(
      fc.property(answersArb, fc.constantFrom(...ANSWER_KEYS), (a, key) => {
        const before = statusOf(a);
        const rest: Answers = { ...a };
        delete rest[key];
        const after = statusOf(rest);
        for (const m of MODES)
          if (after[m] === 'unsuitable') expect(before[m], `forgetting ${key} → ${m}`).toBe('unsuitable');
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic and depends only on the canonical answers (share link = same advice)', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const viaLink = parseAnswers(serializeAnswers(a)).answers;
        expect(evaluate(viaLink)).toEqual(evaluate(a));
        expect(evaluate(a)).toEqual(evaluate(a));
      }),
      { numRuns: 200 },
    );
  });

  it('"what would change this": applying the changes gives that pick; the pick needs none', () => {
    fc.assert(
      fc.property(answersArb, (given) => {
        const a = { ...given, dataplane: 'kube-proxy' as const };
        const d = decide(a);
        expect(d.whatIf[d.pick!]).toEqual([]);
        for (const m of MODES) {
          const changes = d.whatIf[m];
          if (m === d.pick || changes === null) continue;
          expect(changes.length, m).toBeGreaterThan(0);
          expect(evaluate(applyChanges(a, changes)).pick, `${m} after ${JSON.stringify(changes)}`).toBe(m);
        }
      }),
      { numRuns: 100 },
    );
  });
});
