/**
 * When each platform lets the mode be chosen and how it runs kube-proxy, as the light modules
 * read them: derived from the platform pages' data when the site is built (`virtual:platform-
 * choice`, scripts/vite-derived-data.js), so those facts are written once, in platforms/*.ts.
 */
import type { SourceId } from '../sources';
import type { Fact, KubeProxyRuns, PlatformId } from './model';
import { PLATFORMS } from './platforms';

export interface PlatformChoice {
  /** The mode is chosen when the cluster is created, never after: the result says to choose now. */
  readonly atCreation?: readonly SourceId[];
  /** How kube-proxy runs there: a hint beside the wizard's question, never its answer. */
  readonly runs?: { readonly value: KubeProxyRuns; readonly sources: readonly SourceId[] };
}

const sourced = <T>(f: Fact<T>) => ('value' in f ? { value: f.value, sources: f.sources } : undefined);

export function platformChoiceTable(): Readonly<Partial<Record<PlatformId, PlatformChoice>>> {
  return Object.fromEntries(
    PLATFORMS.map((p) => {
      const chosen = sourced(p.chosenAt);
      const runs = sourced(p.kubeProxyRuns);
      return [
        p.id,
        { ...(chosen?.value === 'creation' ? { atCreation: chosen.sources } : {}), ...(runs ? { runs } : {}) },
      ];
    }),
  );
}
