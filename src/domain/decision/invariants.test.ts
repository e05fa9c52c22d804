/**
 * Properties that must hold for every answer set, checked over a deterministic
 * sample of the product of answer classes (see answer-space.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../answers/answers';
import type { ClassKey, Query } from './answer-space';
import { CLASSES, CLASS_KEYS, sampleQueries, toAnswers } from './answer-space';
import { MODES, type Mode } from '../modes';
import type { Status } from './engine';
import { evaluate } from './engine';

const CASES = 25_000;
const queries = sampleQueries(CASES, 20261202);
const RANK: Record<Status, number> = { suitable: 0, caution: 1, unsuitable: 2 };
const statuses = (a: Answers) => {
  const m = evaluate(a).modes;
  return { nftables: m.nftables.status, iptables: m.iptables.status, ipvs: m.ipvs.status };
};

/** Runs `check` on every sample and reports the first few failures with their queries. */
function everyCase(check: (q: Query, a: Answers) => string | null) {
  const failures: string[] = [];
  for (const q of queries) {
    const problem = check(q, toAnswers(q));
    if (problem && failures.length < 5)
      failures.push(`${problem} @ ${new URLSearchParams(q as Record<string, string>)}`);
  }
  expect(failures).toEqual([]);
}

/** The later values in a class list, i.e. upgrades of `q[key]`; none from unknown. */
function upgrades(q: Query, key: ClassKey, order: readonly (string | undefined)[] = CLASSES[key]): Query[] {
  const at = order.indexOf(q[key]);
  if (q[key] === undefined || at < 0) return [];
  return order
    .slice(at + 1)
    .filter((v) => v !== undefined)
    .map((v) => ({ ...q, [key]: v }));
}

function notWorse(
  q: Query,
  key: ClassKey,
  modes: readonly Mode[],
  order?: readonly (string | undefined)[],
): string | null {
  const before = statuses(toAnswers(q));
  for (const up of upgrades(q, key, order)) {
    const after = statuses(toAnswers(up));
    for (const m of modes) {
      if (RANK[after[m]] > RANK[before[m]]) return `${key} ${q[key]}→${up[key]} worsens ${m}`;
    }
  }
  return null;
}

describe(`invariants over ${CASES} sampled answer sets`, () => {
  it('samples widely: every class value of every answer appears', () => {
    for (const k of CLASS_KEYS) {
      const seen = new Set(queries.map((q) => q[k]));
      expect(seen.size, k).toBe(CLASSES[k].length);
    }
  });

  it('picks a mode unless a dataplane replaces kube-proxy, never an unsuitable one, always one with the best status', () => {
    everyCase((_, a) => {
      const { pick, modes } = evaluate(a);
      if (pick === null) return a.dataplane === 'replaced' ? null : 'no pick';
      if (a.dataplane === 'replaced') return `a pick (${pick}) where a dataplane replaces kube-proxy`;
      const best = Math.min(...MODES.map((m) => RANK[modes[m].status]));
      if (modes[pick].status === 'unsuitable') return `unsuitable pick ${pick}`;
      return RANK[modes[pick].status] === best ? null : `pick ${pick} is not the best`;
    });
  });

  it('never marks iptables unsuitable', () => {
    everyCase((_, a) => (evaluate(a).modes.iptables.status === 'unsuitable' ? 'iptables unsuitable' : null));
  });

  it('never lets an unknown answer make a mode unsuitable', () => {
    everyCase((q) => {
      const before = statuses(toAnswers(q));
      for (const k of CLASS_KEYS) {
        if (q[k] === undefined) continue;
        const rest: Query = { ...q };
        delete rest[k];
        const after = statuses(toAnswers(rest));
        for (const m of MODES) {
          if (after[m] === 'unsuitable' && before[m] !== 'unsuitable') return `dropping ${k} makes ${m} unsuitable`;
        }
      }
      return null;
    });
  });

  it('keeps info rules from changing a status', () => {
    everyCase((_, a) => {
      for (const m of MODES) {
        const { status, fired } = evaluate(a).modes[m];
        const worst = fired
          .filter((f) => f.status !== 'info')
          .reduce<Status>((w, f) => (RANK[f.status as Status] > RANK[w] ? (f.status as Status) : w), 'suitable');
        if (worst !== status) return `${m} status ${status} but rules say ${worst}`;
      }
      return null;
    });
  });

  describe('is monotone in the realistic direction', () => {
    it('upgrading the kernel never worsens nftables or IPVS', () => {
      everyCase((q) => notWorse(q, 'kernel', ['nftables', 'ipvs', 'iptables']));
    });
    it('upgrading the cluster never worsens nftables or iptables', () => {
      // On k3s a patch release says which nft k3s brings, which a version without one leaves open
      // (a caution): moving from such a version to one with a patch also learns that, so skip it.
      const learnsRelease = (q: Query, v: string | undefined) =>
        q.platform === 'k3s' && !/^\d+\.\d+\.\d+/.test(q.version ?? '') && /^\d+\.\d+\.\d+/.test(v ?? '');
      everyCase((q) =>
        notWorse(
          q,
          'version',
          ['nftables', 'iptables'],
          CLASSES.version.filter((v) => !learnsRelease(q, v)),
        ),
      );
    });
    it('installing nft 1.0.1 or later, or upgrading it up to 1.1.2, never worsens nftables', () => {
      // nft 1.1.3 and later on the node is the known exception: it has broken kube-proxy's syncs (#136786).
      // Installing an nft below 1.0.1 is no fix: kube-proxy's rules can break it, wherever kube-proxy runs.
      const tooOldToInstall = (q: Query, v: string | undefined) => q.nft === 'none' && (v === '0.9.8' || v === '1.0.0');
      everyCase((q) =>
        notWorse(
          q,
          'nft',
          MODES,
          CLASSES.nft.filter((v) => v !== '1.1.3' && !tooOldToInstall(q, v)),
        ),
      );
    });
    it('nft 1.1.3 or later on the node gives nftables at most a caution of its own', () => {
      everyCase((q) => {
        if (q.nft !== '1.0.6') return null;
        const before = statuses(toAnswers(q)).nftables;
        const after = statuses(toAnswers({ ...q, nft: '1.1.3' })).nftables;
        return after === 'unsuitable' && before !== 'unsuitable' ? 'nft 1.1.3 rules nftables out' : null;
      });
    });
    it('turning pass-through on never worsens IPVS', () => {
      everyCase((q) =>
        notWorse({ ...q, passThrough: q.passThrough ?? 'false' }, 'passThrough', MODES, ['false', 'true']),
      );
    });
    it('moving to another OS image never worsens IPVS', () => {
      everyCase((q) => notWorse(q, 'os', MODES, [q.os, 'other']));
    });
    it('dropping an algorithm need never worsens a mode', () => {
      everyCase((q) => (q.lb === undefined ? null : notWorse(q, 'lb', MODES, [q.lb, 'any'])));
    });
    it('more Services never make iptables better', () => {
      everyCase((q) => {
        const before = statuses(toAnswers(q)).iptables;
        for (const up of upgrades(q, 'services')) {
          if (RANK[statuses(toAnswers(up)).iptables] < RANK[before]) return `more Services improve iptables`;
        }
        return null;
      });
    });
  });
});
