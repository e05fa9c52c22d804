/**
 * The shape of the configuration-field table (config-fields.ts) and the helpers that write its
 * rows. Apart from the rows so the runbooks, which read only the modes' own sections
 * (mode-sections.ts), do not carry the whole table.
 */
import { MODES, type Mode } from '../modes';
import type { SourceId } from '../sources';
import type { NotPublished } from '../not-published';

/** Who reads a field: these Linux modes; only the Windows proxy (winkernel); no one any more; or no source says. */
export type Readers =
  { readonly modes: readonly Mode[] } | { readonly windows: true } | { readonly unused: true } | NotPublished;

/** The settings page's sections, in its order. */
export const FIELD_GROUPS = [
  'process',
  'iptables',
  'ipvs',
  'nftables',
  'traffic',
  'conntrack',
  'windows',
  'unused',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export interface Effective {
  readonly value: string;
  readonly modes?: readonly Mode[];
}

export interface ConfigField {
  /** The field's path in the YAML file: 'ipvs.strictARP'. */
  readonly path: string;
  readonly group: FieldGroup;
  readonly readers: Readers;
  /** Where who reads it is said. */
  readonly sources: readonly SourceId[];
  /**
   * The value as the defaulted file shows it when the file leaves the field out ('30s', '""',
   * 'null'); null where that file does not publish one (the per-mode sync periods: kube-proxy
   * fills in the selected mode's, and the file leaves the mode unset).
   */
  readonly default: string | null;
  /** The flags that set it (options.go); [] for none; null where no source we read names them (Windows). */
  readonly flags: readonly string[] | null;
  /** What an empty default means, where types.go says (in some modes only, where `modes` is given). */
  readonly effective?: readonly Effective[];
  /** The flag wins over the file (options.go copies these over the loaded file); every other flag is ignored then. */
  readonly flagWins?: true;
}

export const TYPES: readonly SourceId[] = ['k8s-kube-proxy-types-go'];
export const CONVERSION: readonly SourceId[] = ['k8s-kube-proxy-conversion-go', 'k8s-kube-proxy-config-api'];
const ALL: Readers = { modes: MODES };
export const only = (...modes: Mode[]): Readers => ({ modes });

export type Row = [
  path: string,
  def: string | null,
  flags: readonly string[] | null,
  readers?: Readers,
  sources?: readonly SourceId[],
];

/** Rows of one section: [path, default, flags, readers (every mode), sources (types.go)]. */
export const section = (group: FieldGroup, rows: readonly Row[]): ConfigField[] =>
  rows.map(([path, def, flags, readers = ALL, sources = TYPES]) => ({
    path,
    group,
    readers,
    sources,
    default: def,
    flags,
  }));
