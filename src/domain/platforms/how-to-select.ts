/**
 * How a reader on a platform turns a mode on: the platform's snippets for that mode (each
 * interface it publishes), and whether they can only be used when the cluster is created.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import type { PlatformId, PlatformSnippet } from './model';
import { platformById } from './platforms';

export interface HowToSelect {
  readonly snippets: readonly PlatformSnippet[];
  /** The platform sets the mode only when it creates a cluster: the snippets create one. */
  readonly creation?: readonly SourceId[];
  /** The mode is the platform's default: a cluster gets it when no mode is set. */
  readonly isDefault?: readonly SourceId[];
}

export function howToSelect(platform: PlatformId, mode: Mode): HowToSelect {
  const p = platformById(platform)!;
  const snippets = p.snippets.filter((s) => s.mode === mode);
  const { chosenAt, defaultMode } = p;
  return {
    snippets,
    ...('value' in chosenAt && chosenAt.value === 'creation' ? { creation: chosenAt.sources } : {}),
    ...('value' in defaultMode && defaultMode.value === mode ? { isDefault: defaultMode.sources } : {}),
  };
}
