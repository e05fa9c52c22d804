import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { PLUGIN_CELLS } from '../plugins/cells';
import { PLUGIN_IDS, type PLUGIN_CHOICES, type PluginCell } from '../plugins/model';
import { decide } from './engine';
import { PLUGIN_RULES, PLUGIN_RULE_IDS, pluginRules } from './plugin-rules';

const fromUrl = (q: string) => parseAnswers(Object.fromEntries(new URLSearchParams(q))).answers;

describe('the plugin rules', () => {
  it('are the ones the cells give, each listed once', () => {
    expect(PLUGIN_RULES.map((r) => r.id)).toEqual([...PLUGIN_RULE_IDS]);
  });

  it('never rule iptables out: the engine always needs a mode to pick', () => {
    for (const id of PLUGIN_IDS) expect(PLUGIN_CELLS[id].iptables.support, id).not.toBe('unsupported');
  });

  it('follow the policy on cells of every kind: does not work → unsuitable, unknown → caution, a version or setting → info', () => {
    const works: PluginCell = { support: 'supported', sources: ['calico-nftables'] };
    const cells = Object.fromEntries(
      PLUGIN_IDS.map((id) => [id, Object.fromEntries(MODES.map((m) => [m, works])) as Record<Mode, PluginCell>]),
    ) as unknown as typeof PLUGIN_CELLS;
    const made = pluginRules({
      ...cells,
      calico: {
        nftables: { support: 'unsupported', sources: ['calico-nftables'] },
        iptables: works,
        ipvs: { support: 'supported', since: 'v9', setting: 'x: y', sources: ['calico-use-ipvs'] },
      },
      weave: { ...cells.weave, ipvs: { support: 'notPublished', sources: [] } },
    });
    expect(made.map((r) => [r.id, r.status])).toEqual([
      ['nftables-plugin-unsupported', 'unsuitable'],
      ['ipvs-plugin-not-published', 'caution'],
      ['ipvs-plugin-from-version', 'info'],
      ['ipvs-plugin-setting', 'info'],
    ]);
    const calico = fromUrl('plugin=calico');
    const setting = made.find((r) => r.id === 'ipvs-plugin-setting');
    expect(setting?.when(calico)).toBe(true);
    expect(setting?.params(calico)).toEqual({ plugin: 'Calico', since: 'v9', setting: 'x: y' });
    expect(setting?.sourceFor(calico)).toEqual(['calico-use-ipvs']);
    for (const r of made) expect(r.when(fromUrl('plugin=other')), r.id).toBe(false);
    for (const r of made) expect(r.when({}), r.id).toBe(false);
  });

  it('cite, in a result, the sources of the reader’s plugin only', () => {
    const flannel = decide(fromUrl('platform=k8s&plugin=flannel'));
    const nft = flannel.modes.nftables.fired.filter((f) => f.id.includes('-plugin-'));
    expect(nft.every((f) => f.page === 'plugins')).toBe(true);
    expect(nft.map((f) => [f.id, f.params, f.source])).toEqual([
      [
        'nftables-plugin-from-version',
        { plugin: 'Flannel', since: 'v0.25.0', setting: '"EnableNFTables": true' },
        ['flannel-configuration', 'flannel-v0-25-0'],
      ],
      [
        'nftables-plugin-setting',
        { plugin: 'Flannel', since: 'v0.25.0', setting: '"EnableNFTables": true' },
        ['flannel-configuration', 'flannel-v0-25-0'],
      ],
    ]);
  });
});

/** Nodes and a cluster every mode can run on (upstream v1.35): what moves is the plugin's. */
const GOOD = 'platform=k8s&version=1.35&kernel=6.6&nft=1.0.6&kubeProxy=container';
type S = 'S' | 'C' | 'U';
const NAME = { S: 'suitable', C: 'caution', U: 'unsuitable' } as const;
type Row = [pick: Mode, nft: S, ipt: S, ipvs: S, fired: string[]];

// By hand, from the cells (plugins/cells.ts); IPVS is a caution on v1.35 (deprecated) for all.
const GOLDEN: Record<(typeof PLUGIN_CHOICES)[number] | 'unknown', Row> = {
  unknown: ['nftables', 'S', 'S', 'C', []],
  other: ['nftables', 'S', 'S', 'C', []],
  calico: ['nftables', 'S', 'S', 'C', ['nftables-plugin-from-version', 'nftables-plugin-setting']],
  cilium: ['nftables', 'S', 'S', 'C', ['ipvs-plugin-not-published']],
  flannel: [
    'nftables',
    'S',
    'S',
    'C',
    ['nftables-plugin-from-version', 'nftables-plugin-setting', 'ipvs-plugin-not-published'],
  ],
  antrea: ['nftables', 'S', 'S', 'C', ['nftables-plugin-from-version', 'ipvs-plugin-setting']],
  'aws-vpc-cni': ['nftables', 'S', 'S', 'C', ['nftables-plugin-from-version', 'ipvs-plugin-setting']],
  'azure-cni': ['nftables', 'S', 'S', 'C', []],
  canal: ['nftables', 'S', 'S', 'C', ['ipvs-plugin-not-published']],
  // Nothing published for nftables or iptables: both cautions, and the tie order keeps nftables.
  weave: [
    'nftables',
    'C',
    'C',
    'C',
    ['nftables-plugin-not-published', 'iptables-plugin-not-published', 'ipvs-plugin-not-published'],
  ],
  // Only IPVS is documented: the other two get cautions, IPVS keeps its deprecation caution.
  'kube-ovn': ['nftables', 'C', 'C', 'C', ['nftables-plugin-not-published', 'iptables-plugin-not-published']],
};

describe('the golden table, one row per plugin answer', () => {
  it.each(Object.entries(GOLDEN))('plugin=%s', (plugin, [pick, nft, ipt, ipvs, fired]) => {
    const d = decide(fromUrl(plugin === 'unknown' ? GOOD : `${GOOD}&plugin=${plugin}`));
    expect(d.pick).toBe(pick);
    expect([d.modes.nftables.status, d.modes.iptables.status, d.modes.ipvs.status]).toEqual([
      NAME[nft],
      NAME[ipt],
      NAME[ipvs],
    ]);
    expect(MODES.flatMap((m) => d.modes[m].fired.map((f) => f.id)).filter((id) => id.includes('-plugin-'))).toEqual(
      fired,
    );
  });

  it('moves the pick through a status: Kube-OVN documents only IPVS, which wins before its deprecation', () => {
    const q = 'platform=k8s&version=1.33&kernel=6.6&nft=1.0.6&kubeProxy=container';
    expect(decide(fromUrl(q)).pick).toBe('nftables');
    const d = decide(fromUrl(`${q}&plugin=kube-ovn`));
    expect([d.modes.nftables.status, d.modes.iptables.status, d.modes.ipvs.status]).toEqual([
      'caution',
      'caution',
      'suitable',
    ]);
    expect(d.pick).toBe('ipvs');
  });
});
