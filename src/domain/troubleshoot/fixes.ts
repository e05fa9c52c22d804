/**
 * Releases that fixed a bug of one mode, read by its troubleshooting entry and by the services
 * page's cell for the behaviour (apart from the entries, whose data pulls in much more).
 */
import type { FixRelease } from './model';

/** externalTrafficPolicy: Local in nftables mode dropped Pods' traffic to a LoadBalancer IP. */
export const ETP_LOCAL_EXTERNAL_IP_FIX: readonly FixRelease[] = [
  // #132456 is in v1.34.0-beta.0, so in v1.34.0; its cherry-pick #133969 in v1.33.6.
  { product: 'kubernetes', line: '1.34', release: 'v1.34.0', sources: ['k8s-pr-132456', 'k8s-changelog-1-34-beta'] },
  { product: 'kubernetes', line: '1.33', release: 'v1.33.6', sources: ['k8s-pr-133969', 'k8s-changelog-1-33'] },
];
