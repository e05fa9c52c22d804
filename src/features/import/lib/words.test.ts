import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_KEYS, DATAPLANE_CHOICES } from '../../../domain/answers/answers';
import { DATAPLANES } from '../../../domain/dataplanes/dataplanes';
import type { DetectionNote, ImportError, ImportWarning, UnknownReason } from '../../../domain/import/parse-import';
import { ASKED_BY_WIZARD } from '../../../domain/import/summarize';
import { errorWords, megabytes, noteWords, unknownWords, valueWords, warningWords, type Words } from './words';
import { PLATFORM_CLUES } from '../../../domain/platforms/clues';

type Tree = { [k: string]: string | Tree };
const locale = (lang: 'en' | 'zh', ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Tree;
/** Walks the dotted path as i18next does: a key may itself hold dots (`os.euleros-2.5`). */
const lookup = (node: unknown, key: string): unknown => {
  if (typeof node !== 'object' || node === null) return undefined;
  const tree = node as Tree;
  if (key in tree) return tree[key];
  const dot = key.indexOf('.');
  return dot < 0 ? undefined : lookup(tree[key.slice(0, dot)], key.slice(dot + 1));
};

/** A key (`ns:key`, else in `import`) exists when it holds a string, or (with a count) both plural forms do. */
function missing(lang: 'en' | 'zh', w: Words): string[] {
  const [ns, key] = w.key.includes(':') ? w.key.split(':') : ['import', w.key];
  const tree = locale(lang, ns!);
  const keys = w.params && 'count' in w.params ? [`${key}_one`, `${key}_other`] : [key!];
  return keys.filter((k) => typeof lookup(tree, k) !== 'string').map((k) => `${lang}: ${ns}:${k}`);
}

/** The dataplanes whose own setting the import reads. */
const REPLACING = DATAPLANES.filter((d) => d.evidence);

const notes: DetectionNote[] = [
  { code: 'serverVersion' },
  { code: 'lowestKubelet', nodes: 3, highest: 'v1.31.0' },
  { code: 'sameKubelet', nodes: 3 },
  ...PLATFORM_CLUES.filter((c) => c.certain).map((c) => ({ code: 'platformClue' as const, clue: c.id })),
  { code: 'cceAnnotation', annotation: 'kubernetes.io/elb.id' },
  { code: 'kernelCounts', total: 3, below59: 1, below513: 2, source: 'nodes' },
  { code: 'kernelCounts', total: 3, below59: 1, below513: 2, source: 'lines' },
  { code: 'osImage', nodes: 2, total: 3 },
  { code: 'lowestNft', readings: 2 },
  { code: 'nftMissing' },
  { code: 'serviceCounts', headless: 1, externalName: 1, byType: { clusterIP: 1, nodePort: 1, loadBalancer: 1 } },
  { code: 'endpointStats', services: 3, max: 9, maxService: 'a/b', withoutReady: 0 },
  { code: 'elbShared', elbId: 'e', service: 'a/b', ingress: 'a/c' },
  { code: 'elbNotShared', services: 0, ingresses: 1 },
  { code: 'elbNotShared', services: 2, ingresses: 1 },
  { code: 'passThrough', set: 1, total: 2, scope: 'shared' },
  { code: 'passThrough', set: 1, total: 2, scope: 'all' },
  ...(['file', 'flag'] as const).flatMap((via) =>
    [true, false].map((defaulted) => ({ code: 'kubeProxyMode' as const, via, defaulted, version: 'v1.33.1' })),
  ),
  { code: 'kubeProxyMode', via: 'file', defaulted: false, ignoredFlag: 'ipvs' },
  { code: 'kubeProxyMode', via: 'file', defaulted: true, ignoredFlag: 'ipvs' },
  ...(['log', 'endpoint', 'event'] as const).flatMap((via) => [
    { code: 'kubeProxyRunning' as const, via },
    { code: 'kubeProxyRunning' as const, via, configured: 'iptables' },
  ]),
  { code: 'pluginDaemonSet', image: 'calico/node:v3.31.0', version: 'v3.31.0' },
  { code: 'pluginDaemonSet' },
  ...REPLACING.map((d) => ({ code: 'dataplaneSetting' as const, dataplane: d.id })),
];
const reasons: UnknownReason[] = [
  { code: 'missingInput' },
  { code: 'noSignal' },
  ...PLATFORM_CLUES.filter((c) => !c.certain).map((c) => ({
    code: 'notCertain' as const,
    clue: c.id,
    from: { type: 'object' as const, kind: 'Node' as const, name: 'n1', field: 'spec.providerID', raw: 'x', line: 1 },
  })),
  { code: 'platformConflict', platforms: ['eks', 'gke'] },
  { code: 'noIngresses' },
  { code: 'noElbServices' },
  { code: 'noReadyEndpoints' },
  { code: 'osAmbiguous', image: 'CentOS Linux 7 (Core)', nodes: 2, family: 'centos7' },
  { code: 'osAmbiguous', image: 'CentOS Linux 7 (Core)', nodes: 2, family: 'centos7', kernelHint: '7.6' },
  { code: 'osAmbiguous', image: 'EulerOS 2.0 (SP5)', nodes: 1, family: 'euleros' },
  { code: 'kubeProxyNotFound' },
  ...REPLACING.map((d) => ({
    code: 'kubeProxyReplaced' as const,
    dataplane: d.id,
    setting: 'kube-proxy-replacement',
    from: { type: 'object' as const, kind: 'ConfigMap' as const, name: 'c', field: 'data', raw: 'true', line: 1 },
  })),
  { code: 'configUnreadable', problem: 'yaml', name: 'kube-proxy' },
  { code: 'configUnreadable', problem: 'notConfig', name: 'kube-proxy' },
  { code: 'modeNotKnown', value: 'userspace' },
  { code: 'configNotInInput', path: '/var/lib/kube-proxy/config.conf' },
  { code: 'pluginNotFound' },
  { code: 'modesDiffer', modes: ['ipvs', 'nftables'] },
  { code: 'pluginsSeveral', plugins: ['calico', 'cilium'] },
];
const warnings: ImportWarning[] = [
  { code: 'truncatedEnd', line: 1, salvaged: 2 },
  { code: 'truncatedEnd', line: 1, salvaged: 0 },
  { code: 'truncatedStart', lines: 3, line: 1 },
  { code: 'invalidJson', count: 1, line: 2 },
  { code: 'skippedLines', count: 2, line: 3, sample: 'x' },
  { code: 'otherKinds', found: [{ kind: 'Pod', count: 2 }] },
  { code: 'emptyList', count: 1 },
  { code: 'clientVersionOnly', line: 1 },
  { code: 'mixedKubelets', lowest: 'a', highest: 'b' },
  { code: 'osMixed', images: ['a', 'b'] },
  { code: 'servicesWithoutEndpoints', count: 2 },
  { code: 'endpointsWithoutServices' },
];
const errors: (ImportError | { code: 'crashed' })[] = [
  { code: 'empty' },
  { code: 'binary' },
  { code: 'crashed' },
  { code: 'tooLarge', bytes: 3e8, limitBytes: 2e8 },
  { code: 'truncated', at: 'end', line: 1 },
  { code: 'truncated', at: 'start', line: 1 },
  ...(['yaml', 'table', 'invalidJson', 'text'] as const).map((hint) => ({
    code: 'notJson' as const,
    hint,
    line: 1,
    sample: 'x',
  })),
  ...(['otherKinds', 'emptyList', 'clientOnly'] as const).map((reason) => ({
    code: 'wrongKind' as const,
    found: [],
    reason,
  })),
];

describe('every code the importer returns has words in both languages', () => {
  const all: Words[] = [
    ...notes.map(noteWords).flatMap((w) => (w.then ? [w, w.then] : [w])),
    ...reasons.map((r) => unknownWords('os', r)),
    ...ASKED_BY_WIZARD.map((k) => unknownWords(k, { code: 'notInKubectl' })),
    ...warnings.map(warningWords),
    ...errors.flatMap((e) => Object.values(errorWords(e))),
    ...ANSWER_KEYS.map((k) => ({ key: `answers.${k}` })),
    ...(['cce', 'k8s'] as const).map(
      (v) => valueWords({ key: 'platform', value: v, from: { type: 'line', line: 1, raw: '' } }) as Words,
    ),
    ...(['euleros-2.5', 'centos-7.6', 'ubuntu-18.04', 'other'] as const).map(
      (v) => valueWords({ key: 'os', value: v, from: { type: 'line', line: 1, raw: '' } }) as Words,
    ),
    ...(['true', 'false'] as const).map(
      (v) => valueWords({ key: 'shortConn', value: v, from: { type: 'line', line: 1, raw: '' } }) as Words,
    ),
    valueWords({ key: 'nft', value: 'none', from: { type: 'line', line: 1, raw: '' } }) as Words,
    ...(['ipvs', 'new'] as const).map(
      (v) => valueWords({ key: 'current', value: v, from: { type: 'line', line: 1, raw: '' } }) as Words,
    ),
    ...(['calico', 'other'] as const).map(
      (v) => valueWords({ key: 'plugin', value: v, from: { type: 'line', line: 1, raw: '' } }) as Words,
    ),
    ...DATAPLANE_CHOICES.map(
      (v) => valueWords({ key: 'dataplane', value: v, from: { type: 'line', line: 1, raw: '' } }) as Words,
    ),
    { key: 'from.line', params: { line: 1 } },
    { key: 'from.pastedLine', params: { line: 1 } },
    { key: 'from.objects', params: { count: 1 } },
  ];
  it.each(['en', 'zh'] as const)('%s', (lang) => {
    expect(all.flatMap((w) => missing(lang, w))).toEqual([]);
  });
});

describe('sizes', () => {
  it('shows megabytes with one decimal below 10 MB', () => {
    expect(megabytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(megabytes(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});
