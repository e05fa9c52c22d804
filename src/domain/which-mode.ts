/**
 * How to read which mode kube-proxy runs today, by hand: on a node and with kubectl. The import
 * page lists them all; each mode page names the node's own answer and its mode's trace. The
 * traces are the mode pages' own node checks (matrix/mode-actions.ts), not written twice.
 */
import { NODE_CHECKS, PROXY_MODE_COMMAND } from './matrix/node-checks';
import type { Mode } from './modes';
import type { SourceId } from './sources';

export interface ModeReading {
  /** Words: import.json `whichMode.readings.<id>`. */
  readonly id: string;
  readonly where: 'node' | 'kubectl';
  readonly command: string;
  readonly sources: readonly SourceId[];
  /** The mode whose trace it shows, for a trace on a node. */
  readonly mode?: Mode;
}

/** A mode's own trace on a node: one of its page's node checks. */
const trace = (mode: Mode, checkId: string): ModeReading => {
  const check = NODE_CHECKS[mode].find((c) => c.id === checkId);
  if (!check) throw new Error(`no node check ${checkId} for ${mode}`);
  return { id: `trace-${mode}`, where: 'node', mode, command: check.command, sources: check.sources };
};

/** kube-proxy answers the question itself on its metrics port, on the node (127.0.0.1 by default). */
export const PROXY_MODE_ENDPOINT: ModeReading = {
  id: 'endpoint',
  where: 'node',
  command: PROXY_MODE_COMMAND,
  sources: ['k8s-source-ip-tutorial'],
};

export const MODE_READINGS: readonly ModeReading[] = [
  PROXY_MODE_ENDPOINT,
  {
    id: 'configmap',
    where: 'kubectl',
    command: "kubectl -n kube-system get configmap kube-proxy -o jsonpath='{.data.config\\.conf}' | grep '^mode:'",
    sources: ['k8s-kubeadm-reconfigure', 'k8s-kube-proxy-options-go'],
  },
  {
    id: 'log',
    where: 'kubectl',
    command: 'kubectl -n kube-system logs ds/kube-proxy | grep -m1 Proxier',
    sources: ['k8s-kube-proxy-server-linux-go'],
  },
  {
    id: 'flags',
    where: 'kubectl',
    command:
      "kubectl -n kube-system get daemonset kube-proxy -o jsonpath='{.spec.template.spec.containers[0].command}'",
    sources: ['k8s-kube-proxy-options-go'],
  },
  trace('nftables', 'nft-table'),
  trace('ipvs', 'kube-ipvs0'),
  trace('iptables', 'kube-services'),
];

/** A mode's own trace, for its page. */
export const traceOf = (mode: Mode): ModeReading => {
  const r = MODE_READINGS.find((x) => x.mode === mode);
  if (!r) throw new Error(`no trace for ${mode}`);
  return r;
};
