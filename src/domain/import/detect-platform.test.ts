import { describe, expect, it } from 'vitest';
import { kubectlJson, kubectlVersion, list } from './fixtures/builders';
import { cce } from './fixtures/clusters';
import { eksKubeProxyDaemonSet, kubeProxyDaemonSet } from './fixtures/kube-proxy';
import {
  ackNodes,
  aksNodes,
  eksAutoModeNodes,
  eksNodes,
  gkeNodes,
  k3sOnEc2Nodes,
  kopsOnEc2Nodes,
  kubeadmOnEc2Nodes,
  selfBuiltOnGceNodes,
  tkeNodes,
} from './fixtures/platform-nodes';
import type { Node } from './k8s-types';
import { parseImportText, type ImportOutcome } from './parse-import';

function ok(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(`expected answers, got ${JSON.stringify(outcome.error)}`);
  return outcome;
}
const nodesOnly = (nodes: Node[]) => ok(parseImportText(kubectlJson(list(nodes))));
const platformOf = (out: ReturnType<typeof ok>) => out.detections.find((d) => d.key === 'platform');
const unknownPlatform = (out: ReturnType<typeof ok>) => out.unknown.find((u) => u.key === 'platform')?.reason;

describe('the import names the managed platform from its nodes', () => {
  it.each([
    ['cce', cce.nodes, 'cce-version', 'status.nodeInfo.kubeletVersion', 'v1.31.4-r0-31.0.2.1'],
    ['eks', eksNodes, 'eks-version', 'status.nodeInfo.kubeletVersion', 'v1.33.0-eks-5678def'],
    [
      'eks',
      eksAutoModeNodes,
      'eks-auto-mode',
      'metadata.labels["eks.amazonaws.com/compute-type"]',
      'eks.amazonaws.com/compute-type=auto',
    ],
    [
      'aks',
      aksNodes,
      'aks-managedby',
      'metadata.labels["kubernetes.azure.com/managedby"]',
      'kubernetes.azure.com/managedby=aks',
    ],
    ['gke', gkeNodes, 'gke-version', 'status.nodeInfo.kubeletVersion', 'v1.33.5-gke.1080000'],
    ['tke', tkeNodes, 'tke-version', 'status.nodeInfo.kubeletVersion', 'v1.32.2-tke.6'],
    ['ack', ackNodes, 'ack-version', 'status.nodeInfo.kubeletVersion', 'v1.35.1-aliyun.1'],
    ['k3s', k3sOnEc2Nodes, 'k3s-version', 'status.nodeInfo.kubeletVersion', 'v1.33.5+k3s1'],
  ] as const)('%s from %s', (platform, nodes, clue, field, raw) => {
    const out = nodesOnly([...nodes]);
    expect(out.answers.platform).toBe(platform);
    expect(platformOf(out)).toMatchObject({
      value: platform,
      from: { type: 'object', kind: 'Node', name: nodes[0]!.metadata.name, field, raw },
      note: { code: 'platformClue', clue },
    });
  });

  it("keeps k3s's release suffix in the version it reads, so the result knows which nft k3s brings", () => {
    const out = nodesOnly([...k3sOnEc2Nodes]);
    expect(out.answers.version).toEqual({ major: 1, minor: 33, patch: 5, build: '+k3s1' });
  });

  it("reads the API server's version before the nodes", () => {
    const out = ok(parseImportText(kubectlJson(kubectlVersion('v1.33.1-eks-1234abc'))));
    expect(out.answers.platform).toBe('eks');
    expect(platformOf(out)?.from).toMatchObject({ kind: 'VersionInfo', raw: 'v1.33.1-eks-1234abc' });
  });

  it.each(['v1.35.3-eksbuild.13', 'v1.33.5-minimal-eksbuild.2'])(
    "reads EKS from its kube-proxy image's build, %s",
    (tag) => {
      const out = ok(parseImportText(kubectlJson(list([eksKubeProxyDaemonSet(tag)]))));
      expect(out.answers.platform).toBe('eks');
      expect(platformOf(out)).toMatchObject({
        from: {
          kind: 'DaemonSet',
          name: 'kube-proxy',
          field: 'spec.template.spec.containers["kube-proxy"].image',
          raw: `602401143452.dkr.ecr.us-west-2.amazonaws.com/eks/kube-proxy:${tag}`,
        },
        note: { code: 'platformClue', clue: 'eks-kube-proxy-image' },
      });
    },
  );

  it("takes no platform from upstream's kube-proxy image, even on an AWS machine", () => {
    const out = ok(parseImportText(kubectlJson(list([...kubeadmOnEc2Nodes, kubeProxyDaemonSet('v1.33.1')]))));
    expect(out.answers.platform).toBeUndefined();
    expect(unknownPlatform(out)).toMatchObject({ code: 'notCertain', clue: 'aws-provider-id' });
    // The same machines with EKS's build of kube-proxy: EKS.
    const eks = ok(
      parseImportText(kubectlJson(list([...kubeadmOnEc2Nodes, eksKubeProxyDaemonSet('v1.33.5-eksbuild.2')]))),
    );
    expect(eks.answers.platform).toBe('eks');
  });

  it('leaves the ELB questions to CCE: an EKS import asks none of them', () => {
    const out = nodesOnly(eksNodes);
    expect(out.unknown.map((u) => u.key)).not.toContain('elbSharedIngress');
    expect(out.unknown.map((u) => u.key)).not.toContain('passThrough');
  });
});

describe('evidence that is not a platform', () => {
  it.each([
    ['kubeadm on EC2', kubeadmOnEc2Nodes, 'aws-provider-id', 'aws:///us-east-1a/i-0fedcba9876543211'],
    ['kOps on EC2', kopsOnEc2Nodes, 'aws-provider-id', 'aws:///us-east-1a/i-0a9b8c7d6e5f43210'],
    [
      'a cluster built on Compute Engine',
      selfBuiltOnGceNodes,
      'gce-provider-id',
      'gce://my-project/europe-west1-b/k8s-worker-1',
    ],
  ] as const)('%s: the provider ID is shown, the platform stays empty', (_, nodes, clue, raw) => {
    const out = nodesOnly([...nodes]);
    expect(out.answers.platform).toBeUndefined();
    expect(unknownPlatform(out)).toMatchObject({
      code: 'notCertain',
      clue,
      from: { type: 'object', kind: 'Node', name: nodes[0]!.metadata.name, field: 'spec.providerID', raw },
    });
  });

  it('k3s on EC2 is k3s, not EKS: the build outweighs the machine', () => {
    expect(nodesOnly(k3sOnEc2Nodes).answers.platform).toBe('k3s');
  });

  it('nodes of two platforms in one input: neither, and both named', () => {
    const out = nodesOnly([...eksNodes, ...gkeNodes]);
    expect(out.answers.platform).toBeUndefined();
    expect(unknownPlatform(out)).toEqual({ code: 'platformConflict', platforms: ['eks', 'gke'] });
  });

  it('a version suffix that only looks like one is not taken', () => {
    // EKS builds end in seven hex digits; a release tag of another shape is not one.
    const lookalike = eksNodes.map((n) => ({
      ...n,
      metadata: { ...n.metadata, labels: {} },
      spec: { ...n.spec, providerID: 'provider://x' },
      status: { ...n.status, nodeInfo: { ...n.status!.nodeInfo!, kubeletVersion: 'v1.33.0-eks-1-33-9' } },
    }));
    expect(unknownPlatform(nodesOnly(lookalike))).toEqual({ code: 'noSignal' });
  });
});
