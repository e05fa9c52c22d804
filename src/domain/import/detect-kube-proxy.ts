/**
 * The mode kube-proxy runs and the network plugin beside it, from kube-proxy's ConfigMap and the
 * DaemonSets. Which value kube-proxy obeys follows its source (cmd/kube-proxy/app/options.go):
 * with `--config`, the file replaces every flag but logging and `--hostname-override`, so a
 * `--proxy-mode` flag beside it is ignored; an empty mode is the default, iptables on Linux
 * (server_linux.go `platformApplyDefaults`). "kube-proxy is replaced" is never concluded from its
 * absence: k3s runs it inside its own process, RKE2 and kOps as static Pods.
 */
import type { CurrentMode } from '../answers/answers';
import type { PluginChoice } from '../plugins/model';
import type { Facts, KubeProxyConfigFact, KubeProxyDaemonSetFact, ReplacementFact } from './cluster-facts';
import { asMode, imageTag, readKubeProxyConfig } from './kube-proxy-config';
import type { DetectionNote, Provenance, UnknownReason } from './types';

export type Finding<T> = { value: T; from: Provenance; note: DetectionNote } | { reason: UnknownReason } | undefined;

const fromFile = (cm: KubeProxyConfigFact, mode: string): Provenance => ({
  type: 'object',
  kind: 'ConfigMap',
  name: cm.name,
  namespace: cm.namespace,
  field: `data["${cm.key}"] → mode`,
  raw: `mode: "${mode}"`,
  line: cm.line,
});

const fromReplacement = (r: ReplacementFact): Extract<Provenance, { type: 'object' }> => ({
  type: 'object',
  kind: 'ConfigMap',
  name: r.name,
  namespace: r.namespace,
  field: `data["${r.key}"]`,
  raw: r.value,
  line: r.line,
});

const fromFlag = (ds: KubeProxyDaemonSetFact, mode: string | undefined): Provenance => ({
  type: 'object',
  kind: ds.kind,
  name: ds.name,
  namespace: ds.namespace,
  field: `${ds.kind === 'Pod' ? 'spec' : 'spec.template.spec'}.containers["${ds.container}"].command`,
  raw: mode === undefined ? '' : `--proxy-mode=${mode}`,
  line: ds.line,
});

/**
 * The mode kube-proxy runs: what it said itself (its start-up line, or its /proxyMode answer) where
 * the input holds it — its configuration may have changed since it started — else its configuration.
 */
export function findCurrent(f: Facts): Finding<CurrentMode> {
  const configured = fromConfiguration(f);
  const said = [...new Set(f.running.map((r) => r.value))];
  if (said.length > 1) return { reason: { code: 'modesDiffer', modes: said } };
  const first = f.running[0];
  if (!first) return configured;
  const other = configured && 'value' in configured && configured.value !== first.value ? configured.value : undefined;
  return {
    value: first.value,
    from:
      first.via === 'event'
        ? {
            type: 'object',
            kind: 'Event',
            name: first.name,
            namespace: first.namespace,
            field: 'reason',
            raw: first.raw,
            line: first.line,
          }
        : { type: 'line', line: first.line, raw: first.raw },
    note: { code: 'kubeProxyRunning', via: first.via, ...(other ? { configured: other } : {}) },
  };
}

function fromConfiguration(f: Facts): Finding<CurrentMode> {
  const cm = f.kubeProxyConfigs[0];
  // Its DaemonSet where one was read, else one of its Pods (static on kOps and RKE2).
  const ds = f.kubeProxyDaemonSets.find((x) => x.kind === 'DaemonSet') ?? f.kubeProxyDaemonSets[0];
  if (!cm && !ds) {
    // Only a dataplane's own "replaced" setting says kube-proxy is gone; its absence alone does not.
    const replaced = f.replacements.find((r) => r.on);
    if (replaced)
      return {
        reason: {
          code: 'kubeProxyReplaced',
          dataplane: replaced.dataplane,
          setting: replaced.key,
          from: fromReplacement(replaced),
        },
      };
    return f.daemonSets > 0 ? { reason: { code: 'kubeProxyNotFound' } } : undefined;
  }
  const version = ds?.image ? imageTag(ds.image) : undefined;
  const flag = ds?.flags.mode;
  // kube-proxy reads the file when it runs with --config; a ConfigMap alone is read as its file.
  if (cm && (!ds || ds.flags.config !== undefined)) {
    const reading = readKubeProxyConfig(cm.text);
    if (!reading.ok) return { reason: { code: 'configUnreadable', problem: reading.problem, name: cm.name } };
    const written = reading.settings.mode;
    const mode = written === '' ? 'iptables' : asMode(written);
    if (!mode) return { reason: { code: 'modeNotKnown', value: written } };
    const ignored = flag !== undefined && flag !== written ? { ignoredFlag: flag } : {};
    return {
      value: mode,
      from: fromFile(cm, written),
      note: {
        code: 'kubeProxyMode',
        via: 'file',
        defaulted: written === '',
        ...ignored,
        ...(version ? { version } : {}),
      },
    };
  }
  if (!ds) return undefined;
  // Its file is elsewhere (not in this input): the flag beside it would be ignored.
  if (ds.flags.config !== undefined) return { reason: { code: 'configNotInInput', path: ds.flags.config } };
  const mode = flag === undefined || flag === '' ? 'iptables' : asMode(flag);
  if (!mode) return { reason: { code: 'modeNotKnown', value: flag ?? '' } };
  return {
    value: mode,
    from: fromFlag(ds, flag),
    note: {
      code: 'kubeProxyMode',
      via: 'flag',
      defaulted: flag === undefined || flag === '',
      ...(version ? { version } : {}),
    },
  };
}

export function findPlugin(f: Facts): Finding<PluginChoice> {
  const found = [...new Set(f.pluginDaemonSets.map((p) => p.plugin))];
  if (found.length > 1) return { reason: { code: 'pluginsSeveral', plugins: found } };
  const ds = f.pluginDaemonSets[0];
  if (!ds) return f.daemonSets > 0 ? { reason: { code: 'pluginNotFound' } } : undefined;
  const version = ds.image ? imageTag(ds.image) : undefined;
  return {
    value: ds.plugin,
    from: {
      type: 'object',
      kind: 'DaemonSet',
      name: ds.name,
      namespace: ds.namespace,
      field: 'metadata.name',
      raw: ds.name,
      line: ds.line,
    },
    note: { code: 'pluginDaemonSet', ...(ds.image ? { image: ds.image } : {}), ...(version ? { version } : {}) },
  };
}
