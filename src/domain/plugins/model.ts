/**
 * The network plugins' data: how each works with kube-proxy's three modes, how to recognise it in
 * a cluster, and the platforms that name it. Every cell cites its sources (their checked dates
 * are in the registry) or says what was searched where no source says.
 */
import type { Mode } from '../modes';
import type { PlatformId } from '../platforms/model';
import type { NotPublished } from '../not-published';
import type { SourceId } from '../sources';

/** The plugins, in the order the page lists them and the wizard will offer them. */
export const PLUGIN_IDS = [
  'calico',
  'cilium',
  'flannel',
  'antrea',
  'aws-vpc-cni',
  'azure-cni',
  'canal',
  'weave',
  'kube-ovn',
] as const;
export type PluginId = (typeof PLUGIN_IDS)[number];

/** The plugin answer's values: a named plugin, or `other` (one the guide has no data on). */
export const PLUGIN_CHOICES = [...PLUGIN_IDS, 'other'] as const;
export type PluginChoice = (typeof PLUGIN_CHOICES)[number];

/** Proper names, the same in every language: the pages, the wizard and the rules' reasons show them. */
export const PLUGIN_NAMES: Readonly<Record<PluginId, string>> = {
  calico: 'Calico',
  cilium: 'Cilium',
  flannel: 'Flannel',
  antrea: 'Antrea',
  'aws-vpc-cni': 'Amazon VPC CNI',
  'azure-cni': 'Azure CNI',
  canal: 'Canal',
  weave: 'Weave Net',
  'kube-ovn': 'Kube-OVN',
};

/** What a source says of a plugin with a mode: it works, or it does not. */
type Support = 'supported' | 'unsupported';

interface SaidCell {
  readonly support: Support;
  /** The plugin's first version that works with the mode, where a source names one. */
  readonly since?: string;
  /**
   * What a source of the plugin's asks the reader to set with this mode, literally (never
   * translated): the result names it. Where it is asked only for some features, the words say which.
   */
  readonly setting?: string;
  /**
   * A setting of the plugin's own for this mode that no source asks for — a choice it offers (Calico's
   * own nftables data plane, flannel's nftables masquerading) — from the release that added it. The
   * plugins page and the runbooks show it; no rule reads it.
   */
  readonly option?: { readonly code: string; readonly since?: string };
  /** Words: plugins.json `cells.<plugin>.<mode>`, what the sources say. */
  readonly sources: readonly SourceId[];
}

/**
 * A plugin with a mode: what its sources say, or a gap — no source speaks of the pair. A gap
 * still cites the pages read, where they are worth a look (words: plugins.json `cells.<plugin>.<mode>`).
 */
export type PluginCell = SaidCell | (NotPublished & { readonly sources: readonly SourceId[] });

/** A cell's word, the key of its label (plugins.json `support.<key>`) and of the page's `data-support`. */
export type SupportWord = Support | 'notPublished';
export const supportOf = (c: PluginCell): SupportWord => ('notPublished' in c ? 'notPublished' : c.support);

export interface Plugin {
  readonly id: PluginId;
  readonly cells: Readonly<Record<Mode, PluginCell>>;
  /** How to recognise it: its DaemonSets, the namespaces they run in, and their images. */
  readonly detect: {
    readonly daemonSets: readonly string[];
    readonly namespaces: readonly string[];
    /** Parts of image names, any of which names the plugin (all of them, with `together`). */
    readonly images: readonly string[];
    /** The images run together in one DaemonSet (Canal: Calico's and flannel's): all must be there. */
    readonly together?: true;
    readonly sources: readonly SourceId[];
  };
  /** Platforms whose own documents name it (a self-managed cluster can run any of them). */
  readonly platforms: readonly { readonly id: PlatformId; readonly sources: readonly SourceId[] }[];
  /** A state of the project itself (words: plugins.json `status.<plugin>`), e.g. unmaintained. */
  readonly status?: { readonly sources: readonly SourceId[] };
}

/** One of a cell's facts beside its words: a label (plugins.json, by key) and the code it names. */
export interface CellNote {
  readonly key: 'since' | 'setting' | 'option' | 'optionSince';
  readonly version?: string;
  readonly code?: string;
}

/** A cell's facts in the order every view shows them: the first release, what to set, an option. */
export function cellNotes(c: PluginCell): CellNote[] {
  const notes: CellNote[] = [];
  if ('notPublished' in c) return notes;
  if (c.since) notes.push({ key: 'since', version: c.since });
  if (c.setting) notes.push({ key: 'setting', code: c.setting });
  if (c.option)
    notes.push(
      c.option.since
        ? { key: 'optionSince', version: c.option.since, code: c.option.code }
        : { key: 'option', code: c.option.code },
    );
  return notes;
}
