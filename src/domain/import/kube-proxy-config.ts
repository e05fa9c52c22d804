/**
 * kube-proxy's own configuration as the import reads it: the KubeProxyConfiguration YAML inside
 * its ConfigMap (kubeadm's `kube-proxy`, key `config.conf`; EKS's `kube-proxy-config`, key
 * `config`), and the flags of its container. The YAML library runs only in the import's worker
 * (this module is imported by nothing else).
 */
import { parse } from 'yaml';
import { MODES, type Mode } from '../modes';

/** The ConfigMaps kube-proxy reads its file from, and the key that holds it. */
export const KUBE_PROXY_CONFIGMAPS: Readonly<Record<string, string>> = {
  'kube-proxy': 'config.conf',
  'kube-proxy-config': 'config',
};

interface KubeProxySettings {
  /** As written: `''` when the file leaves it empty (kube-proxy then takes its default). */
  mode: string;
  scheduler?: string;
  strictARP?: boolean;
  nodePortAddresses?: string[];
}

export type ConfigReading = { ok: true; settings: KubeProxySettings } | { ok: false; problem: 'yaml' | 'notConfig' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the settings the guide cares about from the file's text; never throws. */
export function readKubeProxyConfig(text: string): ConfigReading {
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: 10 });
  } catch {
    return { ok: false, problem: 'yaml' };
  }
  if (!isObj(doc) || (doc['kind'] !== undefined && doc['kind'] !== 'KubeProxyConfiguration'))
    return { ok: false, problem: 'notConfig' };
  const mode = doc['mode'];
  const ipvs = isObj(doc['ipvs']) ? doc['ipvs'] : {};
  const npa = doc['nodePortAddresses'];
  const settings: KubeProxySettings = { mode: typeof mode === 'string' ? mode.trim() : '' };
  if (typeof ipvs['scheduler'] === 'string' && ipvs['scheduler'] !== '') settings.scheduler = ipvs['scheduler'];
  if (typeof ipvs['strictARP'] === 'boolean') settings.strictARP = ipvs['strictARP'];
  if (Array.isArray(npa)) settings.nodePortAddresses = npa.filter((x): x is string => typeof x === 'string');
  return { ok: true, settings };
}

/** `--proxy-mode=ipvs` or `--proxy-mode ipvs`, and `--config=…`, from a container's command and args. */
export function readKubeProxyFlags(argv: readonly string[]): { mode?: string; config?: string } {
  const out: { mode?: string; config?: string } = {};
  const words = argv.flatMap((a) => a.split(/\s+/)).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    for (const [flag, key] of [
      ['--proxy-mode', 'mode'],
      ['--config', 'config'],
    ] as const) {
      if (w.startsWith(`${flag}=`)) out[key] = w.slice(flag.length + 1);
      else if (w === flag && words[i + 1] !== undefined) out[key] = words[i + 1];
    }
  }
  return out;
}

/**
 * A value kube-proxy accepts on Linux, or `undefined` (a typo, `userspace` from old clusters):
 * its validation compares the exact lowercase names.
 */
export const asMode = (raw: string): Mode | undefined =>
  (MODES as readonly string[]).includes(raw.trim()) ? (raw.trim() as Mode) : undefined;

/** kube-proxy's version from its image tag: `registry.k8s.io/kube-proxy:v1.33.1` → `v1.33.1`. */
export function imageTag(image: string): string | undefined {
  const at = image.indexOf('@');
  const ref = at >= 0 ? image.slice(0, at) : image;
  const slash = ref.lastIndexOf('/');
  const colon = ref.lastIndexOf(':');
  return colon > slash ? ref.slice(colon + 1) : undefined;
}
