/** The platform data: the single source for what each platform offers (`/platforms`, and later the decision). */
import { ACK } from './ack';
import { AKS } from './aks';
import { CCE } from './cce';
import { EKS } from './eks';
import { GKE } from './gke';
import { K3S } from './k3s';
import { KOPS } from './kops';
import { KUBEADM } from './kubeadm';
import { KUBESPRAY } from './kubespray';
import { RKE2 } from './rke2';
import { TKE } from './tke';
import { PLATFORM_IDS, type PlatformId, type Platform } from './model';

const DATA: Readonly<Record<PlatformId, Platform>> = {
  cce: CCE,
  eks: EKS,
  aks: AKS,
  gke: GKE,
  tke: TKE,
  ack: ACK,
  kubeadm: KUBEADM,
  k3s: K3S,
  rke2: RKE2,
  kops: KOPS,
  kubespray: KUBESPRAY,
};

/** Every platform, in the order the pages list them. */
export const PLATFORMS: readonly Platform[] = PLATFORM_IDS.map((id) => DATA[id]);

export const platformById = (id: string): Platform | undefined => PLATFORMS.find((p) => p.id === id);
