import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODE_ENDS } from '../platforms/mode-ends';
import { readAnswers } from '../answers/questions';
import { decide } from '../decision/engine';
import { verdict, type CurrentMode } from './verdict';

const of = (current: CurrentMode, query: Record<string, string>) => {
  const { answers } = readAnswers(query);
  return verdict(decide(answers), current, answers);
};
const MODERN = { platform: 'k8s', kernel: '6.6', nft: '1.0.9' };

describe('the verdict on the mode a reader runs today', () => {
  it('IPVS on a modern node: required by the planned gate, then by the planned removal, then now', () => {
    expect(of('ipvs', { ...MODERN, version: '1.37' })).toEqual({
      kind: 'requiredBy',
      version: 'ipvsGatedVersion',
      sources: ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs'],
      move: { to: 'nftables', runbook: 'ipvs-to-nftables' },
    });
    expect(of('ipvs', { ...MODERN, version: '1.40' })).toMatchObject({
      kind: 'requiredBy',
      version: 'ipvsRemovedVersion',
    });
    expect(of('ipvs', { ...MODERN, version: '1.43' })).toEqual({
      kind: 'requiredNow',
      move: { to: 'nftables', runbook: 'ipvs-to-nftables' },
    });
  });

  it('IPVS with the kernel and nft unknown: the pick (iptables) otherwise, nftables once both are known new enough', () => {
    expect(of('ipvs', { platform: 'k8s', version: '1.37' })).toEqual({
      kind: 'requiredBy',
      version: 'ipvsGatedVersion',
      sources: ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs'],
      move: { to: 'iptables', runbook: 'ipvs-to-iptables' },
      conditional: {
        when: [
          { kind: 'kernel', to: '5.13' },
          { kind: 'nft', to: '1.0.1' },
        ],
        move: { to: 'nftables', runbook: 'ipvs-to-nftables' },
      },
    });
  });

  it('IPVS on a kernel too old for nftables: the path is iptables', () => {
    expect(of('ipvs', { platform: 'k8s', version: '1.37', kernel: '4.19', nft: '1.0.9' })).toMatchObject({
      kind: 'requiredBy',
      move: { to: 'iptables', runbook: 'ipvs-to-iptables' },
    });
  });

  it('IPVS as the pick on CCE: still required by the planned end, and the move is a new cluster', () => {
    const query = { platform: 'cce', version: '1.31', services: '20000', shortConn: 'false' };
    expect(decide(readAnswers(query).answers).pick).toBe('ipvs');
    expect(of('ipvs', query)).toEqual({
      kind: 'requiredBy',
      version: 'ipvsGatedVersion',
      sources: ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs'],
      move: { to: 'iptables', runbook: null, why: 'newCluster' },
    });
  });

  it("IPVS on EKS 1.33: EKS's own earlier date binds first, labelled; upstream's plan beside it", () => {
    const eks = { platform: 'eks', kernel: '6.1.124', nft: '1.0.9' };
    expect(of('ipvs', { ...eks, version: '1.33' })).toEqual({
      kind: 'requiredBy',
      version: 'ipvsGatedVersion',
      sources: ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs'],
      // AWS recommends nftables only from 1.36: iptables is the suitable one here.
      move: { to: 'iptables', runbook: 'ipvs-to-iptables' },
      platformEnd: {
        platform: 'eks',
        mode: 'ipvs',
        minor: 36,
        saidIn: 35,
        repeated: false,
        sources: ['eks-versions-standard'],
      },
    });
    // No version given: the earliest date that could bind leads too.
    expect(of('ipvs', { platform: 'eks' })).toHaveProperty('platformEnd.minor', 36);
    // From EKS 1.36 its own date has passed, contradicted: upstream's plan alone.
    expect(of('ipvs', { ...eks, version: '1.36' })).not.toHaveProperty('platformEnd');
    // A platform that is silent: upstream's alone.
    expect(of('ipvs', { ...MODERN, version: '1.35' })).not.toHaveProperty('platformEnd');
  });

  it("names the platform's end where its rule on the mode's card does, from the same data", () => {
    const words = JSON.parse(readFileSync(new URL('../../../locales/en/rules.json', import.meta.url), 'utf8')) as {
      rules: Record<string, { reason: string }>;
    };
    const eks = MODE_ENDS.eks!;
    expect(words.rules['ipvs-eks-notes-disagree']?.reason).toContain(`for 1.${eks.saidIn}`);
    expect(words.rules['ipvs-eks-notes-disagree']?.reason).toContain(`Kubernetes 1.${eks.minor}`);
  });

  it('no change when the current mode is the pick, or ranks with it', () => {
    expect(of('nftables', { ...MODERN, version: '1.37' })).toEqual({ kind: 'none' });
    // iptables is suitable beside the suitable pick.
    expect(of('iptables', { ...MODERN, version: '1.37' })).toEqual({ kind: 'none' });
  });

  it('required now when the current mode is unsuitable; optional when it is only behind', () => {
    expect(of('nftables', { platform: 'k8s', version: '1.37', kernel: '4.19', nft: '1.0.9' })).toEqual({
      kind: 'requiredNow',
      move: { to: 'iptables', runbook: 'nftables-to-iptables' },
    });
    // On CCE v1.35 at scale iptables is behind the pick (nftables): a new cluster, CCE fixes the mode.
    const cce = of('iptables', { platform: 'cce', version: '1.35', kernel: '6.6', nft: '1.0.9', services: '4000' });
    expect(cce).toEqual({ kind: 'optional', move: { to: 'nftables', runbook: null, why: 'newCluster' } });
    // On CCE v1.31 the pick at scale is IPVS, deprecated and so a caution like iptables: nothing to gain.
    expect(of('iptables', { platform: 'cce', version: '1.31', services: '20000', shortConn: 'false' })).toEqual({
      kind: 'none',
    });
    // Where IPVS alone has the algorithm asked for, it is the pick, but deprecated it is a caution
    // like iptables: nothing to gain. From a mode ruled out, the move is to it, with no runbook.
    const lc = { platform: 'k8s', version: '1.31', services: '20000', shortConn: 'false', lb: 'lc' };
    expect(of('iptables', { ...lc, kernel: '6.6', nft: '1.0.9' })).toEqual({ kind: 'none' });
    expect(of('nftables', { ...lc, kernel: '4.19', nft: '1.0.9' })).toEqual({
      kind: 'requiredNow',
      move: { to: 'ipvs', runbook: null, why: 'towardsIpvs' },
    });
  });

  it('says the choice is made now for a new cluster, and nothing where a dataplane replaces kube-proxy', () => {
    expect(of('new', MODERN)).toEqual({ kind: 'new' });
    expect(of('ipvs', { platform: 'gke', dataplane: 'replaced' })).toEqual({ kind: 'noPick' });
  });
});
