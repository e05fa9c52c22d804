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
  /**
   * Modes its documented configuration surface (API, CLI, console, Terraform) has no setting for
   * (the sources are what was read): unsuitable there. Never its default mode, which runs unasked.
   */
  readonly noSetting?: Sourced;
  /** The first Kubernetes version offering nftables, where later than upstream's: unsuitable below it. */
  readonly nftFrom?: { readonly threshold: ThresholdKey; readonly sources: readonly SourceId[] };
}

export const MODE_FACTS: Readonly<Partial<Record<PlatformId, ModeFacts>>> = {
  // Its API lists three modes: iptables, IPVS and its own ipvs-bpf.
  tke: { notOffered: { modes: ['nftables'], sources: ['tke-api-advanced-settings'] } },
  // The legacy datapath runs kube-proxy in iptables mode; nothing published picks another mode.
  gke: {
    noSetting: {
      modes: ['nftables', 'ipvs'],
      sources: ['gke-api-datapath-provider', 'gke-terraform-cluster', 'gke-dataplane-v2-howto'],
    },
  },
  eks: { nftFrom: { threshold: 'nftMinVersionEks', sources: ['eks-nftables'] } },
  aks: { nftFrom: { threshold: 'nftMinVersionAks', sources: ['aks-kube-proxy'] } },
  ack: { nftFrom: { threshold: 'nftMinVersionAck', sources: ['ack-terraform-cluster'] } },
};
