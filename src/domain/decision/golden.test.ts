/**
 * Golden cases, written by hand from the product issue's rules (not by running
 * the engine). Each row: share-link query, expected pick, then the statuses of
 * nftables, iptables and IPVS (S suitable, C caution, U unsuitable).
 */
import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../answers/answers';
import type { Mode } from '../modes';
import { decide } from './engine';

type S = 'S' | 'C' | 'U';
type Row = [query: string, pick: Mode, nft: S, ipt: S, ipvs: S];
const NAME = { S: 'suitable', C: 'caution', U: 'unsuitable' } as const;

const CCE_NFT_OK = 'platform=cce&version=1.35&kernel=6.6&nft=1.0.6';

const ROWS: Row[] = [
  // Nothing known: nftables' hard requirements are unchecked; iptables goes before IPVS.
  ['', 'iptables', 'C', 'S', 'S'],
  // nftables requirements
  ['platform=cce&version=1.35&kernel=5.10', 'iptables', 'U', 'S', 'C'],
  [CCE_NFT_OK, 'nftables', 'S', 'S', 'C'],
  ['platform=cce&version=1.35&kernel=5.13&nft=1.0.1', 'nftables', 'S', 'S', 'C'],
  ['platform=cce&version=1.35&kernel=6.1&nft=1.0.0', 'iptables', 'U', 'S', 'C'],
  ['platform=cce&version=1.34&kernel=6.6&nft=1.0.6', 'iptables', 'U', 'S', 'S'],
  ['platform=cce&version=1.33&kernel=6.1&nft=1.0.6', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.31&kernel=6.1&nft=1.0.6', 'iptables', 'C', 'S', 'S'],
  ['platform=k8s&version=1.32&kernel=6.1&nft=1.0.6', 'iptables', 'C', 'S', 'S'],
  // nft 1.0.1 is upstream's minimum too, for the host's nft wherever kube-proxy runs (kube-proxy's
  // rules can break an older one). A missing nft blocks a kube-proxy on the host; unknown where it
  // runs, only a caution; in a container it brings its own.
  ['platform=k8s&version=1.33&kernel=6.1&nft=1.0.0', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=1.0.0&kubeProxy=host', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=1.0.0&kubeProxy=container', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=1.0.1&kubeProxy=host', 'nftables', 'S', 'S', 'S'],
  ['platform=k8s&version=1.30&kernel=6.1&nft=1.0.6', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=none', 'iptables', 'C', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=none&kubeProxy=host', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=none&kubeProxy=container', 'nftables', 'S', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&nft=0.9.8', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.1&kubeProxy=container', 'iptables', 'C', 'S', 'S'],
  ['platform=cce&version=1.35&kernel=6.1&nft=none&kubeProxy=container', 'iptables', 'U', 'S', 'C'],
  // nft 1.1.3+ on the node broke syncs (#136786): a caution, patch known or not
  ['platform=k8s&version=1.34.5&kernel=6.6&nft=1.1.3', 'iptables', 'C', 'S', 'S'],
  ['platform=cce&version=1.35.2&kernel=6.6&nft=1.1.3', 'iptables', 'C', 'S', 'C'],
  ['platform=k8s&version=1.33&kernel=5.12&nft=1.0.0', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=5.13&nft=1.0.0', 'iptables', 'U', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=5.13&nft=1.0.1', 'nftables', 'S', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=6.6', 'iptables', 'C', 'S', 'S'],
  ['version=1.33&kernel=6.1&nft=1.0.6', 'iptables', 'C', 'S', 'S'],
  ['version=1.30&kernel=6.1&nft=1.0.6', 'iptables', 'U', 'S', 'S'],
  ['version=1.35&kernel=6.6&nft=1.0.6', 'nftables', 'S', 'S', 'C'],
  ['version=1.35&kernel=6.1&nft=1.0.0', 'iptables', 'U', 'S', 'C'],
  // Full `uname -r` and `nft --version` strings
  [
    'platform=cce&version=v1.35.1-r0&kernel=5.10.0-182.0.0.95.r1941_123.hce2.x86_64&nft=1.0.6',
    'iptables',
    'U',
    'S',
    'C',
  ],
  ['platform=k8s&version=1.33&kernel=6.1.0-18-amd64&nft=nftables v1.0.6 (Lester Gooch #5)', 'nftables', 'S', 'S', 'S'],
  ['platform=k8s&version=1.33&kernel=4.18.0-553.el8_10.x86_64&nft=1.0.6', 'iptables', 'U', 'S', 'C'],
  // Outside CCE, on nodes too old for nftables, upstream advises iptables rather than IPVS at a tie
  ['platform=k8s&version=1.30&kernel=3.10.0-1160.el7.x86_64&os=centos-7.6&services=5000', 'iptables', 'U', 'C', 'C'],
  ['platform=k8s&version=1.36&kernel=4.18.0&services=5000', 'iptables', 'U', 'C', 'C'],
  ['platform=cce&version=1.31&kernel=4.18.0&services=5000&shortConn=false', 'ipvs', 'U', 'C', 'C'],
  ['platform=k8s&version=1.36&kernel=6.6&nft=0.9.8&kubeProxy=container&services=5000', 'iptables', 'U', 'C', 'C'],
  ['platform=k8s&version=1.36&kernel=6.6&nft=0.9.8&services=5000', 'iptables', 'U', 'C', 'C'],
  ['platform=k8s&version=1.36&kernel=6.6&nft=none&kubeProxy=container&services=5000', 'nftables', 'S', 'C', 'C'],
  // IPVS deprecation and planned removal
  ['platform=k8s&version=1.34&kernel=6.6&nft=1.0.6', 'nftables', 'S', 'S', 'S'],
  ['platform=k8s&version=1.39&kernel=6.6&nft=1.0.6&lb=rr', 'ipvs', 'C', 'C', 'C'],
  ['platform=k8s&version=1.40&kernel=6.6&nft=1.1.0', 'nftables', 'S', 'S', 'C'],
  ['platform=k8s&version=1.42&kernel=6.6&nft=1.0.6&lb=lc', 'ipvs', 'C', 'C', 'C'],
  ['platform=k8s&version=1.43&kernel=6.6&nft=1.1.0', 'nftables', 'S', 'S', 'U'],
  ['platform=k8s&version=1.43&kernel=6.6&nft=1.1.0&lb=rr', 'nftables', 'C', 'C', 'U'],
  ['platform=k8s&version=1.43&services=5000', 'nftables', 'C', 'C', 'U'],
  // Load-balancing algorithms
  ['platform=k8s&version=1.34&kernel=6.6&nft=1.0.6&lb=rr', 'ipvs', 'C', 'C', 'S'],
  ['lb=sed', 'ipvs', 'C', 'C', 'S'],
  ['platform=k8s&version=1.34&kernel=6.6&nft=1.0.6&lb=sh', 'nftables', 'S', 'S', 'S'],
  ['lb=sh', 'iptables', 'C', 'S', 'S'],
  [`${CCE_NFT_OK}&lb=rr`, 'ipvs', 'C', 'C', 'C'],
  // Service counts: 3000 on CCE or unknown platform, 1000 elsewhere
  ['platform=cce&services=3000', 'ipvs', 'C', 'C', 'S'],
  ['platform=cce&services=2999', 'iptables', 'C', 'S', 'S'],
  ['services=3000', 'ipvs', 'C', 'C', 'S'],
  ['services=1000', 'iptables', 'C', 'S', 'S'],
  ['platform=k8s&services=1000', 'ipvs', 'C', 'C', 'S'],
  ['platform=k8s&services=999', 'iptables', 'C', 'S', 'S'],
  ['platform=k8s&version=1.32&kernel=6.6&nft=1.0.6&services=2000', 'ipvs', 'C', 'C', 'S'],
  ['platform=cce&version=1.34&kernel=6.6&nft=1.0.6&services=3000', 'ipvs', 'U', 'C', 'S'],
  [`${CCE_NFT_OK}&services=3000`, 'nftables', 'S', 'C', 'C'],
  // Many short connections
  ['platform=cce&services=5000&shortConn=true', 'nftables', 'C', 'C', 'C'],
  ['platform=cce&services=5000&shortConn=true&kernel=5.10', 'ipvs', 'U', 'C', 'S'],
  [`${CCE_NFT_OK}&services=5000&shortConn=true`, 'nftables', 'S', 'C', 'C'],
  ['platform=cce&version=1.31&kernel=5.10&services=5000&shortConn=false', 'ipvs', 'U', 'C', 'S'],
  ['platform=k8s&version=1.30&kernel=5.8&services=1500', 'iptables', 'U', 'C', 'C'],
  ['platform=k8s&version=1.30&kernel=5.9&services=1500', 'ipvs', 'U', 'C', 'S'],
  // CCE ELB capture under IPVS and pass-through
  [
    'platform=cce&version=1.31&kernel=5.10&services=5000&elbSharedIngress=true&passThrough=false',
    'iptables',
    'U',
    'C',
    'U',
  ],
  ['platform=cce&version=1.31&kernel=5.10&services=5000&elbSharedIngress=true', 'ipvs', 'U', 'C', 'C'],
  ['platform=cce&version=1.31&kernel=5.10&services=5000&elbSharedIngress=true&passThrough=true', 'ipvs', 'U', 'C', 'S'],
  ['version=1.31&kernel=5.10&services=5000&elbSharedCluster=true&passThrough=false', 'ipvs', 'U', 'C', 'C'],
  ['platform=cce&portRange=true&passThrough=false', 'iptables', 'C', 'S', 'U'],
  ['platform=k8s&portRange=true&passThrough=false', 'iptables', 'C', 'S', 'S'],
  // OS images with the conn_reuse_mode problem
  ['platform=cce&version=1.31&kernel=5.10&services=4000&os=euleros-2.5', 'ipvs', 'U', 'C', 'C'],
  ['os=ubuntu-18.04&kernel=6.6', 'iptables', 'C', 'S', 'C'],
  ['os=other&kernel=6.6', 'iptables', 'C', 'S', 'S'],
  // ClusterIP ping
  ['platform=cce&version=1.25&kernel=5.10&pingClusterIP=true', 'ipvs', 'U', 'C', 'S'],
  ['platform=cce&version=1.26&kernel=5.10&pingClusterIP=true&services=100', 'ipvs', 'U', 'C', 'S'],
  ['platform=cce&version=1.27&kernel=5.10&pingClusterIP=true', 'iptables', 'U', 'S', 'S'],
  [`${CCE_NFT_OK}&pingClusterIP=true`, 'nftables', 'S', 'S', 'C'],
  ['platform=k8s&version=1.25&kernel=5.10&pingClusterIP=true', 'iptables', 'U', 'S', 'S'],
];

describe('golden cases', () => {
  it('has enough cases', () => expect(ROWS.length).toBeGreaterThanOrEqual(40));

  it.each(ROWS)('%s → %s', (query, pick, nft, ipt, ipvs) => {
    const { answers, notices } = parseAnswers(Object.fromEntries(new URLSearchParams(query)));
    const cceOnlyDropped = notices.every((n) => n.kind === 'cceOnly');
    expect(cceOnlyDropped).toBe(true);
    const d = decide(answers);
    expect({
      pick: d.pick,
      nftables: d.modes.nftables.status,
      iptables: d.modes.iptables.status,
      ipvs: d.modes.ipvs.status,
    }).toEqual({ pick, nftables: NAME[nft], iptables: NAME[ipt], ipvs: NAME[ipvs] });
  });
});
