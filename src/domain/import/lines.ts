/** What a plain line of pasted text (outside any JSON document) says. */
import { parseKernelVersion, parseNftVersion, type KernelVersion, type NftVersion } from '../answers/answers';
import type { Mode } from '../modes';

export type LineFact =
  /** `uname -r` */
  | { type: 'kernel'; kernel: KernelVersion }
  /** `nft --version`, or the shell saying nft is not installed */
  | { type: 'nft'; nft: NftVersion }
  /** `kubectl version` without `-o json`: `Server Version: v1.31.4-r0-31.0.2.1` */
  | { type: 'serverVersion'; gitVersion: string }
  /**
   * What kube-proxy says it runs: its start-up line (`"Using ipvs Proxier"`, in its log) or the
   * answer of its `/proxyMode` port (the bare mode name `curl` prints).
   */
  | { type: 'running'; mode: Mode; via: 'log' | 'endpoint' }
  /** Prompts, echoed commands, kubectl warnings, the client version: expected noise. */
  | { type: 'noise' }
  /** A piece of a JSON document whose start is missing. */
  | { type: 'fragment' }
  | { type: 'yaml' }
  | { type: 'table' }
  | { type: 'other' };

// `uname -r`: starts with a kernel's major.minor; a dotted quad is an IP address, not a kernel.
const KERNEL_LINE = /^[2-9]\.\d{1,3}(?:\.\d{1,4})?(?:[-+_~.][0-9A-Za-z._+~-]*)?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const NFT_LINE = /^nftables\s+v?\d+\.\d+(?:\.\d+)?(?:\s+\(.*\))?$/i;
const NFT_MISSING = /\bnft: (?:command )?not found|command not found: nft\b|\bnft: No such file or directory/i;
const SERVER_LINE = /^Server Version:\s*(v?\d+\.\d+\.\d+\S*)\s*$/;
// Go's old `kubectl version` format: Server Version: version.Info{Major:"1", …, GitVersion:"v1.27.3-r0-27.0.5.1", …}
const SERVER_LINE_GO = /^Server Version:\s*version\.Info\{.*GitVersion:"(v?\d+\.\d+\.\d+[^"]*)"/;
// kube-proxy's start-up line, in klog's structured form or the older plain one (server_linux.go).
const PROXIER_LINE = /\bUsing (iptables|ipvs|nftables) Proxier\b/;
// Its error line on starting in IPVS mode: "is now deprecated" in v1.35's server_linux.go; "has been
// deprecated and will be disabled by default in Kubernetes 1.40" in later logs others quote (that
// release's source was not read here). Either way it ran IPVS.
const IPVS_DEPRECATION_LINE = /\bThe ipvs proxier (?:is now|has been) deprecated\b/;
const PROXY_MODE_OUTPUT = /^(iptables|ipvs|nftables)$/;
const NOISE = [
  /^(?:Client Version|Kustomize Version|Kubectl Version):/i,
  /^Warning:/,
  /^[EWI]\d{4} \d\d:\d\d:\d\d/, // klog lines kubectl prints on stderr
  /(?:^|[$#>%]\s*)(?:sudo\s+)?(?:kubectl|uname|nft|cat|ssh|oc|curl)(?:\s|$)/,
  /^[$#>%]\s*$/,
];
const FRAGMENT = /^\s*(?:"(?:[^"\\]|\\.)*"\s*:|[}\]]\s*,?\s*$|"(?:[^"\\]|\\.)*"\s*,?\s*$)/;
const YAML = /^(?:apiVersion|kind|items|metadata|spec|status|clientVersion|serverVersion):(?:\s|$)|^-\s+apiVersion:\s/;
const TABLE = /^(?:NAMESPACE|NAME)\s{2,}\S/;

export function classifyLine(raw: string): LineFact {
  const text = raw.trim();
  if (KERNEL_LINE.test(text) && !IPV4.test(text)) {
    const kernel = parseKernelVersion(text);
    if (kernel) return { type: 'kernel', kernel };
  }
  if (NFT_LINE.test(text)) {
    const nft = parseNftVersion(text);
    if (nft) return { type: 'nft', nft };
  }
  if (NFT_MISSING.test(text)) return { type: 'nft', nft: 'none' };
  const server = SERVER_LINE.exec(text) ?? SERVER_LINE_GO.exec(text);
  if (server?.[1]) return { type: 'serverVersion', gitVersion: server[1] };
  const proxier = PROXIER_LINE.exec(text);
  if (proxier?.[1]) return { type: 'running', mode: proxier[1] as Mode, via: 'log' };
  if (IPVS_DEPRECATION_LINE.test(text)) return { type: 'running', mode: 'ipvs', via: 'log' };
  const endpoint = PROXY_MODE_OUTPUT.exec(text);
  if (endpoint?.[1]) return { type: 'running', mode: endpoint[1] as Mode, via: 'endpoint' };
  if (text.length < 400 && NOISE.some((re) => re.test(text))) return { type: 'noise' };
  if (FRAGMENT.test(text)) return { type: 'fragment' };
  if (YAML.test(raw)) return { type: 'yaml' };
  if (TABLE.test(text)) return { type: 'table' };
  return { type: 'other' };
}
