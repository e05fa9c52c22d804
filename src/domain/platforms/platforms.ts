/** The platform data: the single source for what each platform offers (`/platforms`, and later the decision). */
import { ACK } from './ack';
import { AKS } from './aks';
import { CCE } from './cce';
import { EKS } from './eks';
import { GKE } from './gke';
import { KUBEADM } from './kubeadm';
import { TKE } from './tke';
import { LISTED_PLATFORM_IDS, type ListedPlatformId, type Platform } from './model';

const DATA: Readonly<Record<ListedPlatformId, Platform>> = {
  cce: CCE,
  eks: EKS,
  aks: AKS,
  gke: GKE,
  tke: TKE,
  ack: ACK,
  kubeadm: KUBEADM,
};

/** The platforms researched so far, in the order the pages list them; the others are not shown yet. */
export const PLATFORMS: readonly Platform[] = LISTED_PLATFORM_IDS.map((id) => DATA[id]);

export const platformById = (id: string): Platform | undefined => PLATFORMS.find((p) => p.id === id);
