/**
 * A runbook opened for one platform: how that platform itself makes the change to the runbook's
 * mode. Its own command where it publishes one; otherwise why there is none: it does not offer the
 * mode, the mode is its default, or no value is published. Loads the pages' platform data, so the
 * runbook loads it only for a reader who named a platform.
 */
import type { Mode } from '../modes';
import type { PlatformId, PlatformSnippet } from '../platforms/model';
import { howToSelect } from '../platforms/how-to-select';
import type { SourceId } from '../sources';
import { platformPaths } from './platform-paths';

export type PlatformChange = { readonly creation?: readonly SourceId[] } & (
  | { readonly kind: 'notOffered'; readonly sources: readonly SourceId[] }
  | { readonly kind: 'snippets'; readonly snippets: readonly PlatformSnippet[] }
  | { readonly kind: 'default'; readonly sources: readonly SourceId[] }
  | { readonly kind: 'notPublished' }
);

export function platformChange(platform: PlatformId, to: Mode): PlatformChange {
  const path = platformPaths(to).find((p) => p.platform === platform);
  if (path?.path === 'notOffered') return { kind: 'notOffered', sources: path.sources };
  const how = howToSelect(platform, to);
  const creation = how.creation ? { creation: how.creation } : {};
  if (how.snippets.length > 0) return { kind: 'snippets', snippets: how.snippets, ...creation };
  if (how.isDefault) return { kind: 'default', sources: how.isDefault, ...creation };
  return { kind: 'notPublished', ...creation };
}
