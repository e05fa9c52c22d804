/**
 * A platform's own published end for a mode, where it comes before upstream's plan: the verdict on
 * the mode run today leads with it ("change required by EKS 1.36"), upstream's date beside it.
 * Where a platform is silent, upstream's plan stands alone (docs/CONTRIBUTING.md).
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import type { PlatformId } from './model';

export interface ModeEnd {
  readonly mode: Mode;
  /** The platform's Kubernetes minor from which its documents say the mode is gone. */
  readonly minor: number;
  /** Where it stands: the release notes that say it, and whether later notes repeat it. */
  readonly saidIn: number;
  readonly repeated: boolean;
  readonly sources: readonly SourceId[];
}

export const MODE_ENDS: Readonly<Partial<Record<PlatformId, ModeEnd>>> = {
  // EKS's 1.35 notes: IPVS mode "is deprecated and will be removed in Kubernetes 1.36"; the 1.36
  // section does not mention it (the rule ipvs-eks-notes-disagree says so on IPVS's card).
  eks: { mode: 'ipvs', minor: 36, saidIn: 35, repeated: false, sources: ['eks-versions-standard'] },
};
