/** The platform data: the single source for what each platform offers (`/platforms`, and later the decision). */
import { AKS } from './aks';
import { CCE } from './cce';
import { EKS } from './eks';
import { KUBEADM } from './kubeadm';
import type { Platform } from './model';

/** The platforms researched so far, in the order the pages list them; the others are not shown yet. */
export const PLATFORMS: readonly Platform[] = [CCE, EKS, AKS, KUBEADM];

export const platformById = (id: string): Platform | undefined => PLATFORMS.find((p) => p.id === id);
