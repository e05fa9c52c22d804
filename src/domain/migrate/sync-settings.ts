/**
 * Which section of the KubeProxyConfiguration each mode reads a setting from: a value tuned under
 * the old mode's section is not read by the new one (kube-proxy's v1alpha1 conversion). The
 * control-plane work extends this table with each setting's defaults.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

export interface SyncSetting {
  readonly id: 'syncPeriod' | 'minSyncPeriod' | 'masqueradeAll';
  /** The field path each mode reads. */
  readonly field: Readonly<Record<Mode, string>>;
  readonly sources: readonly SourceId[];
}

const CONVERSION: readonly SourceId[] = ['k8s-kube-proxy-conversion-go', 'k8s-kube-proxy-config-api'];

const SYNC_SETTINGS: readonly SyncSetting[] = [
  {
    id: 'syncPeriod',
    field: { iptables: 'iptables.syncPeriod', ipvs: 'ipvs.syncPeriod', nftables: 'nftables.syncPeriod' },
    sources: CONVERSION,
  },
  {
    id: 'minSyncPeriod',
    field: { iptables: 'iptables.minSyncPeriod', ipvs: 'ipvs.minSyncPeriod', nftables: 'nftables.minSyncPeriod' },
    sources: CONVERSION,
  },
  {
    // IPVS mode reads the iptables section's value.
    id: 'masqueradeAll',
    field: { iptables: 'iptables.masqueradeAll', ipvs: 'iptables.masqueradeAll', nftables: 'nftables.masqueradeAll' },
    sources: CONVERSION,
  },
];

/** The settings a switch from `from` to `to` reads from another field. */
export const movedSettings = (from: Mode, to: Mode): readonly SyncSetting[] =>
  SYNC_SETTINGS.filter((s) => s.field[from] !== s.field[to]);
