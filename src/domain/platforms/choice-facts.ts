/**
 * What a platform asks of the choice itself, and how it runs kube-proxy: the result says the
 * first beside the pick, the wizard shows the second beside its question. Apart from the facts
 * the engine reads (mode-facts.ts), so that they load only where they are shown; a unit test
 * holds them to the pages' platform data.
 */
import type { SourceId } from '../sources';
import type { PlatformId } from './model';

interface ChoiceFacts {
  /** The mode is chosen when the cluster is created, never after: the result says to choose now. */
  readonly atCreation?: readonly SourceId[];
  /** It creates IPVS clusters unless told (only through its Terraform resource, `terraform`). */
  readonly ipvsDefault?: { readonly terraform?: true; readonly sources: readonly SourceId[] };
  /**
   * Its dataplane that does without kube-proxy, chosen only when a cluster is created: where it
   * gives no way to choose a mode (GKE), the result names it as the alternative to the one it runs.
   */
  readonly dataplaneAtCreation?: readonly SourceId[];
  /** How kube-proxy runs there: a hint beside the wizard's question, never its answer. */
  readonly runs?: {
    readonly value: 'daemonset' | 'static-pod' | 'systemd' | 'embedded';
    readonly sources: readonly SourceId[];
  };
}

const TKE_TF: SourceId[] = ['tke-terraform-cluster'];
const ACK_TF: SourceId[] = ['ack-terraform-cluster'];
const AKS: SourceId[] = ['aks-kube-proxy'];

export const CHOICE_FACTS: Readonly<Partial<Record<PlatformId, ChoiceFacts>>> = {
  cce: {
    atCreation: ['cce-param-kube-proxy-mode', 'cce-constraints'],
    runs: { value: 'systemd', sources: ['cce-node-components-check'] },
  },
  gke: { dataplaneAtCreation: ['gke-dataplane-v2-howto'] },
  tke: { atCreation: TKE_TF, ipvsDefault: { terraform: true, sources: TKE_TF } },
  eks: { runs: { value: 'daemonset', sources: ['eks-nftables'] } },
  aks: { runs: { value: 'daemonset', sources: AKS } },
  ack: { atCreation: ACK_TF, ipvsDefault: { sources: ACK_TF } },
  kubeadm: { runs: { value: 'daemonset', sources: ['k8s-kubeadm-kube-proxy'] } },
  k3s: { runs: { value: 'embedded', sources: ['k3s-embedded-kube-proxy'] } },
  rke2: { runs: { value: 'static-pod', sources: ['rke2-static-pod'] } },
  kops: { runs: { value: 'static-pod', sources: ['kops-nodeup-kube-proxy'] } },
  kubespray: {
    ipvsDefault: { sources: ['kubespray-defaults'] },
    runs: { value: 'daemonset', sources: ['kubespray-kubeadm-config', 'k8s-kubeadm-kube-proxy'] },
  },
};

/** The sources saying the platform sets the mode only when a cluster is created, or `undefined`. */
export const fixedAtCreation = (platform: PlatformId | 'k8s' | undefined): readonly SourceId[] | undefined =>
  platform === undefined || platform === 'k8s' ? undefined : CHOICE_FACTS[platform]?.atCreation;

/** What a platform asks of the choice itself, said beside the pick (words: result.json platformNotes). */
export interface PlatformNote {
  readonly id: 'creation' | 'ipvsDefault' | 'terraformIpvs' | 'dataplaneAtCreation';
  readonly sources: readonly SourceId[];
}

export function platformNotes(platform: PlatformId | 'k8s' | undefined): PlatformNote[] {
  const facts = platform === undefined || platform === 'k8s' ? undefined : CHOICE_FACTS[platform];
  const notes: PlatformNote[] = [];
  if (facts?.atCreation) notes.push({ id: 'creation', sources: facts.atCreation });
  if (facts?.ipvsDefault)
    notes.push({
      id: facts.ipvsDefault.terraform ? 'terraformIpvs' : 'ipvsDefault',
      sources: facts.ipvsDefault.sources,
    });
  if (facts?.dataplaneAtCreation) notes.push({ id: 'dataplaneAtCreation', sources: facts.dataplaneAtCreation });
  return notes;
}
