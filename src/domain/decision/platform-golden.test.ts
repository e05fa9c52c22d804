/**
 * A named platform reads like "another Kubernetes" except where one of its own facts applies:
 * over sampled links, its decision is platform=k8s's plus its own rules (platform-rules.ts), and
 * the statuses and the pick move only where one of those cautions or rules a mode out. The golden
 * table (decision-golden.txt) pins what each platform's own rules do.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asks, parseAnswers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { PLATFORM_IDS, type PlatformId } from '../platforms/model';
import { sampleQueries } from './answer-space';
import { decide, type Decision } from './engine';
import { BUNDLED_NFT } from '../platforms/bundled-nft';
import { MODE_FACTS, type ModeFacts } from '../platforms/mode-facts';
import { PLATFORM_NAMES, PLATFORM_RULES } from './platform-rules';

const OWN = new Set<string>(PLATFORM_RULES.map((r) => r.id));
/**
 * The shared rules that read whose nft kube-proxy runs: where the platform brings its own
 * (bundled-nft.ts), they read it instead of the node's, and its own rule says so.
 */
const READS_BUNDLED = new Set(['nftables-nft-missing', 'nftables-nft-missing-where-unknown', 'nftables-nft-in-image']);
/** The platform's own rule that stands for a shared one it turned off. */
const REPLACES_SHARED = new Set(['nftables-k3s-nft-bundled', 'nftables-k3s-nft-json-unknown']);

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
      const bundles = BUNDLED_NFT[id] !== undefined;
      const comparable = (fired: Decision['modes'][Mode]['fired']) =>
        bundles ? fired.filter((f) => !READS_BUNDLED.has(f.id)) : fired;
      for (const m of MODES) expect(comparable(shared(own, m)), where).toEqual(comparable(k8s.modes[m].fired));
      const moved = ownFired(own).some((f) => f.status !== 'info' || REPLACES_SHARED.has(f.id));
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

// What each platform's own rules make of a link is in the golden table (decision-golden.txt).
describe("a platform's own rules", () => {
  it("cite the platform's own sources for a fact every platform may have", () => {
    const fired = (q: string) => ownFired(decide(parseAnswers(Object.fromEntries(new URLSearchParams(q))).answers));
    expect(fired(`platform=tke&version=1.35&${GOOD}`).map((f) => f.source)).toEqual([['tke-api-advanced-settings']]);
    expect(fired(`platform=ack&version=1.34&${GOOD}`).map((f) => f.source)).toEqual([['ack-terraform-cluster']]);
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

describe('a mode the platform gives no way to set (GKE)', () => {
  const gke: Record<string, string>[] = QUERIES.map((q) => ({ ...q, platform: 'gke' }));
  const read = (q: Record<string, string>) => decide(parseAnswers(q).answers);

  it('is unsuitable there, so with kube-proxy the pick is the mode its legacy datapath runs', () => {
    const kept = gke.filter((q) => q.dataplane !== 'replaced');
    expect(kept.length).toBeGreaterThan(100);
    for (const q of kept) {
      const d = read(q);
      const where = new URLSearchParams(q).toString();
      expect(d.pick, where).toBe('iptables');
      for (const m of ['nftables', 'ipvs'] as const) {
        expect(d.modes[m].status, where).toBe('unsuitable');
        expect(
          d.modes[m].fired.map((f) => f.id),
          where,
        ).toContain(`${m}-no-platform-setting`);
      }
    }
  });

  it('moves the pick at scale, where another Kubernetes gets nftables', () => {
    const q = `version=1.35&services=20000&${GOOD}`;
    expect(read(Object.fromEntries(new URLSearchParams(`platform=k8s&${q}`))).pick).toBe('nftables');
    expect(read(Object.fromEntries(new URLSearchParams(`platform=gke&${q}`))).pick).toBe('iptables');
  });

  it('with Dataplane V2 (dataplane=replaced), picks nothing, the modes still read as unsuitable', () => {
    const replaced = gke.filter((q) => q.dataplane === 'replaced');
    expect(replaced.length).toBeGreaterThan(50);
    for (const q of replaced) {
      const d = read(q);
      expect(d.pick).toBeNull();
      expect([d.modes.nftables.status, d.modes.ipvs.status]).toEqual(['unsuitable', 'unsuitable']);
    }
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
