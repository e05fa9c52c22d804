/**
 * Where a platform sets the mode itself, the runbook's change does not apply there: what applies
 * instead, from the light platform facts (choice-facts.ts, mode-facts.ts), not the pages' heavy
 * platform data, so a runbook page stays small; a unit test holds the two together.
 */
import type { Mode } from '../modes';
import { CHOICE_FACTS } from '../platforms/choice-facts';
import { MODE_FACTS } from '../platforms/mode-facts';
import { PLATFORM_IDS, type PlatformId } from '../platforms/model';
import type { SourceId } from '../sources';

export interface PlatformPath {
  readonly platform: PlatformId;
  /** notOffered: not a mode it offers; creation: a new cluster; none: no published setting; own: its own way. */
  readonly path: 'notOffered' | 'creation' | 'none' | 'own';
  readonly sources: readonly SourceId[];
}

export function platformPaths(to: Mode): PlatformPath[] {
  return PLATFORM_IDS.map((platform): PlatformPath => {
    const modes = MODE_FACTS[platform];
    const creation = CHOICE_FACTS[platform]?.atCreation;
    if (modes?.notOffered?.modes.includes(to))
      return { platform, path: 'notOffered', sources: modes.notOffered.sources };
    if (creation) return { platform, path: 'creation', sources: creation };
    if (modes?.noSetting?.modes.includes(to)) return { platform, path: 'none', sources: modes.noSetting.sources };
    return { platform, path: 'own', sources: [] };
  });
}
