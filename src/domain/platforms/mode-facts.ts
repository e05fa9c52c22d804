/**
 * What each platform's sources say about offering the three modes, as the decision rules read
 * it. Kept apart from the pages' platform data (a test holds the two to each other) so the
 * engine carries a line per platform, not their snippets. CCE's facts are rules of their own,
 * written from its documents before the other platforms came (documents: 'cce').
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import type { ThresholdKey } from '../threshold-format';
import type { PlatformId } from './model';

interface Sourced {
  readonly modes: readonly Mode[];
  readonly sources: readonly SourceId[];
}

export interface ModeFacts {
  /** Modes its sources say it does not offer: unsuitable there. */
  readonly notOffered?: Sourced;
  /** Modes it publishes no way to choose (the sources are what was read): a caution, its own. */
  readonly noSetting?: Sourced;
  /** The first Kubernetes version offering nftables, where later than upstream's: unsuitable below it. */
  readonly nftFrom?: { readonly threshold: ThresholdKey; readonly sources: readonly SourceId[] };
  /** The mode is chosen when the cluster is created, never after: the result says to choose now. */
  readonly atCreation?: readonly SourceId[];
  /** It creates IPVS clusters unless told (only through its Terraform resource, `terraform`). */
  readonly ipvsDefault?: { readonly terraform?: true; readonly sources: readonly SourceId[] };
  /** How kube-proxy runs there: a hint beside the wizard's question, never its answer. */
  readonly runs?: {
    readonly value: 'daemonset' | 'static-pod' | 'systemd' | 'embedded';
    readonly sources: readonly SourceId[];
  };
}

const TKE_TF: SourceId[] = ['tke-terraform-cluster'];
const ACK_TF: SourceId[] = ['ack-terraform-cluster'];
const AKS: SourceId[] = ['aks-kube-proxy'];

export const MODE_FACTS: Readonly<Partial<Record<PlatformId, ModeFacts>>> = {
  cce: {
    atCreation: ['cce-param-kube-proxy-mode', 'cce-constraints'],
    runs: { value: 'systemd', sources: ['cce-node-components-check'] },
  },
  // Its API lists three modes: iptables, IPVS and its own ipvs-bpf.
  tke: {
    notOffered: { modes: ['nftables'], sources: ['tke-api-advanced-settings'] },
    atCreation: TKE_TF,
    ipvsDefault: { terraform: true, sources: TKE_TF },
  },
  // The legacy datapath runs kube-proxy in iptables mode; nothing published picks another.
  gke: { noSetting: { modes: ['nftables', 'ipvs'], sources: ['gke-terraform-cluster', 'gke-dataplane-v2-howto'] } },
  eks: {
    nftFrom: { threshold: 'nftMinVersionEks', sources: ['eks-nftables'] },
    runs: { value: 'daemonset', sources: ['eks-nftables'] },
  },
  aks: { nftFrom: { threshold: 'nftMinVersionAks', sources: AKS }, runs: { value: 'daemonset', sources: AKS } },
  ack: {
    nftFrom: { threshold: 'nftMinVersionAck', sources: ACK_TF },
    atCreation: ACK_TF,
    ipvsDefault: { sources: ACK_TF },
  },
  kubeadm: { runs: { value: 'daemonset', sources: ['k8s-kubeadm-kube-proxy'] } },
  k3s: { runs: { value: 'embedded', sources: ['k3s-embedded-kube-proxy'] } },
  rke2: { runs: { value: 'static-pod', sources: ['rke2-static-pod'] } },
  kops: { runs: { value: 'static-pod', sources: ['kops-nodeup-kube-proxy'] } },
  kubespray: {
    ipvsDefault: { sources: ['kubespray-defaults'] },
    runs: { value: 'daemonset', sources: ['kubespray-kubeadm-config', 'k8s-kubeadm-kube-proxy'] },
  },
};

/** What a platform asks of the choice itself, said beside the pick (words: result.json platformNotes). */
export interface PlatformNote {
  readonly id: 'creation' | 'ipvsDefault' | 'terraformIpvs';
  readonly sources: readonly SourceId[];
}

export function platformNotes(platform: PlatformId | 'k8s' | undefined): PlatformNote[] {
  const facts = platform === undefined || platform === 'k8s' ? undefined : MODE_FACTS[platform];
  const notes: PlatformNote[] = [];
  if (facts?.atCreation) notes.push({ id: 'creation', sources: facts.atCreation });
  if (facts?.ipvsDefault)
    notes.push({
      id: facts.ipvsDefault.terraform ? 'terraformIpvs' : 'ipvsDefault',
      sources: facts.ipvsDefault.sources,
    });
  return notes;
}
