import type { Mode } from '../modes';
import type { SourceId } from '../sources';

/**
 * Row anchor ids. They are URL fragments (`/compare#lookup`), so they never
 * change once published: add rows, do not rename them. The first six mirror
 * the CCE page's table, in its order.
 */
export const ROW_IDS = [
  'positioning',
  'throughput',
  'complexity',
  'load-balancing',
  'clusterip-ping',
  'limits',
  'requirements',
  'lookup',
  'rule-updates',
  'upstream-status',
  'change-later',
  'known-issues',
] as const;
export type RowId = (typeof ROW_IDS)[number];

/** Visual cue only; the cell's text must say why. */
export type Tone = 'good' | 'neutral' | 'warn' | 'bad';

/** i18n namespaces the keys below live in (`locales/{lang}/<ns>.json`). */
export const MATRIX_NS = 'compare';
export const MODES_NS = 'modes';

export interface MatrixRow {
  id: RowId;
  /** 'cce': a row of the CCE page's table; 'beyond': added from upstream and other sources. */
  group: 'cce' | 'beyond';
  labelKey: string;
  hintKey: string;
  /** A page that takes the row further: the upstream status leads to the runbooks for switching. */
  seeAlso?: 'migrate' | 'packetPaths';
}

export interface MatrixCell {
  row: RowId;
  mode: Mode;
  /** The cell's sentence (namespace `compare`). */
  key: string;
  /** Short summary for narrow screens and for "highlight differences". */
  valueKey: string;
  /** Overrides `valueKey` when comparing cells; language-neutral. */
  compareKey?: string;
  /** Extra bullets under the sentence. */
  points?: string[];
  sources: SourceId[];
  tone?: Tone;
  /** i18next interpolation values shared by `key`, `valueKey` and `points`. */
  params?: Record<string, string | number>;
}

/** 'load-balancing' → 'loadBalancing': JSON keys are camelCase, anchors kebab-case. */
export function rowKey(row: RowId): string {
  return row.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
