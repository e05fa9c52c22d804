/**
 * "What would change this" must be sufficient (applying it gives that pick),
 * minimal (no smaller set does, checked against a wider set of realistic
 * targets than the engine searches) and realistic (upgrades only).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../answers/answers';
import { compareClusterVersion, compareKernelVersion, compareNftVersion, parseAnswers } from '../answers/answers';
import { sampleQueries, toAnswers } from './answer-space';
import { MODES, type Mode } from '../modes';
import type { Change, ChangeKind } from './engine';
import { decide, evaluate } from './engine';
import { applyChanges, changesFor } from './what-if';

const CASES = 1500;
const answerSets = sampleQueries(CASES, 42).map(toAnswers);

const VERSIONS = ['1.27', '1.30', '1.31', '1.32', '1.33', '1.34', '1.35', '1.39', '1.40', '1.42', '1.43', '1.45'];
const KERNELS = ['5.9', '5.12', '5.13', '6.1', '6.6'];
const NFTS = ['1.0.0', '1.0.1', '1.1.0'];

/**
 * Every realistic target per kind, wider than the engine's own candidates: any
 * upgrade of a known value; for an unknown one, any value a platform engineer
 * would choose today (kernel ≥ 5.13, nft ≥ 1.0.1 where it is unknown or missing, a release from
 * v1.31 to v1.42).
 */
function wideTargets(a: Answers): Change[][] {
  const ver = (s: string) => parseAnswers({ version: s }).answers.version!;
  const ker = (s: string) => parseAnswers({ kernel: s }).answers.kernel!;
  const nft = (s: string) => parseAnswers({ nft: s }).answers.nft!;
  const newer =
    <T>(cmp: (x: T, y: T) => number, cur: T | undefined, floor: T, ceiling?: T) =>
    (x: T) =>
      cur !== undefined ? cmp(x, cur) > 0 : cmp(x, floor) >= 0 && (ceiling === undefined || cmp(x, ceiling) <= 0);
  const groups: [ChangeKind, string[]][] = [
    ['version', VERSIONS.filter((v) => newer(compareClusterVersion, a.version, ver('1.31'), ver('1.42'))(ver(v)))],
    ['kernel', KERNELS.filter((k) => newer(compareKernelVersion, a.kernel, ker('5.13'))(ker(k)))],
    // Installing nft where there is none means a supported one: an older one is no fix.
    ['nft', NFTS.filter((n) => newer(compareNftVersion, a.nft === 'none' ? undefined : a.nft, nft('1.0.1'))(nft(n)))],
    ['passThrough', a.platform !== 'k8s' && a.passThrough !== true ? ['true'] : []],
    ['os', a.os !== undefined && a.os !== 'other' ? ['other'] : []],
    ['lb', a.lb !== undefined && a.lb !== 'any' ? ['any'] : []],
  ];
  return groups.filter(([, vs]) => vs.length > 0).map(([kind, vs]) => vs.map((to) => ({ kind, to })));
}

/** All sets of up to `max` changes, at most one per kind. */
function allSets(groups: Change[][], max: number): Change[][] {
  let sets: Change[][] = [[]];
  const out: Change[][] = [];
  groups.forEach((group) => {
    sets = sets.concat(sets.filter((s) => s.length < max).flatMap((s) => group.map((c) => [...s, c])));
  });
  for (const s of sets) if (s.length > 0) out.push(s);
  return out;
}

const picks = (a: Answers, set: Change[], mode: Mode) => evaluate(applyChanges(a, set)).pick === mode;

function isRealistic(a: Answers, c: Change): boolean {
  const after = applyChanges(a, [c]);
  switch (c.kind) {
    case 'version':
      return a.version
        ? compareClusterVersion(after.version!, a.version) > 0
        : compareClusterVersion(after.version!, { major: 1, minor: 31 }) >= 0;
    case 'kernel':
      return a.kernel
        ? compareKernelVersion(after.kernel!, a.kernel) > 0
        : compareKernelVersion(after.kernel!, { major: 5, minor: 13 }) >= 0;
    case 'nft':
      return compareNftVersion(after.nft!, a.nft ?? 'none') > 0 && c.to === '1.0.1';
    case 'passThrough':
      return c.to === 'true' && a.platform !== 'k8s';
    case 'os':
      return c.to === 'other';
    case 'lb':
      return c.to === 'any';
  }
}

describe(`what would change this, over ${CASES} sampled answer sets`, () => {
  it('gives [] for the pick and is what decide() reports', () => {
    for (const a of answerSets.slice(0, 100)) {
      const d = decide(a);
      expect(d.pick === null ? MODES.map((m) => d.whatIf[m]) : [d.whatIf[d.pick]]).toEqual(
        d.pick === null ? [null, null, null] : [[]],
      );
      for (const m of MODES) expect(d.whatIf[m]).toEqual(changesFor(a, m));
    }
  });

  it('proposes sufficient, minimal, realistic change sets, and null only when none exists', () => {
    let found = 0;
    let none = 0;
    for (const a of answerSets) {
      const { pick } = evaluate(a);
      const wide = allSets(wideTargets(a), 3);
      for (const m of MODES) {
        if (m === pick) continue;
        const set = changesFor(a, m);
        if (set === null) {
          none++;
          expect(
            wide.filter((s) => picks(a, s, m)),
            `no change set should make ${m} the pick`,
          ).toEqual([]);
          continue;
        }
        found++;
        expect(set.length).toBeGreaterThan(0);
        expect(set.length).toBeLessThanOrEqual(3);
        expect(new Set(set.map((c) => c.kind)).size).toBe(set.length);
        for (const c of set) expect(isRealistic(a, c), JSON.stringify(c)).toBe(true);
        expect(picks(a, set, m)).toBe(true);
        const smaller = wide.filter((s) => s.length < set.length && picks(a, s, m));
        expect(smaller, `${JSON.stringify(set)} is not minimal for ${m}`).toEqual([]);
      }
    }
    // The sample must exercise both outcomes.
    expect(found).toBeGreaterThan(50);
    expect(none).toBeGreaterThan(50);
  });

  it('answers the headline cases', () => {
    const cce = toAnswers({ platform: 'cce', version: '1.31', kernel: '5.10', nft: '1.0.6' });
    expect(changesFor(cce, 'nftables')).toEqual([
      { kind: 'version', to: '1.35' },
      { kind: 'kernel', to: '5.13' },
    ]);
    const elb = toAnswers({
      platform: 'cce',
      version: '1.31',
      kernel: '5.10',
      services: '5000',
      elbSharedIngress: 'true',
      passThrough: 'false',
    });
    expect(changesFor(elb, 'ipvs')).toEqual([{ kind: 'passThrough', to: 'true' }]);
    const rr = toAnswers({ platform: 'k8s', version: '1.34', kernel: '6.6', nft: '1.0.6', lb: 'rr' });
    expect(changesFor(rr, 'nftables')).toEqual([{ kind: 'lb', to: 'any' }]);
    // Already on the newest version with IPVS gone: nothing realistic brings it back.
    expect(changesFor(toAnswers({ platform: 'k8s', version: '1.43', kernel: '6.6', nft: '1.1.0' }), 'ipvs')).toBeNull();
  });
});
