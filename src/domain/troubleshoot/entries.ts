/**
 * The troubleshooting entries, as a table. Facts the guide holds elsewhere are read from there,
 * not copied: the k3s and RKE2 nft releases from the platform data, the slow-sync threshold and
 * its fix release from facts.ts, the measured full sync from the control-plane figures.
 */
import { NFT_SLOW_SYNC_FIXED_IN, TOLD_SOURCES } from '../facts';
import { BUNDLED_NFT, bundledNftSources } from '../platforms/bundled-nft';
import { PLUGIN_CELLS } from '../plugins/cells';
import { CONTROL_PLANE_FIGURES } from '../scaling/control-plane';
import { formatThreshold } from '../threshold-format';
import { formatCount } from '../number-format';
import { ETP_LOCAL_EXTERNAL_IP_FIX } from './fixes';
import { TROUBLESHOOT_IDS, type FixRelease, type FixedIn, type TroubleshootEntry, type TroubleshootId } from './model';

/** The day these entries' sources were read. */
const CHECKED = '2026-12-07';

/** The first k3s release of each line whose nft prints JSON, and RKE2's (none published). */
function bundledNftFixes(): FixRelease[] {
  const k3s = BUNDLED_NFT.k3s;
  const rke2 = BUNDLED_NFT.rke2;
  return [
    ...(k3s?.lines ?? []).map((l): FixRelease => ({
      product: 'k3s',
      line: `1.${l.minor}`,
      release: l.first === 'every' ? 'every' : l.first.release,
      sources: [...k3s!.sources, ...l.sources],
    })),
    // Lines newer than the last listed, where every release has it.
    ...(k3s?.later === 'every' && k3s.lines.length > 0
      ? [{ product: 'k3s', line: `1.${k3s.lines.at(-1)!.minor + 1}+`, release: 'every', sources: k3s.sources } as const]
      : []),
    ...(rke2 && rke2.lines.length === 0 ? [{ product: 'rke2', release: null, sources: rke2.sources } as const] : []),
  ];
}

/** The slow full syncs: no release is published as fixing them until facts.ts names one. */
const slowSyncFixed: FixedIn =
  NFT_SLOW_SYNC_FIXED_IN === null
    ? 'notPublished'
    : [{ product: 'kubernetes', release: `v1.${NFT_SLOW_SYNC_FIXED_IN}.0`, sources: ['k8s-pr-140723'] }];

/** Calico's own word on kube-proxy in nftables mode: from which release, with which setting. */
const calicoNft = PLUGIN_CELLS.calico.nftables;

/** A measured full sync from the control-plane figures, as the words give it. */
function fullSync(id: string, locale: string, prefix: string): Record<string, string> {
  const f = CONTROL_PLANE_FIGURES.find((x) => x.id === id)!;
  const seconds = f.values[0]!.value;
  return {
    [`${prefix}Services`]: formatCount(f.conditions.services ?? 0, locale),
    [`${prefix}Minutes`]: String(Math.floor(seconds / 60)),
    [`${prefix}Seconds`]: String(Math.round(seconds % 60)),
  };
}

// prettier-ignore
const FIRST: readonly TroubleshootEntry[] = [
  {
    id: 'nft-without-json',
    where: 'start',
    modes: ['nftables'],
    // RKE2 #8840's kube-proxy log, word for word (the error continues on the next line).
    logLines: ['"Failed to list nftables elements" err=<', 'failed to run nft: JSON support not compiled-in'],
    confirm: 'journalctl -u k3s -u k3s-agent --no-pager | grep "JSON support not compiled-in"',
    fixedIn: bundledNftFixes(),
    sources: [...new Set([...bundledNftSources('k3s'), ...bundledNftSources('rke2'), 'k8s-pr-140405' as const])],
    checked: CHECKED,
  },
  {
    id: 'host-nft-1-1-3',
    where: 'upgrade',
    modes: ['nftables'],
    // kubernetes #136786's kube-proxy log, word for word.
    logLines: [
      '"Failed to list existing sets" err="failed to run nft: signal: segmentation fault (core dumped)"',
      '"nftables sync failed" err="signal: segmentation fault (core dumped)"',
    ],
    confirm: 'nft --version',
    // The fix (#137501) is in v1.36.0-beta.0, so in v1.36.0; its cherry-picks are in v1.35.4 and
    // v1.34.7 (each line's CHANGELOG). The 1.33 cherry-pick (#137809) merged; its release was not read.
    fixedIn: [
      { product: 'kubernetes', line: '1.36', release: 'v1.36.0', sources: ['k8s-pr-137501', 'k8s-changelog-1-36-nft'] },
      { product: 'kubernetes', line: '1.35', release: 'v1.35.4', sources: ['k8s-changelog-1-35'] },
      { product: 'kubernetes', line: '1.34', release: 'v1.34.7', sources: ['k8s-changelog-1-34'] },
      { product: 'kubernetes', line: '1.33', release: null, sources: ['k8s-pr-137809'] },
    ],
    sources: TOLD_SOURCES['host-nft-1-1-3'],
    checked: CHECKED,
  },
  {
    id: 'nftables-slow-full-sync',
    where: 'scale',
    modes: ['nftables'],
    logLines: [],
    confirm: 'kubectl get services --all-namespaces --no-headers | wc -l',
    fixedIn: slowSyncFixed,
    sources: TOLD_SOURCES['nftables-slow-full-sync'],
    checked: CHECKED,
    params: (locale) => ({
      services: formatThreshold('nftSlowSyncServices', locale),
      ...fullSync('issue-135639-full-sync', locale, 'first'),
      ...fullSync('issue-139513-full-sync', locale, 'large'),
    }),
  },
  {
    id: 'ipvs-conn-reuse',
    where: 'scale',
    modes: ['ipvs'],
    logLines: [],
    confirm: 'uname -r; sysctl net.ipv4.vs.conn_reuse_mode',
    fixedIn: [{ product: 'linux', release: formatThreshold('ipvsMinKernel', 'en'), sources: ['k8s-issue-93297', 'k8s-kernel-constants'] }],
    sources: TOLD_SOURCES['ipvs-conn-reuse'],
    checked: CHECKED,
    params: () => ({ kernel: formatThreshold('ipvsMinKernel', 'en') }),
  },
  {
    id: 'nodeport-localhost',
    where: 'migration',
    modes: ['nftables'],
    logLines: [],
    confirm: 'curl -sS -m 3 http://127.0.0.1:<node-port>/ ; curl -sS -m 3 http://<node-ip>:<node-port>/',
    fixedIn: 'byDesign',
    sources: TOLD_SOURCES['nodeport-localhost'],
    checked: CHECKED,
  },
  {
    id: 'calico-nftables-kube-proxy',
    where: 'migration',
    modes: ['nftables'],
    // calico #8025's calico-node log, the parts that name the problem.
    logLines: [
      'iptables-save failed because there are incompatible nft rules in the table',
      'iptables-nft-save command failed after retries',
    ],
    confirm: 'kubectl -n calico-system logs ds/calico-node -c calico-node | grep -E "incompatible nft rules|failed after retries"',
    fixedIn: 'notPublished',
    sources: ['calico-issue-8025', ...calicoNft.sources],
    checked: CHECKED,
    params: () => ({ calico: calicoNft.since ?? '', option: calicoNft.option?.code ?? '' }),
  },
];

// Issue 61's entries: problems the guide did not tell before.
// prettier-ignore
const MORE: readonly TroubleshootEntry[] = [
  {
    id: 'nft-kernel-features-missing',
    where: 'start',
    modes: ['nftables'],
    // siderolabs/pkgs #951's kube-proxy log: nft names the rule it could not load.
    logLines: ['Error: Could not process rule: No such file or directory', 'fib saddr type local jump mark-for-masquerade'],
    confirm: "grep -E 'CONFIG_NFT_FIB_IPV(4|6)=' /boot/config-$(uname -r)",
    fixedIn: 'onTheNode',
    sources: ['siderolabs-pkgs-951', 'siderolabs-pkgs-953'],
    checked: CHECKED,
    params: () => ({ kernel: formatThreshold('nftMinKernel', 'en') }),
  },
  {
    id: 'conntrack-sysctl-missing',
    where: 'start',
    modes: ['iptables', 'nftables', 'ipvs'],
    // kops #17915's kube-proxy log (RHEL 10), the same in kops PR #17968's (Rocky 9).
    logLines: ['"Error running ProxyServer" err="open /proc/sys/net/netfilter/nf_conntrack_max: no such file or directory"'],
    confirm: 'lsmod | grep nf_conntrack; ls /proc/sys/net/netfilter/nf_conntrack_max',
    fixedIn: 'onTheNode',
    sources: ['kops-issue-17915', 'kops-pr-17968', 'kops-pr-17920', 'k8s-kube-proxy-types-go'],
    checked: CHECKED,
  },
  {
    id: 'etp-local-external-ip',
    where: 'migration',
    modes: ['nftables'],
    logLines: [],
    confirm: 'nft list map ip kube-proxy no-endpoint-services',
    fixedIn: ETP_LOCAL_EXTERNAL_IP_FIX,
    sources: ['k8s-issue-131765', 'k8s-pr-132456', 'k8s-pr-133969'],
    checked: CHECKED,
  },
  {
    id: 'iptables-nft-is-not-nftables-mode',
    where: 'migration',
    modes: ['iptables', 'nftables'],
    // kube-proxy's start-up line in nftables mode (siderolabs/pkgs #951, after the fix).
    logLines: ['"Using nftables Proxier"'],
    confirm: 'nft list tables',
    fixedIn: 'byDesign',
    sources: ['kep-3866-nftables', 'kube-ovn-issue-6434', 'siderolabs-pkgs-951'],
    checked: CHECKED,
    params: () => ({ alpha: 'v1.29', beta: 'v1.31', ga: 'v1.33' }),
  },
  {
    id: 'ipvs-idle-timeout',
    where: 'running',
    modes: ['ipvs'],
    logLines: [],
    confirm: 'ipvsadm -l --timeout',
    fixedIn: 'byDesign',
    sources: ['k8s-issue-84041', 'k8s-pr-85517', 'k8s-kube-proxy-config-api', 'kubelb-issue-539'],
    checked: CHECKED,
  },
  {
    id: 'ipvs-strict-arp',
    where: 'running',
    modes: ['ipvs'],
    logLines: [],
    confirm: 'kubectl -n kube-system get configmap kube-proxy -o yaml | grep strictARP',
    fixedIn: 'byDesign',
    sources: ['metallb-installation', 'metallb-issue-153', 'k8s-kube-proxy-config-api'],
    checked: CHECKED,
  },
];

/** Every entry, in the order of the ids. */
export const TROUBLESHOOT: readonly TroubleshootEntry[] = TROUBLESHOOT_IDS.map((id) =>
  [...FIRST, ...MORE].find((e) => e.id === id)!,
);

const BY_ID = new Map(TROUBLESHOOT.map((e) => [e.id, e]));

export const troubleshootEntry = (id: TroubleshootId): TroubleshootEntry => BY_ID.get(id)!;
