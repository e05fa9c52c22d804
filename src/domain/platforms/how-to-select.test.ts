import { describe, expect, it } from 'vitest';
import { MODES } from '../modes';
import { howToSelect } from './how-to-select';
import { PLATFORM_IDS } from './model';
import { platformById } from './platforms';

describe('howToSelect', () => {
  it("gives each platform's snippets for the mode, every interface, and no other mode's", () => {
    for (const id of PLATFORM_IDS)
      for (const mode of MODES) {
        const { snippets } = howToSelect(id, mode);
        expect(snippets.every((s) => s.mode === mode)).toBe(true);
        expect(snippets.length).toBe(platformById(id)!.snippets.filter((s) => s.mode === mode).length);
      }
    expect(howToSelect('eks', 'nftables').snippets.map((s) => s.via)).toEqual(['cli', 'terraform']);
    expect(howToSelect('cce', 'ipvs').snippets.map((s) => s.via)).toEqual(['api', 'terraform']);
  });

  it('says where the snippets can only create a cluster, with the sources that say so', () => {
    expect(howToSelect('cce', 'iptables').creation).toEqual(['cce-param-kube-proxy-mode', 'cce-constraints']);
    expect(howToSelect('eks', 'iptables').creation).toBeUndefined();
    expect(howToSelect('kubeadm', 'nftables').creation).toBeUndefined();
  });

  it("says where the mode is the platform's default", () => {
    expect(howToSelect('eks', 'iptables')).toEqual({ snippets: [], isDefault: ['eks-nftables'] });
    expect(howToSelect('ack', 'ipvs').isDefault).toBeDefined();
    expect(howToSelect('eks', 'nftables').isDefault).toBeUndefined();
  });

  it("names every argument CCE's Terraform resource requires that the snippet leaves out", () => {
    for (const mode of ['iptables', 'ipvs'] as const) {
      const tf = howToSelect('cce', mode).snippets.filter((x) => x.via === 'terraform');
      expect(tf.map((x) => x.code.split('\n')[1])).toEqual([
        '  # … name, flavor_id, vpc_id, subnet_id, container_network_type …',
      ]);
    }
  });

  it('has none where the platform publishes no value for the mode', () => {
    expect(howToSelect('cce', 'nftables').snippets).toEqual([]);
    expect(howToSelect('gke', 'iptables').snippets).toEqual([]);
  });
});
