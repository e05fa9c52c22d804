/**
 * A named platform reads like "another Kubernetes" except where one of its own facts applies:
 * over sampled links, its decision is platform=k8s's plus its own rules (platform-rules.ts), and
 * the statuses and the pick move only where one of those cautions or rules a mode out. Golden
 * rows per platform, written by hand from its facts, pin what its own rules do.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asks, parseAnswers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { PLATFORM_IDS, type PlatformId } from '../platforms/model';
import { sampleQueries } from './answer-space';
import { decide, type Decision } from './engine';
import { MODE_FACTS, type ModeFacts } from '../platforms/mode-facts';
import { PLATFORM_NAMES, PLATFORM_RULES } from './platform-rules';

const OWN = new Set<string>(PLATFORM_RULES.map((r) => r.id));

/** Sampled links without their platform: each test sets it. */
const QUERIES = sampleQueries(500, 20261206).map((q) =>
  Object.fromEntries(Object.entries(q).filter(([k]) => k !== 'platform')),
);
/** A platform that does not ask the plugin drops it: then so does the platform=k8s it is read against. */
const decideFor = (q: Record<string, string>, platform: string, asked: PlatformId | 'k8s' = 'k8s') =>
  decide(parseAnswers({ ...q, platform, ...(asks(asked, 'plugin') ? {} : { plugin: '' }) }).answers);
const shared = (d: Decision, m: Mode) => d.modes[m].fired.filter((f) => !OWN.has(f.id));
const ownFired = (d: Decision) => MODES.flatMap((m) => d.modes[m].fired.filter((f) => OWN.has(f.id)));

describe.each(PLATFORM_IDS.filter((id) => id !== 'cce'))('platform=%s', (id) => {
  it('reads every sampled link as platform=k8s does, plus its own rules', () => {
    for (const q of QUERIES) {
      const own = decideFor(q, id);
      const k8s = decideFor(q, 'k8s', id);
      const where = `platform=${id}&${new URLSearchParams(q).toString()}`;
      for (const m of MODES) expect(shared(own, m), where).toEqual(k8s.modes[m].fired);
      const moved = ownFired(own).some((f) => f.status !== 'info');
      expect(
        moved || (own.pick === k8s.pick && MODES.every((m) => own.modes[m].status === k8s.modes[m].status)),
        where,
      ).toBe(true);
    }
  });
});

describe('kubeadm', () => {
  it('has no facts of its own: every link reads exactly as platform=k8s', () => {
    for (const q of QUERIES) expect(decideFor(q, 'kubeadm')).toEqual(decideFor(q, 'k8s'));
  });
});

/** Nodes and a cluster every mode can run on: what is left is the platform's. */
const GOOD = 'kernel=6.6&nft=1.0.6&kubeProxy=container';
type S = 'S' | 'C' | 'U';
type Row = [query: string, pick: Mode, nft: S, ipt: S, ipvs: S, own: string[]];
const NAME = { S: 'suitable', C: 'caution', U: 'unsuitable' } as const;

const ROWS: Row[] = [
  [`platform=k8s&version=1.35&${GOOD}`, 'nftables', 'S', 'S', 'C', []],
  [`platform=kubeadm&version=1.35&${GOOD}`, 'nftables', 'S', 'S', 'C', []],
  // TKE's API lists iptables, IPVS and its own ipvs-bpf.
  [`platform=tke&version=1.35&${GOOD}`, 'iptables', 'U', 'S', 'C', ['nftables-not-offered-on-platform']],
  // GKE publishes no setting for the mode: only its default, iptables, is known to run.
  [
    `platform=gke&version=1.35&${GOOD}`,
    'iptables',
    'C',
    'S',
    'C',
    ['nftables-no-platform-setting', 'ipvs-no-platform-setting'],
  ],
  // EKS: nftables from 1.33, recommended from 1.36; its IPVS notes disagree.
  [
    `platform=eks&version=1.32&${GOOD}`,
    'iptables',
    'U',
    'S',
    'C',
    ['nftables-below-platform-floor', 'ipvs-eks-notes-disagree'],
  ],
  [
    `platform=eks&version=1.34&${GOOD}`,
    'iptables',
    'C',
    'S',
    'C',
    ['nftables-eks-before-1-36', 'ipvs-eks-notes-disagree'],
  ],
  [`platform=eks&version=1.36&${GOOD}`, 'nftables', 'S', 'S', 'C', ['ipvs-eks-notes-disagree']],
  // AKS: nftables from 1.33, a preview either way; no Azure Network Policy under IPVS.
  [
    `platform=aks&version=1.32&${GOOD}`,
    'iptables',
    'U',
    'S',
    'C',
    ['nftables-below-platform-floor', 'nftables-aks-preview', 'ipvs-aks-no-network-policy', 'ipvs-aks-preview'],
  ],
  [
    `platform=aks&version=1.35&${GOOD}`,
    'nftables',
    'S',
    'S',
    'C',
    ['nftables-aks-preview', 'ipvs-aks-no-network-policy', 'ipvs-aks-preview'],
  ],
  // ACK: nftables from 1.35.
  [`platform=ack&version=1.34&${GOOD}`, 'iptables', 'U', 'S', 'S', ['nftables-below-platform-floor']],
  [`platform=ack&version=1.35&${GOOD}`, 'nftables', 'S', 'S', 'C', []],
  [`platform=k3s&version=1.35&${GOOD}`, 'iptables', 'C', 'S', 'C', ['nftables-k3s-flannel-iptables']],
  [
    `platform=rke2&version=1.35&${GOOD}`,
    'iptables',
    'C',
    'S',
    'C',
    ['nftables-rke2-experimental', 'nftables-rke2-cni-setting'],
  ],
  [`platform=kops&version=1.35&${GOOD}`, 'nftables', 'S', 'S', 'C', ['nftables-kops-calico-setting']],
  [`platform=kubespray&version=1.35&${GOOD}`, 'nftables', 'S', 'S', 'C', ['nftables-kubespray-release']],
];

describe('golden rows per platform', () => {
  it.each(ROWS)('%s → %s', (query, pick, nft, ipt, ipvs, own) => {
    const d = decide(parseAnswers(Object.fromEntries(new URLSearchParams(query))).answers);
    expect({
      pick: d.pick,
      statuses: MODES.map((m) => d.modes[m].status),
      own: ownFired(d).map((f) => f.id),
    }).toEqual({ pick, statuses: [NAME[nft], NAME[ipt], NAME[ipvs]], own });
  });

  it("cites the platform's own sources for a fact every platform may have", () => {
    const fired = (q: string) => ownFired(decide(parseAnswers(Object.fromEntries(new URLSearchParams(q))).answers));
    expect(fired(`platform=tke&version=1.35&${GOOD}`).map((f) => f.source)).toEqual([['tke-api-advanced-settings']]);
    expect(fired(`platform=ack&version=1.34&${GOOD}`).map((f) => f.source)).toEqual([['ack-terraform-cluster']]);
  });

  it('covers every named platform', () => {
    const covered = new Set(ROWS.map(([q]) => new URLSearchParams(q).get('platform')));
    for (const id of PLATFORM_IDS.filter((p) => p !== 'cce')) expect(covered.has(id), id).toBe(true);
  });
});

describe("the generic platform rules' conditions", () => {
  // The rule book's words name the platforms whose facts make each fire: they must follow the data.
  const named = (rule: string, lang: 'en' | 'zh') => {
    const words = JSON.parse(
      readFileSync(new URL(`../../../locales/${lang}/rulebook.json`, import.meta.url), 'utf8'),
    ) as {
      conditions: Record<string, string>;
    };
    return PLATFORM_IDS.filter((id) => new RegExp(`\\b${PLATFORM_NAMES[id]}\\b`).test(words.conditions[rule] ?? ''));
  };
  const having = (pick: (f: ModeFacts) => unknown) =>
    PLATFORM_IDS.filter((id) => MODE_FACTS[id] !== undefined && pick(MODE_FACTS[id]!) !== undefined);
  it.each(['en', 'zh'] as const)('name exactly the platforms their facts cover (%s)', (lang) => {
    expect(named('nftables-not-offered-on-platform', lang)).toEqual(having((f) => f.notOffered));
    expect(named('nftables-no-platform-setting', lang)).toEqual(having((f) => f.noSetting));
    expect(named('ipvs-no-platform-setting', lang)).toEqual(having((f) => f.noSetting));
    expect(named('nftables-below-platform-floor', lang)).toEqual(having((f) => f.nftFrom));
  });
});

describe('a dataplane that replaces kube-proxy', () => {
  it.each(['platform=gke', 'platform=cce', 'platform=aks', ''])(
    '%s&dataplane=replaced: no pick, and no change brings one',
    (q) => {
      const d = decide(parseAnswers(Object.fromEntries(new URLSearchParams(`${q}&dataplane=replaced`))).answers);
      expect({ pick: d.pick, whatIf: d.whatIf }).toEqual({
        pick: null,
        whatIf: { nftables: null, iptables: null, ipvs: null },
      });
    },
  );

  it('is not a reading of the platforms without one: their link keeps its pick', () => {
    const d = decide(parseAnswers({ platform: 'eks', dataplane: 'replaced' }).answers);
    expect(d.pick).not.toBeNull();
  });
});
