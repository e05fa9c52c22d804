import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NFT_SLOW_SYNC_FIXED_IN, THRESHOLDS } from '../facts';
import { MODES, type Mode } from '../modes';
import { CONTROL_PLANE_FIGURES } from '../scaling/control-plane';
import { isSourceId } from '../sources';
import { sampleQueries, toAnswers } from './answer-space';
import { CHECK_IDS } from './checks';
import type { FiredRule } from './engine';
import { RULESET_DATE, RULESET_VERSION, decide, evaluate, tieOrder, tieReason } from './engine';
import { RULES } from './rules';
import { CHANGE_KINDS } from './what-if';

type Words = {
  rules: Record<string, { title: string; reason: string }>;
  checks: Record<string, { title: string; how: string }>;
  changes: Record<string, string>;
};
const load = (lang: string): Words =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/rules.json`, import.meta.url), 'utf8')) as Words;
const WORDS = { en: load('en'), zh: load('zh') };

const fired = (query: Record<string, string>, mode: Mode): FiredRule[] => decide(toAnswers(query)).modes[mode].fired;
const ids = (rules: FiredRule[]) => rules.map((r) => r.id);

describe('the rule table', () => {
  it('has unique, kebab-case ids that start with their mode', () => {
    const all = RULES.map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.id.startsWith(`${r.mode}-`), r.id).toBe(true);
    }
  });

  it('cites at least one registered source per rule', () => {
    for (const r of RULES) {
      expect(r.source.length, r.id).toBeGreaterThan(0);
      for (const s of r.source) expect(isSourceId(s), `${r.id}: ${s}`).toBe(true);
    }
  });

  it('never has an unsuitable iptables rule', () => {
    const statuses: string[] = RULES.filter((r) => r.mode === 'iptables').map((r) => r.status);
    expect(statuses).not.toContain('unsuitable');
  });

  it('fires every rule for some answer set, with the params its words use', () => {
    const seen = new Map<string, FiredRule>();
    for (const q of sampleQueries(4000, 99)) {
      const d = evaluate(toAnswers(q));
      for (const m of MODES) for (const f of d.modes[m].fired) seen.set(f.id, f);
    }
    for (const r of RULES) {
      const f = seen.get(r.id);
      expect(f, `${r.id} never fired`).toBeDefined();
      for (const lang of ['en', 'zh'] as const) {
        const w = WORDS[lang].rules[r.id];
        const used = new Set([...`${w?.title} ${w?.reason}`.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
        expect([...used].sort(), `${lang} ${r.id}`).toEqual(
          Object.keys(f?.params ?? {})
            .filter((k) => used.has(k))
            .sort(),
        );
        for (const p of used) expect(String(f?.params[p ?? '']), `${lang} ${r.id} {{${p}}}`).not.toBe('undefined');
      }
    }
  });
});

describe('the words', () => {
  it.each(['en', 'zh'] as const)('%s has every rule, check and change, and nothing else', (lang) => {
    const w = WORDS[lang];
    expect(Object.keys(w.rules).sort()).toEqual(RULES.map((r) => r.id).sort());
    expect(Object.keys(w.checks).sort()).toEqual([...CHECK_IDS].sort());
    expect(Object.keys(w.changes).sort()).toEqual([...CHANGE_KINDS, 'none'].sort());
    const values = [
      ...Object.values(w.rules).flatMap((r) => [r.title, r.reason]),
      ...Object.values(w.checks).flatMap((c) => [c.title, c.how]),
      ...Object.values(w.changes),
    ];
    for (const v of values) expect(v.trim().length).toBeGreaterThan(0);
  });

  it('uses the same placeholders in both languages', () => {
    const slots = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const id of Object.keys(WORDS.en.rules)) {
      const en = WORDS.en.rules[id]!,
        zh = WORDS.zh.rules[id]!;
      expect(slots(zh.title + zh.reason), id).toEqual(slots(en.title + en.reason));
    }
    for (const k of Object.keys(WORDS.en.changes))
      expect(slots(WORDS.zh.changes[k]!), k).toEqual(slots(WORDS.en.changes[k]!));
  });
});

describe('decide', () => {
  it('stamps a ruleset version and date', () => {
    expect(RULESET_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(RULESET_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the failed requirement with its params', () => {
    const f = fired(
      { platform: 'cce', version: '1.35', kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64' },
      'nftables',
    );
    expect(f.find((r) => r.id === 'nftables-kernel-below-5-13')).toMatchObject({
      status: 'unsuitable',
      params: { kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64' },
    });
    expect(
      fired({ platform: 'cce', nft: '1.0.0' }, 'nftables').find((r) => r.id === 'nftables-nft-too-old')?.params,
    ).toEqual({ nft: '1.0.0', required: '1.0.1' });
    expect(fired({ platform: 'k8s', services: '1500' }, 'iptables')[0]?.params).toEqual({
      services: 1500,
      threshold: 1000,
    });
    expect(fired({ version: '1.40' }, 'ipvs').find((r) => r.id === 'ipvs-off-by-default')?.params).toEqual({
      version: 'v1.40',
      gate: 'v1.37',
    });
    expect(fired({ version: '1.36.2' }, 'ipvs').find((r) => r.id === 'ipvs-deprecated')?.params).toEqual({
      version: 'v1.36.2',
      ipvsDeprecatedVersion: 'v1.35',
      ipvsGateVersion: 'v1.37',
      ipvsGatedVersion: 'v1.40',
      ipvsRemovedVersion: 'v1.43',
    });
  });

  it('says IPVS is deprecated, and until when it works, on every version', () => {
    const plan = ['ipvs-deprecation-plan', 'ipvs-deprecated', 'ipvs-off-by-default', 'ipvs-removal-planned'];
    for (const version of [undefined, '1.25', '1.34', '1.35', '1.39', '1.40', '1.42', '1.43', '1.50']) {
      const q: Record<string, string> = version ? { version } : {};
      expect(
        ids(fired(q, 'ipvs')).filter((id) => plan.includes(id)),
        String(version),
      ).toHaveLength(1);
    }
  });

  it('rules nftables out on a host nft older than 1.0.1 wherever kube-proxy runs (its rules can break that nft)', () => {
    const status = (q: Record<string, string>) => decide(toAnswers(q)).modes.nftables.status;
    const old = { version: '1.35', kernel: '6.6', platform: 'k8s', nft: '1.0.0' };
    expect(status({ ...old, kubeProxy: 'container' })).toBe('unsuitable');
    expect(status({ ...old, kubeProxy: 'host' })).toBe('unsuitable');
    expect(status(old)).toBe('unsuitable');
    expect(ids(fired({ ...old, kubeProxy: 'container' }, 'nftables'))).toContain('nftables-nft-too-old');
    expect(ids(fired({ ...old, kubeProxy: 'container' }, 'nftables'))).not.toContain('nftables-nft-in-image');
    expect(status({ ...old, nft: '1.0.1', kubeProxy: 'container' })).toBe('suitable');
    expect(status({ ...old, nft: '1.0.1', kubeProxy: 'host' })).toBe('suitable');
  });

  it('judges a missing node nft by where kube-proxy runs: CCE and the host need it, a container brings its own', () => {
    const status = (q: Record<string, string>) => decide(toAnswers(q)).modes.nftables.status;
    const base = { version: '1.35', kernel: '6.6', nft: 'none' };
    expect(status({ ...base, platform: 'cce' })).toBe('unsuitable');
    expect(status({ ...base, platform: 'cce', kubeProxy: 'container' })).toBe('unsuitable');
    expect(status({ ...base, platform: 'k8s', kubeProxy: 'host' })).toBe('unsuitable');
    expect(status({ ...base, platform: 'k8s' })).toBe('caution');
    expect(status({ ...base, platform: 'k8s', kubeProxy: 'container' })).toBe('suitable');
    expect(ids(fired({ ...base, platform: 'k8s', kubeProxy: 'container' }, 'nftables'))).toContain(
      'nftables-nft-in-image',
    );
  });

  it('asks for the nft version wherever kube-proxy runs, since the host nft counts in a container too', () => {
    const q = { platform: 'k8s', version: '1.35', kernel: '6.6', kubeProxy: 'container' };
    expect(ids(fired(q, 'nftables'))).toContain('nftables-nft-unknown');
    expect(decide(toAnswers(q)).modes.nftables.checks).toContain('nft-version');
  });

  it('cautions about nft 1.1.3 or later on the node, whatever runs kube-proxy, with or without a patch', () => {
    for (const q of [
      { platform: 'k8s', version: '1.34.5', kernel: '6.6', nft: '1.1.3', kubeProxy: 'container' },
      { platform: 'k8s', version: '1.34', kernel: '6.6', nft: '1.1.5', kubeProxy: 'host' },
      { platform: 'cce', version: '1.35', kernel: '6.6', nft: '1.1.3' },
    ]) {
      const d = decide(toAnswers(q));
      expect(ids(d.modes.nftables.fired)).toContain('nftables-host-nft-1-1-3');
      expect(d.modes.nftables.status).toBe('caution');
    }
    expect(ids(fired({ nft: '1.1.2' }, 'nftables'))).not.toContain('nftables-host-nft-1-1-3');
  });

  it('shows the CoreDNS note for IPVS without changing its status (the deprecation makes it a caution)', () => {
    const d = decide({});
    expect(ids(d.modes.ipvs.fired)).toEqual(['ipvs-deprecation-plan', 'ipvs-coredns-dns-timeouts']);
    expect(d.modes.ipvs.fired.find((f) => f.id === 'ipvs-coredns-dns-timeouts')?.status).toBe('info');
    expect(d.modes.ipvs.status).toBe('caution');
  });

  it('explains source hashing on every mode without penalising any', () => {
    const d = decide(toAnswers({ lb: 'sh' }));
    expect(ids(d.modes.ipvs.fired)).toContain('ipvs-sh-not-a-reason');
    expect(ids(d.modes.iptables.fired)).toEqual(['iptables-sh-session-affinity']);
    expect(d.modes.iptables.status).toBe('suitable');
  });

  it('tells that no mode answers ping on CCE from v1.27, as info only', () => {
    const q = { platform: 'cce', version: '1.28', pingClusterIP: 'true' };
    expect(ids(fired(q, 'iptables'))).toEqual(['iptables-clusterip-ping-none']);
    expect(ids(fired(q, 'ipvs'))).toContain('ipvs-clusterip-ping-cce');
    expect(ids(fired({ platform: 'k8s', pingClusterIP: 'true' }, 'ipvs'))).toContain('ipvs-clusterip-ping-upstream');
  });

  it('lists the checks that would settle unknown answers', () => {
    const empty = decide({});
    expect(empty.modes.nftables.checks).toEqual(
      expect.arrayContaining(['cluster-version', 'kernel-version', 'nft-version']),
    );
    expect(empty.modes.iptables.checks).toEqual(['service-count']);
    expect(empty.modes.ipvs.checks).toEqual(
      expect.arrayContaining(['conn-reuse-kernel', 'elb-sharing', 'ipvs-modules', 'ipset']),
    );
    const known = decide(
      toAnswers({ platform: 'k8s', version: '1.33', kernel: '6.6', nft: '1.0.6', os: 'other', services: '10' }),
    );
    expect(known.modes.nftables.checks).toEqual(['network-plugin-compat', 'nodeport-differences']);
    expect(known.modes.iptables.checks).toEqual([]);
    expect(known.modes.ipvs.checks).toEqual(['ipvs-modules', 'ipset']);
  });

  it('orders ties by the need for an algorithm, then by scale without short connections', () => {
    expect(tieOrder(toAnswers({ lb: 'rr', services: '9000' }))).toEqual(['ipvs', 'nftables', 'iptables']);
    expect(tieOrder(toAnswers({ services: '3000' }))).toEqual(['nftables', 'ipvs', 'iptables']);
    expect(tieOrder(toAnswers({ services: '3000', shortConn: 'true' }))).toEqual(['nftables', 'iptables', 'ipvs']);
    expect(tieOrder(toAnswers({ platform: 'k8s', services: '1000', shortConn: 'false' }))).toEqual([
      'nftables',
      'ipvs',
      'iptables',
    ]);
    expect(tieOrder(toAnswers({ services: '2999', lb: 'sh' }))).toEqual(['nftables', 'iptables', 'ipvs']);
  });

  it('outside CCE, at scale on nodes too old for nftables, puts iptables before IPVS (upstream advice)', () => {
    const old = { platform: 'k8s', services: '5000', kernel: '4.18.0' };
    expect(tieReason(toAnswers(old))).toBe('oldNodes');
    expect(tieOrder(toAnswers(old))).toEqual(['iptables', 'ipvs', 'nftables']);
    expect(tieReason(toAnswers({ platform: 'k8s', services: '5000', nft: 'none', kubeProxy: 'host' }))).toBe(
      'oldNodes',
    );
    // A container brings its own nft, but an old host nft still counts; CCE keeps IPVS for large
    // clusters; an IPVS-only algorithm still wins.
    expect(tieReason(toAnswers({ platform: 'k8s', services: '5000', nft: 'none', kubeProxy: 'container' }))).toBe(
      'scale',
    );
    expect(tieReason(toAnswers({ platform: 'k8s', services: '5000', nft: '1.0.0', kubeProxy: 'container' }))).toBe(
      'oldNodes',
    );
    expect(tieReason(toAnswers({ ...old, platform: 'cce' }))).toBe('scale');
    expect(tieReason(toAnswers({ ...old, lb: 'rr' }))).toBe('algorithm');
    const d = decide(toAnswers({ ...old, version: '1.36' }));
    expect([d.pick, d.modes.iptables.status, d.modes.ipvs.status]).toEqual(['iptables', 'caution', 'caution']);
  });
});

describe('nftables full syncs at scale (nftables-slow-full-sync)', () => {
  const fired = (q: string) =>
    decide(toAnswers(Object.fromEntries(new URLSearchParams(q)))).modes.nftables.fired.map((f) => f.id);
  const at = THRESHOLDS.nftSlowSyncServices;

  it('cautions from the published size, not below it, on every version while no release carries a fix', () => {
    expect(NFT_SLOW_SYNC_FIXED_IN).toBeNull();
    for (const v of ['', '&version=1.33', '&version=1.36', '&version=1.45']) {
      expect(fired(`services=${at}${v}`), v).toContain('nftables-slow-full-sync');
      expect(fired(`services=${at - 1}${v}`), v).not.toContain('nftables-slow-full-sync');
    }
    const d = decide(toAnswers({ services: String(at), version: '1.35', kernel: '6.6', nft: '1.0.6' }));
    expect(d.modes.nftables.status).toBe('caution');
    expect(d.modes.nftables.fired.find((f) => f.id === 'nftables-slow-full-sync')?.source).toEqual([
      'k8s-issue-135639',
      'k8s-issue-139513',
      'k8s-pr-140723',
    ]);
  });

  it('starts at the smallest published size with a full sync measured in minutes, rounded down', () => {
    const slow = CONTROL_PLANE_FIGURES.filter(
      (f) => f.mode === 'nftables' && f.measure === 'fullSync' && f.values.some((v) => v.unit === 's' && v.value >= 60),
    );
    const smallest = Math.min(...slow.map((f) => f.conditions.services ?? Infinity));
    expect(smallest).toBe(5006);
    expect(at).toBeLessThanOrEqual(smallest);
    expect(at).toBeGreaterThan(smallest * 0.99);
    // No figure says a release changed them: that is what "no release carries a fix" reads.
    expect(slow.map((f) => f.changedIn)).toEqual(slow.map(() => null));
  });
});

describe('a deprecated mode is at best a caution (IPVS)', () => {
  it('is never suitable, over sampled links of every version', () => {
    for (const q of sampleQueries(400, 20261206)) expect(evaluate(toAnswers(q)).modes.ipvs.status).not.toBe('suitable');
  });

  /** CCE at 3,000 Services, without short-connection storms, on the given nodes. */
  const cceAtScale = (version: string, kernel: string, nft: string) =>
    decide(toAnswers({ platform: 'cce', version, kernel, nft, services: '3000', shortConn: 'false' }));

  it('CCE v1.31 at 3,000 Services: a caution naming the plan, still the pick as the best of the cautions', () => {
    const d = cceAtScale('1.31', '5.10', '1.0.1');
    expect(d.pick).toBe('ipvs');
    expect(MODES.map((m) => d.modes[m].status)).toEqual(['unsuitable', 'caution', 'caution']);
    const plan = d.modes.ipvs.fired.find((f) => f.id === 'ipvs-deprecation-plan');
    expect(plan?.status).toBe('caution');
    expect(plan?.params).toEqual({
      ipvsDeprecatedVersion: 'v1.35',
      ipvsGateVersion: 'v1.37',
      ipvsGatedVersion: 'v1.40',
      ipvsRemovedVersion: 'v1.43',
    });
  });

  it('where CCE offers nftables on a modern kernel, nftables leads, not IPVS', () => {
    const d = cceAtScale('1.35', '6.6', '1.0.6');
    expect(d.pick).toBe('nftables');
    expect(d.modes.ipvs.status).toBe('caution');
  });
});
