import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { PLUGIN_CELLS } from '../plugins/cells';
import { PLUGIN_IDS, cellNotes, supportOf, type PluginCell } from '../plugins/model';
import { decide } from './engine';
import { PLUGIN_RULES, PLUGIN_RULE_IDS, pluginRules } from './plugin-rules';

const fromUrl = (q: string) => parseAnswers(Object.fromEntries(new URLSearchParams(q))).answers;

describe('the plugin rules', () => {
  it('are the ones the cells give, each listed once', () => {
    expect(PLUGIN_RULES.map((r) => r.id)).toEqual([...PLUGIN_RULE_IDS]);
  });

  it('never rule iptables out: the engine always needs a mode to pick', () => {
    for (const id of PLUGIN_IDS) expect(supportOf(PLUGIN_CELLS[id].iptables), id).not.toBe('unsupported');
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
      weave: { ...cells.weave, ipvs: { notPublished: 'a test gap', sources: [] } },
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
    const vpc = decide(fromUrl('platform=k8s&plugin=aws-vpc-cni'));
    const ipvs = vpc.modes.ipvs.fired.filter((f) => f.id.includes('-plugin-'));
    expect(ipvs.every((f) => f.page === 'plugins')).toBe(true);
    expect(ipvs.map((f) => [f.id, f.params, f.source])).toEqual([
      [
        'ipvs-plugin-setting',
        { plugin: 'Amazon VPC CNI', setting: 'POD_SECURITY_GROUP_ENFORCING_MODE=standard' },
        ['vpc-cni-readme', 'eks-ipvs'],
      ],
    ]);
  });
});

describe('a setting is named only where a source of the plugin asks for it', () => {
  const settingsFired = (plugin: string) =>
    MODES.flatMap((m) =>
      decide(fromUrl(`platform=k8s&version=1.35&plugin=${plugin}`))
        .modes[m].fired.filter((f) => f.id.endsWith('-plugin-setting'))
        .map((f) => `${f.id}: ${f.params.setting}`),
    );
  it.each([
    ['calico', []],
    ['cilium', []],
    ['flannel', []],
    ['antrea', ['ipvs-plugin-setting: strictARP: true']],
    ['aws-vpc-cni', ['ipvs-plugin-setting: POD_SECURITY_GROUP_ENFORCING_MODE=standard']],
    ['azure-cni', []],
    ['canal', []],
    ['weave', []],
    ['kube-ovn', []],
  ] as const)('%s', (plugin, fired) => {
    expect(settingsFired(plugin)).toEqual(fired);
  });

  it('lists Calico’s and flannel’s own nftables settings as options, which no rule reads', () => {
    expect(cellNotes(PLUGIN_CELLS.calico.nftables)).toEqual([
      { key: 'since', version: 'v3.31' },
      { key: 'option', code: 'linuxDataplane: Nftables' },
    ]);
    expect(cellNotes(PLUGIN_CELLS.flannel.nftables)).toEqual([
      { key: 'optionSince', version: 'v0.25.0', code: '"EnableNFTables": true' },
    ]);
    // flannel works with nftables mode at any release its option may or may not have.
    const fired = decide(fromUrl('platform=k8s&version=1.35&plugin=flannel')).modes.nftables.fired.map((f) => f.id);
    expect(fired).not.toContain('nftables-plugin-from-version');
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
