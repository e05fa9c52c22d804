/**
 * Which platform the dump comes from, from the platform clues (platforms/clues.ts): the API
 * server's version and every node's kubelet version, clue labels and provider ID. One platform
 * named by certain clues is the answer; two is a contradiction; a cloud's provider ID alone is
 * evidence without an answer.
 */
import { cluesOf, type NodeEvidence, type PlatformClue } from '../platforms/clues';
import type { PlatformId } from '../platforms/model';
import type { Facts, NodeFact } from './cluster-facts';
import { imageTag } from './kube-proxy-config';
import type { Provenance } from './types';

export type PlatformFinding =
  | { type: 'found'; platform: PlatformId; clue: PlatformClue; from: Provenance }
  /** Only clues other platforms' nodes carry too (a cloud's provider ID). */
  | { type: 'uncertain'; clue: PlatformClue; from: Provenance }
  | { type: 'conflict'; platforms: PlatformId[] }
  | { type: 'none' };

const labelField = (key: string) => `metadata.labels["${key}"]`;

function nodeProvenance(n: NodeFact, clue: PlatformClue, raw: string): Provenance {
  const field =
    clue.match.field === 'version'
      ? 'status.nodeInfo.kubeletVersion'
      : clue.match.field === 'label'
        ? labelField(clue.match.key)
        : 'spec.providerID';
  return { type: 'object', kind: 'Node', name: n.name, field, raw, line: n.line };
}

/** `server`: the API server's version and where it was read, when the input had it. */
export function detectPlatform(f: Facts, server?: { raw: string; from: Provenance }): PlatformFinding {
  const certain = new Map<PlatformId, { clue: PlatformClue; from: Provenance }>();
  let uncertain: { clue: PlatformClue; from: Provenance } | undefined;
  const note = (clue: PlatformClue, from: Provenance) => {
    if (clue.certain) {
      if (!certain.has(clue.platform)) certain.set(clue.platform, { clue, from });
    } else uncertain ??= { clue, from };
  };
  if (server) for (const { clue } of cluesOf({ version: server.raw })) note(clue, server.from);
  for (const n of f.nodes) {
    const evidence: NodeEvidence = { version: n.kubelet, labels: n.labels, providerID: n.providerID };
    for (const { clue, raw } of cluesOf(evidence)) note(clue, nodeProvenance(n, clue, raw));
  }
  // kube-proxy's image: a platform that builds its own names it in the tag.
  for (const ds of f.kubeProxyDaemonSets) {
    const tag = ds.image ? imageTag(ds.image) : undefined;
    for (const { clue } of cluesOf({ kubeProxyImageTag: tag }))
      note(clue, {
        type: 'object',
        kind: ds.kind,
        name: ds.name,
        namespace: ds.namespace,
        field: `${ds.kind === 'Pod' ? 'spec' : 'spec.template.spec'}.containers["${ds.container}"].image`,
        raw: ds.image ?? '',
        line: ds.line,
      });
  }
  const platforms = [...certain.keys()];
  if (platforms.length > 1) return { type: 'conflict', platforms };
  const [only] = platforms;
  if (only !== undefined) return { type: 'found', platform: only, ...certain.get(only)! };
  return uncertain ? { type: 'uncertain', ...uncertain } : { type: 'none' };
}
