import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLUGIN_IDS } from '../plugins/model';
import { podList } from './fixtures/broken';
import { kubectlJson, list, node } from './fixtures/builders';
import {
  OTHER_DAEMONSETS,
  PLUGIN_DAEMONSETS,
  canalContainers,
  ciliumConfig,
  ciliumReplacementPaste,
  configMap,
  daemonSet,
  ipvsCalicoPaste,
  staticKubeProxyPod,
  kubeProxyDaemonSet,
  kubeadmConfig,
} from './fixtures/kube-proxy';
import { imageTag, readKubeProxyConfig, readKubeProxyFlags } from './kube-proxy-config';
import { parseImportText } from './parse-import';
import type { ImportOutcome } from './types';

const ok = (o: ImportOutcome) => {
  if (!o.ok) throw new Error(`not ok: ${JSON.stringify(o.error)}`);
  return o;
};
const detection = (o: ReturnType<typeof ok>, key: string) => o.detections.find((d) => d.key === key);
const reason = (o: ReturnType<typeof ok>, key: string) => o.unknown.find((u) => u.key === key)?.reason;
const read = (...objects: unknown[]) => ok(parseImportText(objects.map((x) => kubectlJson(x)).join('')));

describe('the KubeProxyConfiguration in its ConfigMap', () => {
  it('reads the mode and the settings the guide cares about', () => {
    expect(readKubeProxyConfig(kubeadmConfig('ipvs'))).toEqual({
      ok: true,
      settings: { mode: 'ipvs', strictARP: false },
    });
    expect(
      readKubeProxyConfig(
        'kind: KubeProxyConfiguration\nmode: ipvs\nipvs:\n  scheduler: lc\nnodePortAddresses: [primary]',
      ),
    ).toEqual({ ok: true, settings: { mode: 'ipvs', scheduler: 'lc', nodePortAddresses: ['primary'] } });
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(readKubeProxyConfig('mode: [ipvs')).toEqual({ ok: false, problem: 'yaml' });
    expect(readKubeProxyConfig('- a\n- b')).toEqual({ ok: false, problem: 'notConfig' });
    expect(readKubeProxyConfig('kind: KubeletConfiguration\nmode: x')).toEqual({ ok: false, problem: 'notConfig' });
  });

  it('reads the flags and the image tag', () => {
    expect(readKubeProxyFlags(['kube-proxy', '--proxy-mode=ipvs', '--v=2'])).toEqual({ mode: 'ipvs' });
    // A shell line as a container's command: the flag is found inside it.
    expect(
      readKubeProxyFlags(['/bin/sh', '-c', 'mkfifo /tmp/p; /usr/local/bin/kube-proxy --proxy-mode=ipvs --v=2']),
    ).toEqual({
      mode: 'ipvs',
    });
    expect(readKubeProxyFlags(['--config', '/etc/kp.yaml', '--proxy-mode', 'nftables'])).toEqual({
      config: '/etc/kp.yaml',
      mode: 'nftables',
    });
    expect(imageTag('registry.k8s.io/kube-proxy:v1.33.1')).toBe('v1.33.1');
    expect(imageTag('localhost:5000/kube-proxy')).toBeUndefined();
    expect(imageTag('602401143452.dkr.ecr.aws/eks/kube-proxy:v1.33.0-minimal-eksbuild.2@sha256:ab')).toBe(
      'v1.33.0-minimal-eksbuild.2',
    );
  });
});

describe('the mode kube-proxy runs', () => {
  it('reads an IPVS cluster: the file through --config, with kube-proxy’s version from its image', () => {
    const o = read(
      configMap('kube-proxy', 'config.conf', kubeadmConfig('ipvs')),
      list([kubeProxyDaemonSet('v1.33.1')]),
    );
    expect(detection(o, 'current')).toMatchObject({
      value: 'ipvs',
      from: { type: 'object', kind: 'ConfigMap', name: 'kube-proxy', field: 'data["config.conf"] → mode' },
      note: { code: 'kubeProxyMode', via: 'file', defaulted: false, version: 'v1.33.1' },
    });
    expect(o.answers.current).toBe('ipvs');
  });

  it('an empty mode is the default, iptables', () => {
    const o = read(configMap('kube-proxy', 'config.conf', kubeadmConfig('')));
    expect(detection(o, 'current')).toMatchObject({ value: 'iptables', note: { defaulted: true, via: 'file' } });
  });

  it('EKS names its ConfigMap kube-proxy-config, key config', () => {
    const o = read(configMap('kube-proxy-config', 'config', kubeadmConfig('nftables')));
    expect(detection(o, 'current')).toMatchObject({ value: 'nftables', from: { name: 'kube-proxy-config' } });
  });

  it('a conflict: the file wins over --proxy-mode, which kube-proxy ignores beside --config', () => {
    const ds = kubeProxyDaemonSet('v1.31.4', ['--config=/var/lib/kube-proxy/config.conf', '--proxy-mode=ipvs']);
    const o = read(configMap('kube-proxy', 'config.conf', kubeadmConfig('iptables')), ds);
    expect(detection(o, 'current')).toMatchObject({
      value: 'iptables',
      note: { code: 'kubeProxyMode', via: 'file', ignoredFlag: 'ipvs' },
    });
    const empty = read(configMap('kube-proxy', 'config.conf', kubeadmConfig('')), ds);
    expect(detection(empty, 'current')).toMatchObject({
      value: 'iptables',
      note: { defaulted: true, ignoredFlag: 'ipvs' },
    });
  });

  it('without a file, the flag (kOps and RKE2 configure kube-proxy by flags); no flag is the default', () => {
    const flagged = read(kubeProxyDaemonSet('v1.34.2', ['--proxy-mode=nftables']));
    expect(detection(flagged, 'current')).toMatchObject({
      value: 'nftables',
      from: { kind: 'DaemonSet', raw: '--proxy-mode=nftables' },
      note: { via: 'flag', defaulted: false, version: 'v1.34.2' },
    });
    const bare = read(kubeProxyDaemonSet('v1.34.2', []));
    expect(detection(bare, 'current')).toMatchObject({ value: 'iptables', note: { via: 'flag', defaulted: true } });
  });

  it('says why the mode stays unknown, never guessing', () => {
    // --config names a file this input does not hold: the flag beside it would be ignored.
    const noFile = read(
      kubeProxyDaemonSet('v1.33.1', ['--config=/var/lib/kube-proxy/config.conf', '--proxy-mode=ipvs']),
    );
    expect(noFile.answers.current).toBeUndefined();
    expect(reason(noFile, 'current')).toEqual({ code: 'configNotInInput', path: '/var/lib/kube-proxy/config.conf' });
    const userspace = read(configMap('kube-proxy', 'config.conf', kubeadmConfig('userspace')));
    expect(reason(userspace, 'current')).toEqual({ code: 'modeNotKnown', value: 'userspace' });
    const broken = read(configMap('kube-proxy', 'config.conf', 'mode: [ipvs'));
    expect(reason(broken, 'current')).toEqual({ code: 'configUnreadable', problem: 'yaml', name: 'kube-proxy' });
    // k3s: no kube-proxy object at all. Not found in this input, never "replaced".
    const k3s = read(list([PLUGIN_DAEMONSETS.flannel, ...OTHER_DAEMONSETS]));
    expect(reason(k3s, 'current')).toEqual({ code: 'kubeProxyNotFound' });
    // Cilium with its replacement off and no kube-proxy in the input: still only "not found".
    const off = read(ciliumConfig('false'), list([PLUGIN_DAEMONSETS.cilium, ...OTHER_DAEMONSETS]));
    expect(reason(off, 'current')).toEqual({ code: 'kubeProxyNotFound' });
    // Nodes alone: the command that would tell.
    const nodes = read(list([node('n1', { kernel: '6.6.0', osImage: 'Ubuntu 24.04 LTS', kubelet: 'v1.33.1' })]));
    expect(reason(nodes, 'current')).toEqual({ code: 'missingInput' });
    expect(reason(nodes, 'plugin')).toEqual({ code: 'missingInput' });
  });
});

describe('a dataplane that replaces kube-proxy', () => {
  it("is reported on Cilium's own setting, with where it was read", () => {
    const o = ok(parseImportText(ciliumReplacementPaste()));
    expect(o.answers.current).toBeUndefined();
    expect(reason(o, 'current')).toEqual({
      code: 'kubeProxyReplaced',
      dataplane: 'cilium',
      setting: 'kube-proxy-replacement',
      from: {
        type: 'object',
        kind: 'ConfigMap',
        name: 'cilium-config',
        namespace: 'kube-system',
        field: 'data["kube-proxy-replacement"]',
        raw: 'true',
        // Where the ConfigMap starts, inside its List.
        line: 4,
      },
    });
    expect(o.answers.plugin).toBe('cilium');
    // It answers the dataplane question, with the ConfigMap as its evidence.
    expect(o.answers.dataplane).toBe('replaced');
    expect(detection(o, 'dataplane')).toMatchObject({
      from: { kind: 'ConfigMap', name: 'cilium-config', raw: 'true' },
      note: { code: 'dataplaneSetting', dataplane: 'cilium' },
    });
    // A platform whose wizard does not ask about a replacing dataplane: the mode's reason still says so.
    const rke2 = read(
      list([node('n1', { kernel: '6.6.0', osImage: 'Ubuntu 24.04 LTS', kubelet: 'v1.35.1+rke2r1' })]),
      ciliumConfig('true'),
    );
    expect(rke2.answers.platform).toBe('rke2');
    expect(rke2.answers.dataplane).toBeUndefined();
    expect(reason(rke2, 'current')).toMatchObject({ code: 'kubeProxyReplaced', dataplane: 'cilium' });
    // The ConfigMap alone says so too.
    expect(reason(read(ciliumConfig('true')), 'current')).toMatchObject({ code: 'kubeProxyReplaced' });
  });

  it('gives way to a kube-proxy that runs: its mode is what the node uses', () => {
    const o = read(ciliumConfig('true'), list([kubeProxyDaemonSet('v1.33.1', ['--proxy-mode=nftables'])]));
    expect(o.answers.current).toBe('nftables');
    expect(o.answers.dataplane).toBeUndefined();
  });
});

describe('what kube-proxy says it runs: its start-up line, its /proxyMode answer', () => {
  const klog = (mode: string) => `I1205 08:21:44.123456       1 server_linux.go:264] "Using ${mode} Proxier"`;

  it('reads the line and the answer, and they win over a configuration changed since', () => {
    const o = ok(
      parseImportText(
        `${kubectlJson(configMap('kube-proxy', 'config.conf', kubeadmConfig('nftables')))}${klog('ipvs')}\n`,
      ),
    );
    expect(detection(o, 'current')).toMatchObject({
      value: 'ipvs',
      from: { type: 'line', raw: klog('ipvs') },
      note: { code: 'kubeProxyRunning', via: 'log', configured: 'nftables' },
    });
    const curl = ok(parseImportText('$ curl -s http://localhost:10249/proxyMode\nnftables\n'));
    expect(detection(curl, 'current')).toMatchObject({
      value: 'nftables',
      note: { code: 'kubeProxyRunning', via: 'endpoint' },
    });
    expect(detection(curl, 'current')?.note).not.toHaveProperty('configured');
  });

  it("reads kube-proxy's IPVS warning Event, and no other Event", () => {
    const event = (reason: string, node: string) => ({
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: `${node}.18f0a1b2c3d4e5f6`, namespace: 'default' },
      involvedObject: { kind: 'Node', name: node },
      reason,
      source: { component: 'kube-proxy', host: node },
      type: reason === 'IPVSDeprecation' ? 'Warning' : 'Normal',
    });
    const o = read(list([event('Starting', 'n1'), event('IPVSDeprecation', 'n2')]));
    expect(detection(o, 'current')).toMatchObject({
      value: 'ipvs',
      from: {
        type: 'object',
        kind: 'Event',
        name: 'n2.18f0a1b2c3d4e5f6',
        namespace: 'default',
        field: 'reason',
        raw: 'IPVSDeprecation',
      },
      note: { code: 'kubeProxyRunning', via: 'event' },
    });
    expect(parseImportText(kubectlJson(list([event('Starting', 'n1')])))).toMatchObject({
      ok: false,
      error: { code: 'wrongKind' },
    });
  });

  it('names the modes when nodes disagree, never picking one', () => {
    const o = ok(parseImportText(`${klog('ipvs')}\n${klog('nftables')}\n`));
    expect(o.answers.current).toBeUndefined();
    expect(reason(o, 'current')).toEqual({ code: 'modesDiffer', modes: ['ipvs', 'nftables'] });
  });
});

describe("kube-proxy's static Pods (kOps, RKE2: no DaemonSet, no ConfigMap)", () => {
  it('reads the mode from the flags of its Pod, and its version', () => {
    const pods = ['i-0a1b', 'i-0c2d'].map((n) =>
      staticKubeProxyPod(n, 'v1.34.2', '--cluster-cidr=100.96.0.0/11 --proxy-mode=nftables --v=2'),
    );
    const o = read(list(pods));
    expect(detection(o, 'current')).toMatchObject({
      value: 'nftables',
      from: {
        kind: 'Pod',
        name: 'kube-proxy-i-0a1b',
        field: 'spec.containers["kube-proxy"].command',
        raw: '--proxy-mode=nftables',
      },
      note: { via: 'flag', defaulted: false, version: 'v1.34.2' },
    });
  });

  it("prefers the DaemonSet's template where both were pasted, and reads no other Pod", () => {
    const o = read(list([staticKubeProxyPod('n1', 'v1.33.1', '--proxy-mode=ipvs'), kubeProxyDaemonSet('v1.33.1', [])]));
    expect(detection(o, 'current')).toMatchObject({ value: 'iptables', from: { kind: 'DaemonSet' } });
    expect(parseImportText(podList)).toMatchObject({ ok: false, error: { code: 'wrongKind' } });
  });
});

describe('the network plugin', () => {
  it.each(PLUGIN_IDS)('recognises %s from its DaemonSet, among others', (id) => {
    const o = read(list([...OTHER_DAEMONSETS, PLUGIN_DAEMONSETS[id], kubeProxyDaemonSet('v1.33.1')]));
    expect(o.answers.plugin).toBe(id);
    expect(detection(o, 'plugin')?.from).toMatchObject({
      kind: 'DaemonSet',
      name: PLUGIN_DAEMONSETS[id].metadata.name,
    });
  });

  it('reads its version from the image, and Canal from its two images under another name', () => {
    const o = read(list([PLUGIN_DAEMONSETS.calico]));
    expect(detection(o, 'plugin')?.note).toEqual({
      code: 'pluginDaemonSet',
      image: 'quay.io/calico/node:v3.31.0',
      version: 'v3.31.0',
    });
    const renamed = daemonSet('kube-system', 'rke2-canal', canalContainers());
    expect(read(list([renamed])).answers.plugin).toBe('canal');
  });

  it('names several plugins instead of choosing one, and says when none is known', () => {
    const both = read(list([PLUGIN_DAEMONSETS.cilium, PLUGIN_DAEMONSETS['aws-vpc-cni']]));
    expect(both.answers.plugin).toBeUndefined();
    expect(reason(both, 'plugin')).toEqual({ code: 'pluginsSeveral', plugins: ['cilium', 'aws-vpc-cni'] });
    expect(reason(read(list(OTHER_DAEMONSETS)), 'plugin')).toEqual({ code: 'pluginNotFound' });
  });
});

describe('the pasted cluster the browser test uses', () => {
  it('a kubeadm cluster on IPVS with Calico: every answer its four commands can give', () => {
    const o = ok(parseImportText(ipvsCalicoPaste()));
    expect(o.answers).toMatchObject({ version: { major: 1, minor: 33 }, current: 'ipvs', plugin: 'calico' });
    expect(detection(o, 'current')?.note).toMatchObject({ version: 'v1.33.1' });
  });
});

describe('cut anywhere', () => {
  it('a dump with the new objects, cut at any point, gives a message or partial results, never a crash', () => {
    const text = [
      kubectlJson(configMap('kube-proxy', 'config.conf', kubeadmConfig('ipvs'))),
      kubectlJson(list([kubeProxyDaemonSet('v1.33.1'), PLUGIN_DAEMONSETS.calico, ...OTHER_DAEMONSETS])),
    ].join('');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length }), (at) => {
        const o = parseImportText(text.slice(0, at));
        expect(typeof o.ok).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });
});
