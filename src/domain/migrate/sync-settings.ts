/**
 * Which section of the KubeProxyConfiguration each mode reads a setting from: a value tuned under
 * the old mode's section is not read by the new one (kube-proxy's v1alpha1 conversion). The
 * scaling page's control-plane section shows the sync settings' defaults from the same table.
 */
import { MODES, type Mode } from '../modes';
import { fieldReadBy, flagOf, sectionField } from '../settings/mode-sections';
import type { SourceId } from '../sources';

/**
 * A default as the config file and the command line give it. `config: null` where no source of a
 * current release that we could read publishes it. Every mode reads a flag; nftables mode reads the
 * flags named after iptables (options.go applies them to any mode but IPVS).
 */
export interface SettingDefault {
  readonly config: string | null;
  readonly flag: { readonly name: string; readonly value: string };
}

export interface SyncSetting {
  readonly id: 'syncPeriod' | 'minSyncPeriod' | 'masqueradeAll';
  /** The field path each mode reads. */
  readonly field: Readonly<Record<Mode, string>>;
  readonly sources: readonly SourceId[];
  /** Each mode's default, where the scaling page's control-plane section shows it. */
  readonly defaults?: Readonly<Record<Mode, SettingDefault>>;
}

/**
 * The defaults' sources: the command-line reference and options.go (which flags each mode reads,
 * and their defaults) and the defaulting test's expected configuration, which leaves the mode unset
 * and so publishes the iptables section's defaults only.
 */
export const DEFAULTS_SOURCES: readonly SourceId[] = [
  'k8s-kube-proxy-cli',
  'k8s-kube-proxy-options-go',
  'k8s-kube-proxy-defaults-fixture',
];

/** The mode a flag is named after (`--iptables-sync-period` → iptables). */
export const flagNamedFor = (flag: string): Mode | undefined => MODES.find((m) => flag.startsWith(`--${m}-`));

const CONVERSION: readonly SourceId[] = ['k8s-kube-proxy-conversion-go', 'k8s-kube-proxy-config-api'];

/** The field each mode reads for a setting, from the table of every configuration field. */
function readBy(name: string): Record<Mode, string> {
  const fields = MODES.map((m) => [m, fieldReadBy(m, name)] as const);
  for (const [m, f] of fields) if (!f) throw new Error(`no field ${name} that ${m} mode reads`);
  return Object.fromEntries(fields) as Record<Mode, string>;
}

/**
 * Each mode's default of a sync setting: the file's from the table of every field (published for
 * the iptables section only), the flag's name from there too, and the flag's default (`flag`, the
 * command-line reference's).
 */
function defaultsOf(name: string, flag: string): Record<Mode, SettingDefault> {
  const field = readBy(name);
  const of = (m: Mode): SettingDefault => ({
    config: sectionField(field[m]).default,
    flag: { name: flagOf(field[m]), value: flag },
  });
  return { nftables: of('nftables'), iptables: of('iptables'), ipvs: of('ipvs') };
}

const SYNC_SETTINGS: readonly SyncSetting[] = [
  {
    id: 'syncPeriod',
    field: readBy('syncPeriod'),
    sources: CONVERSION,
    defaults: defaultsOf('syncPeriod', '30s'),
  },
  {
    id: 'minSyncPeriod',
    field: readBy('minSyncPeriod'),
    sources: CONVERSION,
    defaults: defaultsOf('minSyncPeriod', '1s'),
  },
  {
    // IPVS mode reads the iptables section's value.
    id: 'masqueradeAll',
    field: readBy('masqueradeAll'),
    sources: CONVERSION,
  },
];

/** The settings with a default per mode, in the table's order. */
export const SETTINGS_WITH_DEFAULTS = SYNC_SETTINGS.filter(
  (s): s is SyncSetting & { id: 'syncPeriod' | 'minSyncPeriod'; defaults: Readonly<Record<Mode, SettingDefault>> } =>
    s.defaults !== undefined && s.id !== 'masqueradeAll',
);

/** The settings a switch from `from` to `to` reads from another field. */
export const movedSettings = (from: Mode, to: Mode): readonly SyncSetting[] =>
  SYNC_SETTINGS.filter((s) => s.field[from] !== s.field[to]);

/** The flag's default for a sync field ('ipvs.syncPeriod' → '30s'), where the table has one. */
export function flagDefaultOf(path: string): string | undefined {
  for (const s of SETTINGS_WITH_DEFAULTS)
    for (const m of MODES) if (s.field[m] === path) return s.defaults[m].flag.value;
  return undefined;
}
