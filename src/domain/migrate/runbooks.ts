/** The runbooks' data: assembled from the node checks, the feature × mode table and the settings table. */
import { PROXY_MODE_COMMAND } from '../matrix/node-checks';
import { MODE_ACTIONS } from '../matrix/mode-actions';
import type { Mode } from '../modes';
import { kubeProxyDocument } from '../platforms/upstream';
import { FEATURE_ENTRIES } from '../troubleshoot/links';
import type { SourceId } from '../sources';
import { cellSources, featureChanges } from './feature-modes';
import { RUNBOOK_PAIRS, type Runbook, type RunbookSlug, type Step } from './model';
import { movedSettings, SETTINGS_WITH_DEFAULTS } from './sync-settings';

const RECONFIGURE: readonly SourceId[] = ['k8s-kubeadm-reconfigure'];
const RESTART_ALL = 'kubectl delete po -n kube-system -l k8s-app=kube-proxy';
/** Between iptables and IPVS, kube-proxy cleans up neither's rules: upstream advises a reboot. */
const REBOOT: readonly SourceId[] = ['kep-2448-cleanup'];
const NFT_SWITCH: readonly SourceId[] = ['kep-3866-nftables'];

/** A node check of the target mode's page, as a checklist item (its command and sources are the page's). */
function nodeCheck(mode: Mode, checkId: string, thresholds?: Step['thresholds']): Step {
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

/** The behaviours that change, as checklist items and as "what breaks", worded for the mode moved to. */
function features(from: Mode, to: Mode): { checklist: Step[]; breaks: Step[] } {
  const rows = featureChanges(from, to);
  const step = (id: string, key: string): Step => {
    const row = rows.find((r) => r.id === id)!;
    const thresholds = FEATURE_THRESHOLDS[id];
    return {
      id,
      key: `${key}-to-${to}`,
      ...(thresholds ? { thresholds } : {}),
      sources: [...new Set([...cellSources(row.cells[from]), ...cellSources(row.cells[to])])],
    };
  };
  return {
    checklist: rows.map((r) => step(r.id, `feature-${r.id}`)),
    breaks: rows.map((r) => {
      const entry = FEATURE_ENTRIES[r.id];
      return { ...step(r.id, `breaks-${r.id}`), ...(entry ? { troubleshoot: entry } : {}) };
    }),
  };
}

/** The settings the new mode reads from another field of the configuration. */
function settings(from: Mode, to: Mode): Step[] {
  const moved = movedSettings(from, to);
  if (moved.length === 0) return [];
  const withFlags = SETTINGS_WITH_DEFAULTS.filter((s) => moved.includes(s));
  const flags = withFlags.map((s) => ({ from: s.defaults[from].flag.name, to: s.defaults[to].flag.name }));
  return [
    {
      id: 'settings',
      key: `settings-${to}`,
      moves: moved.map((s) => ({ from: s.field[from], to: s.field[to] })),
      ...(flags.length > 0 ? { flags } : {}),
      sources: [
        ...new Set([
          ...moved.flatMap((s) => s.sources),
          ...(flags.length > 0 ? (['k8s-kube-proxy-options-go'] as const) : []),
        ]),
      ],
    },
  ];
}

/** Whether the switch stays among the iptables-based modes, where nothing is cleaned up at start. */
const iptablesBased = (from: Mode, to: Mode) => from !== 'nftables' && to !== 'nftables';

function change(from: Mode, to: Mode): Step[] {
  const reboot = iptablesBased(from, to);
  return [
    {
      id: 'edit-config',
      key: `edit-config-${to}`,
      code: {
        language: 'yaml',
        code: [
          '# kubectl edit cm -n kube-system kube-proxy   (key: config.conf)',
          // No figures of ours: the section is where part 1's tuned values go.
          ...kubeProxyDocument(to, [
            `${to}:`,
            '  # the values listed in part 1 (syncPeriod, minSyncPeriod, masqueradeAll)',
          ]),
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
      sources: [...RECONFIGURE, 'k8s-field-selectors', ...NFT_SWITCH],
    },
    ...(reboot ? [{ id: 'reboot', key: 'reboot', sources: REBOOT }] : []),
    { id: 'canary-verify', key: 'canary-verify', sources: NFT_SWITCH },
    {
      id: 'rest',
      key: reboot ? 'rest-reboot' : 'rest',
      code: { language: 'shell', code: RESTART_ALL },
      sources: reboot ? [...RECONFIGURE, ...REBOOT] : [...RECONFIGURE, 'k8s-nftables-blog', ...NFT_SWITCH],
    },
  ];
}

function verify(from: Mode, to: Mode): Step[] {
  const steps: Step[] = [
    {
      id: 'proxy-mode',
      key: `verify-proxy-mode-${to}`,
      code: { language: 'shell', code: PROXY_MODE_COMMAND },
      sources: ['k8s-source-ip-tutorial'],
    },
  ];
  if (to === 'nftables')
    steps.push({
      id: 'nft-table',
      key: 'verify-nft-table',
      code: { language: 'shell', code: 'nft list table ip kube-proxy' },
      sources: MODE_ACTIONS.nftables.nodeChecks.find((c) => c.id === 'nft-table')!.sources,
    });
  if (to === 'iptables') {
    const nat = MODE_ACTIONS.iptables.nodeChecks.find((c) => c.id === 'nat-size')!;
    steps.push({
      id: 'nat-rules',
      key: 'verify-nat-rules',
      code: { language: 'shell', code: nat.command },
      sources: nat.sources,
    });
  }
  if (from === 'ipvs')
    steps.push({
      id: 'ipvs-cleared',
      key: to === 'nftables' ? 'verify-ipvs-cleared' : 'verify-ipvs-cleared-reboot',
      code: { language: 'shell', code: 'ipvsadm -ln' },
      sources: to === 'nftables' ? [...NFT_SWITCH, 'k8s-ipvs-readme'] : [...REBOOT, 'k8s-ipvs-readme'],
    });
  if (from === 'nftables')
    steps.push({
      id: 'nft-gone',
      key: 'verify-nft-gone',
      code: { language: 'shell', code: 'nft list table ip kube-proxy' },
      sources: [...NFT_SWITCH, 'k8s-nftables-blog'],
    });
  return steps;
}

function rollback(from: Mode, to: Mode): Step[] {
  const steps: Step[] = [
    { id: 'when', key: 'rollback-when', sources: NFT_SWITCH },
    {
      id: 'mode-back',
      key: `rollback-mode-back-${from}-from-${to}`,
      code: { language: 'shell', code: RESTART_ALL },
      sources: iptablesBased(from, to)
        ? [...RECONFIGURE, ...REBOOT]
        : [...RECONFIGURE, 'k8s-nftables-blog', ...NFT_SWITCH],
    },
  ];
  if (to === 'nftables')
    steps.push({
      id: 'manual',
      key: 'rollback-manual',
      code: { language: 'shell', code: 'nft delete table ip kube-proxy\nnft delete table ip6 kube-proxy' },
      sources: NFT_SWITCH,
    });
  if (from === 'ipvs')
    steps.push({
      id: 'ipvs-gate',
      key: 'rollback-ipvs-gate',
      thresholds: { gated: 'ipvsGatedVersion', removed: 'ipvsRemovedVersion' },
      sources: ['k8s-feature-gate-kubeproxyipvs', 'kep-5495-ipvs-deprecation'],
    });
  return steps;
}

function runbook(slug: RunbookSlug, from: Mode, to: Mode): Runbook {
  const f = features(from, to);
  const before =
    to === 'nftables'
      ? [
          nodeCheck('nftables', 'kernel', { kernel: 'nftMinKernel', conntrack: 'nftConntrackKernel' }),
          nodeCheck('nftables', 'nft-version', { nft: 'nftTool' }),
          // Upstream's warning, then what each plugin's own documents say of nftables mode.
          { id: 'plugin', key: 'plugin-nftables', plugins: 'nftables', sources: ['k8s-virtual-ips'] } satisfies Step,
        ]
      : [nodeCheck(to, 'iptables-version')];
  return {
    slug,
    from,
    to,
    checklist: [...before, ...f.checklist, ...settings(from, to)],
    change: change(from, to),
    verify: verify(from, to),
    rollback: rollback(from, to),
    breaks: f.breaks,
  };
}

export const RUNBOOKS = Object.fromEntries(
  RUNBOOK_PAIRS.map((p) => [p.slug, runbook(p.slug, p.from, p.to)]),
) as Readonly<Record<RunbookSlug, Runbook>>;
