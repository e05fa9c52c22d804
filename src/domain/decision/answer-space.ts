/**
 * Test support: answer classes around every threshold the rules use, and a
 * deterministic sampler over their product (too large to enumerate).
 * Values are URL strings, so samples also pass through the URL contract.
 */
import type { Answers } from '../answers/answers';
import { DATAPLANE_CHOICES, OS_IMAGES, PLATFORM_CHOICES, PLUGIN_CHOICES, parseAnswers } from '../answers/answers';

/**
 * The answers every rule set has asked, with values below / at / above each threshold.
 * `undefined` = unknown (parameter absent).
 */
const CLASSES_V1_1 = {
  platform: [undefined, 'cce', 'k8s'],
  version: [
    undefined,
    '1.25',
    '1.26',
    '1.27',
    '1.30',
    '1.31',
    '1.32',
    '1.33',
    '1.34',
    '1.35',
    '1.39',
    '1.40',
    '1.42',
    '1.43',
    '1.45',
  ],
  kernel: [
    undefined,
    '3.10.0-1160.el7.x86_64',
    '4.18.0-553.el8_10.x86_64',
    '5.8',
    '5.9',
    '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
    '5.12.9',
    '5.13',
    '5.15.0-91-generic',
    '6.1.0-18-amd64',
    '6.6',
  ],
  nft: [undefined, 'none', '0.9.8', '1.0.0', '1.0.1', '1.0.6', '1.1.3'],
  // Frozen like the rest of this table (the snapshot samples it): today's list is in CLASSES.
  os: [undefined, 'euleros-2.5', 'centos-7.6', 'ubuntu-18.04', 'other'],
  services: [undefined, '0', '999', '1000', '1001', '2999', '3000', '3001', '30000'],
  lb: [undefined, 'any', 'rr', 'lc', 'sed', 'sh'],
  shortConn: [undefined, 'true', 'false'],
  pingClusterIP: [undefined, 'true', 'false'],
  elbSharedIngress: [undefined, 'true', 'false'],
  elbSharedCluster: [undefined, 'true', 'false'],
  portRange: [undefined, 'true', 'false'],
  passThrough: [undefined, 'true', 'false'],
  kubeProxy: [undefined, 'host', 'container'],
} as const satisfies Record<string, readonly (string | undefined)[]>;

/**
 * The answer space as rule set 1.4.0 knew it, frozen: the decision snapshot samples it, so its
 * draws never change as answers gain values (a value added to a list would move every draw).
 */
export const CLASSES_V1_4 = {
  ...CLASSES_V1_1,
  platform: [undefined, 'cce', 'eks', 'aks', 'gke', 'tke', 'ack', 'kubeadm', 'k3s', 'rke2', 'kops', 'kubespray', 'k8s'],
  dataplane: [undefined, 'kube-proxy', 'replaced'],
  plugin: [
    undefined,
    'calico',
    'cilium',
    'flannel',
    'antrea',
    'aws-vpc-cni',
    'azure-cni',
    'canal',
    'weave',
    'kube-ovn',
    'other',
  ],
} as const satisfies Record<string, readonly (string | undefined)[]>;

/** Today's answer space, what the property tests sample: every platform, the dataplane and the plugin too. */
export const CLASSES: {
  readonly [K in keyof typeof CLASSES_V1_1 | 'dataplane' | 'plugin']: readonly (string | undefined)[];
} = {
  ...CLASSES_V1_1,
  platform: [undefined, ...PLATFORM_CHOICES],
  os: [undefined, ...OS_IMAGES],
  // Below and at a k3s line's first release whose bundled nft prints JSON (platforms/bundled-nft.ts).
  // In release order: the invariants read a later value as an upgrade.
  version: CLASSES_V1_1.version.flatMap((v) => (v === '1.33' ? [v, '1.33.4+k3s1', '1.33.5+k3s1'] : [v])),
  dataplane: [undefined, ...DATAPLANE_CHOICES],
  plugin: [undefined, ...PLUGIN_CHOICES],
};

export type ClassKey = keyof typeof CLASSES;
export const CLASS_KEYS = Object.keys(CLASSES) as ClassKey[];

/** mulberry32: small, seeded, the same sequence on every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Query = Partial<Record<ClassKey, string>>;

export function toAnswers(q: Query): Answers {
  return parseAnswers(q).answers;
}

/** `count` class combinations drawn with a fixed seed, from today's answer space or a frozen one. */
export function sampleQueries(
  count: number,
  seed: number,
  classes: Partial<Record<ClassKey, readonly (string | undefined)[]>> = CLASSES,
): Query[] {
  const rnd = prng(seed);
  const out: Query[] = [];
  for (let i = 0; i < count; i++) {
    const q: Query = {};
    for (const k of CLASS_KEYS) {
      const values = classes[k];
      if (values === undefined) continue;
      const v = values[Math.floor(rnd() * values.length)];
      if (v !== undefined) q[k] = v;
    }
    out.push(q);
  }
  return out;
}
