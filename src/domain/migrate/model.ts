/**
 * A runbook: how to move a running cluster from one kube-proxy mode to another, in five parts
 * (before you start, the change, verify, roll back, what breaks). Steps are data: words
 * (migrate.json, `steps.<id>` / `checklist.<id>`), literal code and sources; a step without a
 * source is not a step.
 */
import type { TroubleshootId } from '../troubleshoot/model';
import type { ThresholdKey } from '../threshold-format';
import type { Mode } from '../modes';
import { isPlatformId, type PlatformId } from '../platforms/model';
import type { SourceId } from '../sources';

/** The runbooks, in the order the index lists them: each a pair of modes (light, for links). */
export const RUNBOOK_PAIRS = [
  { slug: 'ipvs-to-nftables', from: 'ipvs', to: 'nftables' },
  { slug: 'iptables-to-nftables', from: 'iptables', to: 'nftables' },
  { slug: 'ipvs-to-iptables', from: 'ipvs', to: 'iptables' },
  { slug: 'nftables-to-iptables', from: 'nftables', to: 'iptables' },
] as const satisfies readonly { slug: string; from: Mode; to: Mode }[];
export const RUNBOOK_SLUGS = RUNBOOK_PAIRS.map((p) => p.slug);
export type RunbookSlug = (typeof RUNBOOK_PAIRS)[number]['slug'];
export const isRunbookSlug = (s: string): s is RunbookSlug => (RUNBOOK_SLUGS as readonly string[]).includes(s);

/** A runbook's link: the checklist's ticks (`done`) and the reader's platform (its own command). */
export interface RunbookSearch {
  readonly done?: string;
  readonly platform?: PlatformId;
}

export function validateRunbookSearch(search: Record<string, unknown>): RunbookSearch {
  const { done, platform } = search;
  return {
    ...(typeof done === 'string' && done !== '' ? { done } : {}),
    ...(typeof platform === 'string' && isPlatformId(platform) ? { platform } : {}),
  };
}

interface Code {
  readonly language: 'shell' | 'yaml';
  /** Literal: never translated. */
  readonly code: string;
}

export interface Step {
  /** Stable: the checklist's ids live in shared links (`done=`). */
  readonly id: string;
  /** Words: `migrate:steps.<key>` (or `checklist.<key>` for a checklist item). */
  readonly key: string;
  /** Word parameters filled from the thresholds, so no text writes a figure out. */
  readonly thresholds?: Readonly<Record<string, ThresholdKey>>;
  readonly code?: Code;
  /** Configuration fields the new mode reads instead of the old ones (shown as a list). */
  readonly moves?: readonly { readonly from: string; readonly to: string }[];
  /** The command-line flags the old and the new mode read for the moved settings; one name where both read it. */
  readonly flags?: readonly { readonly from: string; readonly to: string }[];
  readonly sources: readonly SourceId[];
  /** Each network plugin's word on this mode (src/domain/plugins), shown under the step. */
  readonly plugins?: Mode;
  /** The troubleshooting entry that tells the problem in full, linked under the step. */
  readonly troubleshoot?: TroubleshootId;
}

export interface Runbook {
  readonly slug: RunbookSlug;
  readonly from: Mode;
  readonly to: Mode;
  /** 1. Before you start: items the reader ticks. */
  readonly checklist: readonly Step[];
  /** 2. The change, canary node first. */
  readonly change: readonly Step[];
  /** 3. Verify: what each command must show. */
  readonly verify: readonly Step[];
  /** 4. Roll back, and when. */
  readonly rollback: readonly Step[];
  /** 5. What breaks: the behaviours that change (feature-modes.ts rows). */
  readonly breaks: readonly Step[];
}
