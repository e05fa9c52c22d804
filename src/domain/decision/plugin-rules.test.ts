import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { PLUGIN_CELLS } from '../plugins/cells';
import { PLUGIN_IDS, type PluginCell } from '../plugins/model';
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

// What each plugin answer makes of a link is in the golden table (decision-golden.txt).

describe('Antrea with nftables mode', () => {
  it('names no first release (its documents give none), so no version note fires', () => {
    expect(PLUGIN_CELLS.antrea.nftables).toEqual({ support: 'supported', sources: ['antrea-architecture'] });
    const fired = decide(parseAnswers({ version: '1.35', plugin: 'antrea' }).answers).modes.nftables.fired;
    expect(fired.map((f) => f.id)).not.toContain('nftables-plugin-from-version');
    const vpc = decide(parseAnswers({ version: '1.35', plugin: 'aws-vpc-cni' }).answers).modes.nftables.fired;
    expect(vpc.map((f) => f.id)).toContain('nftables-plugin-from-version');
  });
});
