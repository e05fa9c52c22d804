/**
 * Reading one Kubernetes object of any shape: every field is checked before use, and an object
 * without `kind` is recognised by the fields only its kind has.
 */
import type { ReadKind } from './types';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const obj = (v: unknown): Obj => (isObj(v) ? v : {});
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const strMap = (v: unknown): Record<string, unknown> => obj(v);
export interface ContainerFact {
  name: string;
  image?: string | undefined;
  argv: string[];
}
export const containersOf = (podSpec: Obj): ContainerFact[] =>
  (Array.isArray(podSpec['containers']) ? podSpec['containers'] : []).filter(isObj).map((c) => ({
    name: str(c['name']) ?? '',
    image: str(c['image']),
    argv: [...strings(c['command']), ...strings(c['args'])],
  }));
export const isKubeProxy = (c: ContainerFact) => c.name === 'kube-proxy' || /(^|\/)kube-proxy[:@]/.test(c.image ?? '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export const nonEmpty = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : undefined);

/** `NodeList` → `Node`; plain `List` says nothing. */
export function listItemKind(kind: string | undefined): ReadKind | undefined {
  const k = kind?.replace(/List$/, '');
  return k === 'Node' ||
    k === 'Service' ||
    k === 'EndpointSlice' ||
    k === 'Ingress' ||
    k === 'ConfigMap' ||
    k === 'DaemonSet'
    ? k
    : undefined;
}

/** Objects without `kind` (e.g. `jq '.items[]'` output): recognised by fields only their kind has. */
export function inferKind(o: Obj): ReadKind | undefined {
  if (isObj(obj(o['status'])['nodeInfo'])) return 'Node';
  if (typeof o['addressType'] === 'string' && 'endpoints' in o) return 'EndpointSlice';
  const spec = obj(o['spec']);
  if (typeof spec['clusterIP'] === 'string' || (typeof spec['type'] === 'string' && Array.isArray(spec['ports'])))
    return 'Service';
  if (Array.isArray(spec['rules']) || typeof spec['ingressClassName'] === 'string') return 'Ingress';
  return undefined;
}
