/**
 * What a platform asks of the choice itself, and how it runs kube-proxy: the result says the
 * first beside the pick, the wizard shows the second beside its question. Apart from the facts
 * the engine reads (mode-facts.ts), so that they load only where they are shown. When the mode is
 * chosen and how kube-proxy runs come from the platform data itself (`virtual:platform-choice`,
 * derived when the site is built); an IPVS default and a dataplane chosen at creation are said
 * here, and a unit test holds them to the pages' data.
 */
import choices from 'virtual:platform-choice';
import type { SourceId } from '../sources';
import type { PlatformChoice } from './choice-table';
import { PLATFORM_IDS, type PlatformId } from './model';

interface ChoiceFacts extends PlatformChoice {
  /** It creates IPVS clusters unless told (only through its Terraform resource, `terraform`). */
  readonly ipvsDefault?: { readonly terraform?: true; readonly sources: readonly SourceId[] };
  /**
   * Its dataplane that does without kube-proxy, chosen only when a cluster is created: where it
   * gives no way to choose a mode (GKE), the result names it as the alternative to the one it runs.
   */
  readonly dataplaneAtCreation?: readonly SourceId[];
}

const TKE_TF: SourceId[] = ['tke-terraform-cluster'];
const ACK_TF: SourceId[] = ['ack-terraform-cluster'];

const SAID_HERE: Readonly<Partial<Record<PlatformId, ChoiceFacts>>> = {
  gke: { dataplaneAtCreation: ['gke-dataplane-v2-howto'] },
  tke: { ipvsDefault: { terraform: true, sources: TKE_TF } },
  ack: { ipvsDefault: { sources: ACK_TF } },
  kubespray: { ipvsDefault: { sources: ['kubespray-defaults'] } },
};

export const CHOICE_FACTS: Readonly<Partial<Record<PlatformId, ChoiceFacts>>> = Object.fromEntries(
  PLATFORM_IDS.map((id) => [id, { ...choices[id], ...SAID_HERE[id] }]),
);

/** The sources saying the platform sets the mode only when a cluster is created, or `undefined`. */
export const fixedAtCreation = (platform: PlatformId | 'k8s' | undefined): readonly SourceId[] | undefined =>
  platform === undefined || platform === 'k8s' ? undefined : CHOICE_FACTS[platform]?.atCreation;

/** What a platform asks of the choice itself, said beside the pick (words: result.json platformNotes). */
export interface PlatformNote {
  readonly id: 'creation' | 'ipvsDefault' | 'terraformIpvs' | 'dataplaneAtCreation';
  readonly sources: readonly SourceId[];
}

export function platformNotes(platform: PlatformId | 'k8s' | undefined): PlatformNote[] {
  const facts = platform === undefined || platform === 'k8s' ? undefined : CHOICE_FACTS[platform];
  const notes: PlatformNote[] = [];
  if (facts?.atCreation) notes.push({ id: 'creation', sources: facts.atCreation });
  if (facts?.ipvsDefault)
    notes.push({
      id: facts.ipvsDefault.terraform ? 'terraformIpvs' : 'ipvsDefault',
      sources: facts.ipvsDefault.sources,
    });
  if (facts?.dataplaneAtCreation) notes.push({ id: 'dataplaneAtCreation', sources: facts.dataplaneAtCreation });
  return notes;
}
