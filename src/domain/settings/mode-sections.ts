/**
 * The modes' own sections of the configuration file (iptables, ipvs, nftables): the rows of the
 * field table the runbooks' sync-settings table reads, in a file of their own so a runbook carries
 * these and not the whole table (config-fields.ts).
 */
import type { Mode } from '../modes';
import { CONVERSION, TYPES, only, section, type ConfigField, type Row } from './model';

const SYNC = (mode: Mode, flagMode: 'iptables' | 'ipvs', def: [string, string] | null) =>
  [
    [`${mode}.syncPeriod`, def?.[0] ?? null, [`--${flagMode}-sync-period`], only(mode), CONVERSION],
    [`${mode}.minSyncPeriod`, def?.[1] ?? null, [`--${flagMode}-min-sync-period`], only(mode), CONVERSION],
  ] satisfies Row[];

export const MODE_SECTIONS: readonly ConfigField[] = [
  // The iptables section: masqueradeBit and masqueradeAll are read by IPVS mode too (types.go's
  // words, and the conversion); localhostNodePorts by iptables mode only (IPv4).
  ...section('iptables', [
    ['iptables.masqueradeBit', '14', ['--iptables-masquerade-bit'], only('iptables', 'ipvs')],
    ['iptables.masqueradeAll', 'false', ['--masquerade-all'], only('iptables', 'ipvs'), [...TYPES, ...CONVERSION]],
    ['iptables.localhostNodePorts', 'true', ['--iptables-localhost-nodeports'], only('iptables')],
    ['iptables.snatNodeInternalIP', null, [], { notPublished: 'types.go, which names no mode for it' }],
    ...SYNC('iptables', 'iptables', ['30s', '1s']),
  ]),
  // The IPVS section: IPVS mode only.
  ...section('ipvs', [
    ...SYNC('ipvs', 'ipvs', null),
    ['ipvs.scheduler', '""', ['--ipvs-scheduler'], only('ipvs')],
    ['ipvs.excludeCIDRs', 'null', ['--ipvs-exclude-cidrs'], only('ipvs')],
    ['ipvs.strictARP', 'false', ['--ipvs-strict-arp'], only('ipvs')],
    ['ipvs.tcpTimeout', '0s', ['--ipvs-tcp-timeout'], only('ipvs')],
    ['ipvs.tcpFinTimeout', '0s', ['--ipvs-tcpfin-timeout'], only('ipvs')],
    ['ipvs.udpTimeout', '0s', ['--ipvs-udp-timeout'], only('ipvs')],
  ]),
  // The nftables section: nftables mode only. Its sync periods take the flags named after
  // iptables (options.go applies them to every mode but IPVS); no flag sets its masquerade bit.
  ...section('nftables', [
    ['nftables.masqueradeBit', '14', [], only('nftables')],
    ['nftables.masqueradeAll', 'false', ['--masquerade-all'], only('nftables')],
    ...SYNC('nftables', 'iptables', null),
  ]),
];

/** The field a mode reads for a setting named in several sections ('syncPeriod'), or undefined. */
export function fieldReadBy(mode: Mode, name: string): string | undefined {
  return MODE_SECTIONS.find(
    (f) => f.path.endsWith(`.${name}`) && 'modes' in f.readers && f.readers.modes.includes(mode),
  )?.path;
}

/** A field of the modes' sections; an error for any other path. */
export function sectionField(path: string): ConfigField {
  const field = MODE_SECTIONS.find((f) => f.path === path);
  if (!field) throw new Error(`${path}: not a field of a mode's section`);
  return field;
}

/** The one flag that sets a field (a sync period's), or an error where it has none or several. */
export function flagOf(path: string): string {
  const { flags } = sectionField(path);
  if (flags?.length !== 1) throw new Error(`${path}: not one flag`);
  return flags[0]!;
}
