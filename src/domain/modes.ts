/**
 * The three forwarding modes kube-proxy offers, in the order every table, card and list shows
 * them (newest first). Every list of the modes and the `Mode` type derive from this one tuple.
 */
export const MODES = ['nftables', 'iptables', 'ipvs'] as const;
export type Mode = (typeof MODES)[number];

export function isMode(s: string): s is Mode {
  return (MODES as readonly string[]).includes(s);
}
