/**
 * The node images the guide knows, with the platforms whose documents offer each and what a
 * source says of it that bears on a mode. Kept apart from the platform files so the answers (on
 * every page) carry only this small table. An image's id is a share-link value (`os=`): never
 * rename or remove one, only add.
 */
import type { SourceId } from '../sources';
import type { PlatformId } from './model';

export interface NodeImage {
  readonly id: string;
  /** Its proper name, the same in every language. */
  readonly name: string;
  /** The platforms whose documents offer it for nodes, with those documents. */
  readonly offeredBy: readonly { readonly platform: PlatformId; readonly sources: readonly SourceId[] }[];
  /** A source advises against IPVS on it, for the conn_reuse_mode problem of its kernel. */
  readonly connReuse?: readonly SourceId[];
  /** The kernel its images boot unless the reader picked another: a stand-in while the kernel is unknown. */
  readonly defaultKernel?: {
    readonly version: { readonly major: number; readonly minor: number };
    readonly sources: readonly SourceId[];
  };
}

/** CCE's comparison page advises against IPVS on three images; its FAQ says why. */
const CCE_FAQ: readonly SourceId[] = ['cce-compare', 'cce-conn-reuse'];

export const NODE_IMAGES = [
  { id: 'euleros-2.5', name: 'EulerOS 2.5', offeredBy: [{ platform: 'cce', sources: CCE_FAQ }], connReuse: CCE_FAQ },
  { id: 'centos-7.6', name: 'CentOS 7.6', offeredBy: [{ platform: 'cce', sources: CCE_FAQ }], connReuse: CCE_FAQ },
  { id: 'ubuntu-18.04', name: 'Ubuntu 18.04', offeredBy: [{ platform: 'cce', sources: CCE_FAQ }], connReuse: CCE_FAQ },
  // EKS: AL2023 and Bottlerocket AMIs for every supported version; AL2 AMIs stopped on 2025-11-26.
  { id: 'al2023', name: 'Amazon Linux 2023', offeredBy: [{ platform: 'eks', sources: ['eks-al2023'] }] },
  { id: 'bottlerocket', name: 'Bottlerocket', offeredBy: [{ platform: 'eks', sources: ['eks-bottlerocket'] }] },
  {
    id: 'al2',
    name: 'Amazon Linux 2',
    offeredBy: [{ platform: 'eks', sources: ['eks-al2023'] }],
    // AL2 AMIs come with kernel 4.14 or 5.10, 5.10 by default.
    defaultKernel: { version: { major: 5, minor: 10 }, sources: ['al2-kernels'] },
  },
  // AKS: Ubuntu 22.04 by default up to 1.34, 24.04 from 1.35; Azure Linux 3.0 (2.0's images went on 2026-03-31).
  { id: 'ubuntu-22.04', name: 'Ubuntu 22.04', offeredBy: [{ platform: 'aks', sources: ['aks-os-versions'] }] },
  { id: 'ubuntu-24.04', name: 'Ubuntu 24.04', offeredBy: [{ platform: 'aks', sources: ['aks-os-versions'] }] },
  { id: 'azure-linux-3', name: 'Azure Linux 3.0', offeredBy: [{ platform: 'aks', sources: ['aks-os-versions'] }] },
] as const satisfies readonly NodeImage[];

export type NodeImageId = (typeof NODE_IMAGES)[number]['id'];

export const nodeImage = (id: string | undefined): NodeImage | undefined => NODE_IMAGES.find((i) => i.id === id);

/** The images a platform's own documents offer, each with those documents (none: they name none). */
export const ownImages = (platform: string | undefined) =>
  NODE_IMAGES.flatMap((image) =>
    image.offeredBy.filter((o) => o.platform === platform).map((o) => ({ image, sources: o.sources })),
  );

/**
 * The images the wizard offers for a platform: those its documents name; where they name none
 * (or the platform is unknown, or a cluster of one's own), every image the guide knows.
 */
export function imagesOffered(platform: string | undefined): readonly NodeImageId[] {
  const own = ownImages(platform).map((o) => o.image);
  return (own.length > 0 ? own : NODE_IMAGES).map((i) => i.id);
}
