/**
 * The newest Kubernetes version a platform offers for a new cluster, where its documents say so:
 * the result evaluates "your next cluster" there when the platform fixes the mode at creation.
 * Where none is recorded, the next cluster is evaluated at the reader's own version and says so.
 */
import type { SourceId } from '../sources';
import type { PlatformId } from './model';

export interface NewestVersion {
  /** The minor of the newest 1.x version its release notes say it supports. */
  readonly minor: number;
  readonly sources: readonly SourceId[];
}

export const NEWEST_VERSIONS: Readonly<Partial<Record<PlatformId, NewestVersion>>> = {
  // "现已支持Kubernetes 1.36集群版本特性" (the 1.36 notes, updated 2026-06-05); no 1.37 notes found.
  cce: { minor: 36, sources: ['cce-1-36-notes'] },
};
