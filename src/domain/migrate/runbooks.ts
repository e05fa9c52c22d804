/** The runbooks' data: assembled from the node checks, the feature × mode table and the settings table. */
import { MODE_ACTIONS } from '../matrix/mode-actions';
import type { Mode } from '../modes';
import { kubeProxyDocument } from '../platforms/upstream';
import type { SourceId } from '../sources';
import { cellSources, featureChanges } from './feature-modes';
import type { Runbook, RunbookSlug, Step } from './model';
import { movedSettings } from './sync-settings';

const RECONFIGURE: readonly SourceId[] = ['k8s-kubeadm-reconfigure'];
const RESTART_ALL = 'kubectl delete po -n kube-system -l k8s-app=kube-proxy';

/** A node check of the target mode's page, as a checklist item (its command and sources are the page's). */
function nodeCheck(mode: Mode, checkId: string, thresholds: Step['thresholds']): Step {
  const check = MODE_ACTIONS[mode].nodeChecks.find((c) => c.id === checkId);
  if (!check) throw new Error(`no node check ${checkId} for ${mode}`);
  return {
    id: checkId,
    key: `${checkId}-${mode}`,
    ...(thresholds ? { thresholds } : {}),
    code: { language: 'shell', code: check.command },
    sources: check.sources,
  };
}

/** Figures the behaviours' words name. */
const FEATURE_THRESHOLDS: Readonly<Record<string, Step['thresholds']>> = {
  'conntrack-workaround': { conntrack: 'nftConntrackKernel' },
};

/** The behaviours that change, as checklist items and as "what breaks" (their words differ). */
function features(from: Mode, to: Mode): { checklist: Step[]; breaks: Step[] } {
  const rows = featureChanges(from, to);
  const sources = (id: string) => {
    const row = rows.find((r) => r.id === id)!;
    return [...new Set([...cellSources(row.cells[from]), ...cellSources(row.cells[to])])];
  };
  const step = (id: string, key: string): Step => {
    const thresholds = FEATURE_THRESHOLDS[id];
    return { id, key, ...(thresholds ? { thresholds } : {}), sources: sources(id) };
  };
  return {
    checklist: rows.map((r) => step(r.id, `feature-${r.id}`)),
    breaks: rows.map((r) => step(r.id, `breaks-${r.id}`)),
  };
}

/** The settings the new mode reads from another field of the configuration. */
function settings(from: Mode, to: Mode): Step[] {
  const moved = movedSettings(from, to);
  if (moved.length === 0) return [];
  return [
    {
      id: 'settings',
      key: 'settings',
      moves: moved.map((s) => ({ from: s.field[from], to: s.field[to] })),
      sources: [...new Set(moved.flatMap((s) => s.sources))],
    },
  ];
}

function ipvsToNftables(): Runbook {
  const f = features('ipvs', 'nftables');
  return {
    slug: 'ipvs-to-nftables',
    from: 'ipvs',
    to: 'nftables',
    checklist: [
      nodeCheck('nftables', 'kernel', { kernel: 'nftMinKernel', conntrack: 'nftConntrackKernel' }),
      nodeCheck('nftables', 'nft-version', { nft: 'nftTool' }),
      // A generic item until the plugin data (its own issue) can say which plugin supports what.
      { id: 'plugin', key: 'plugin-nftables', sources: ['k8s-virtual-ips'] },
      ...f.checklist,
      ...settings('ipvs', 'nftables'),
    ],
    change: [
      {
        id: 'edit-config',
        key: 'edit-config',
        code: {
          language: 'yaml',
          code: [
            '# kubectl edit cm -n kube-system kube-proxy   (key: config.conf)',
            ...kubeProxyDocument('nftables', ['nftables:', '  syncPeriod: 30s', '  minSyncPeriod: 1s']),
          ].join('\n'),
        },
        sources: [...RECONFIGURE, 'k8s-kube-proxy-conversion-go'],
      },
      {
        id: 'canary',
        key: 'canary',
        code: {
          language: 'shell',
          code: 'kubectl -n kube-system delete pod -l k8s-app=kube-proxy \\\n  --field-selector spec.nodeName=<canary-node>',
        },
        sources: [...RECONFIGURE, 'k8s-field-selectors', 'kep-3866-nftables'],
      },
      { id: 'canary-verify', key: 'canary-verify', sources: ['kep-3866-nftables'] },
      {
        id: 'rest',
        key: 'rest',
        code: { language: 'shell', code: RESTART_ALL },
        sources: [...RECONFIGURE, 'k8s-nftables-blog', 'kep-3866-nftables'],
      },
    ],
    verify: [
      {
        id: 'proxy-mode',
        key: 'verify-proxy-mode',
        code: { language: 'shell', code: 'curl -s http://localhost:10249/proxyMode' },
        sources: ['k8s-source-ip-tutorial'],
      },
      {
        id: 'nft-table',
        key: 'verify-nft-table',
        code: { language: 'shell', code: 'nft list table ip kube-proxy' },
        sources: MODE_ACTIONS.nftables.nodeChecks.find((c) => c.id === 'nft-table')!.sources,
      },
      {
        id: 'ipvs-cleared',
        key: 'verify-ipvs-cleared',
        code: { language: 'shell', code: 'ipvsadm -ln' },
        sources: ['kep-3866-nftables', 'k8s-ipvs-readme'],
      },
    ],
    rollback: [
      { id: 'when', key: 'rollback-when', sources: ['kep-3866-nftables'] },
      {
        id: 'mode-back',
        key: 'rollback-mode-back',
        code: { language: 'shell', code: RESTART_ALL },
        sources: [...RECONFIGURE, 'k8s-nftables-blog', 'kep-3866-nftables'],
      },
      {
        id: 'manual',
        key: 'rollback-manual',
        code: { language: 'shell', code: 'nft delete table ip kube-proxy\nnft delete table ip6 kube-proxy' },
        sources: ['kep-3866-nftables'],
      },
      {
        id: 'ipvs-gate',
        key: 'rollback-ipvs-gate',
        thresholds: { gated: 'ipvsGatedVersion', removed: 'ipvsRemovedVersion' },
        sources: ['k8s-feature-gate-kubeproxyipvs', 'kep-5495-ipvs-deprecation'],
      },
    ],
    breaks: f.breaks,
  };
}

export const RUNBOOKS: Readonly<Record<RunbookSlug, Runbook>> = {
  'ipvs-to-nftables': ipvsToNftables(),
};
