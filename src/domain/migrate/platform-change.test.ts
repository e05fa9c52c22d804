import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../platforms/platforms';
import { platformChange } from './platform-change';

describe("a runbook's change on one platform", () => {
  it('every mode a platform offers with a published value has its command; the rest say why there is none', () => {
    for (const p of PLATFORMS)
      for (const offer of p.modes) {
        const change = platformChange(p.id, offer.mode);
        const isDefault = 'value' in p.defaultMode && p.defaultMode.value === offer.mode;
        if (change.kind === 'snippets') expect(change.snippets.every((s) => s.mode === offer.mode)).toBe(true);
        // No command: only the platform's default, or a value nobody publishes (EKS's add-on for iptables).
        else
          expect([p.id, offer.mode, change.kind]).toEqual([p.id, offer.mode, isDefault ? 'default' : 'notPublished']);
      }
  });

  it('EKS: the add-on command for nftables; iptables is its default, with no command of its own', () => {
    const nft = platformChange('eks', 'nftables');
    expect(nft.kind === 'snippets' && nft.snippets.map((s) => s.via)).toEqual(['cli', 'terraform']);
    expect(platformChange('eks', 'iptables')).toEqual({ kind: 'default', sources: ['eks-nftables'] });
  });

  it('AKS writes IPTABLES, a value its page lists, for the way back to iptables', () => {
    const ipt = platformChange('aks', 'iptables');
    expect(ipt.kind === 'snippets' && ipt.snippets[0]?.code).toContain('"mode": "IPTABLES"');
  });

  it('a mode the platform does not offer says so; a creation-time platform says its commands create a cluster', () => {
    expect(platformChange('tke', 'nftables')).toEqual({ kind: 'notOffered', sources: ['tke-api-advanced-settings'] });
    expect(platformChange('cce', 'nftables')).toEqual({
      kind: 'notPublished',
      creation: ['cce-param-kube-proxy-mode', 'cce-constraints'],
    });
  });
});
