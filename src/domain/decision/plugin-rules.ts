/**
 * The network plugin's word on each mode as rules, under the platform decision's policy
 * (docs/CONTRIBUTING.md): a mode the plugin's sources say it does not work with is unsuitable; a
 * pair no source speaks of is a caution; a plugin version or a setting the reader must see to is
 * an info note naming it, which never moves a pick. Built from the plugin cells (plugins/cells.ts):
 * one rule per mode and kind of cell the data holds, named in PLUGIN_RULE_IDS (their words are
 * typed by id; a unit test holds the list equal to the data). `other` and an unknown plugin fire none.
 */
import type { Answers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { PLUGIN_CELLS } from '../plugins/cells';
import { PLUGIN_IDS, PLUGIN_NAMES, supportOf, type PluginCell, type PluginId } from '../plugins/model';
import type { SourceId } from '../sources';
import type { Params, Rule, RuleStatus } from './rule-kit';

/** What the cell's sources say, where they speak of the pair. */
const said = (c: PluginCell | undefined) => (c === undefined || 'notPublished' in c ? undefined : c);

type Cells = Readonly<Record<PluginId, Readonly<Record<Mode, PluginCell>>>>;

const KINDS = {
  unsupported: { status: 'unsuitable', has: (c: PluginCell) => supportOf(c) === 'unsupported' },
  'not-published': { status: 'caution', has: (c: PluginCell) => 'notPublished' in c },
  'from-version': {
    status: 'info',
    has: (c: PluginCell) => supportOf(c) === 'supported' && said(c)?.since !== undefined,
  },
  setting: { status: 'info', has: (c: PluginCell) => supportOf(c) === 'supported' && said(c)?.setting !== undefined },
} as const satisfies Record<string, { status: RuleStatus; has: (c: PluginCell) => boolean }>;
type Kind = keyof typeof KINDS;

/** The rules the cells give today (none is `unsupported`: no source says a pair does not work). */
export const PLUGIN_RULE_IDS = [
  'nftables-plugin-not-published',
  'nftables-plugin-from-version',
  'iptables-plugin-not-published',
  'ipvs-plugin-not-published',
  'ipvs-plugin-setting',
] as const satisfies readonly `${Mode}-plugin-${Kind}`[];
type PluginRuleId = (typeof PLUGIN_RULE_IDS)[number];

interface PluginRule extends Rule {
  readonly id: `${Mode}-plugin-${Kind}`;
  readonly sourceFor: (a: Answers) => readonly SourceId[];
  readonly params: (a: Answers) => Params;
  readonly page: 'plugins';
}

const named = (a: Answers): PluginId | undefined =>
  a.plugin === undefined || a.plugin === 'other' ? undefined : a.plugin;

/** The rules a table of plugin cells gives: exported so the policy is tested on cells of every kind. */
export function pluginRules(cells: Cells): PluginRule[] {
  const cellOf = (a: Answers, mode: Mode): PluginCell | undefined => {
    const id = named(a);
    return id ? cells[id][mode] : undefined;
  };
  return MODES.flatMap((mode) =>
    (Object.keys(KINDS) as Kind[]).flatMap((kind) => {
      const { status, has } = KINDS[kind];
      const holding = PLUGIN_IDS.map((id) => cells[id][mode]).filter(has);
      if (holding.length === 0) return [];
      const fires = (a: Answers) => {
        const cell = cellOf(a, mode);
        return cell !== undefined && has(cell);
      };
      return [
        {
          id: `${mode}-plugin-${kind}` as const,
          mode,
          status,
          thresholds: [],
          when: fires,
          // The rule book cites every plugin's sources for it; a result, the reader's plugin's.
          source: [...new Set(holding.flatMap((c): readonly SourceId[] => c.sources))],
          sourceFor: (a: Answers) => cellOf(a, mode)?.sources ?? [],
          // What was read where no source speaks of the pair, and every cell, are on the plugins page.
          page: 'plugins' as const,
          params: (a: Answers): Params => {
            const id = named(a);
            const cell = said(cellOf(a, mode));
            return {
              ...(id ? { plugin: PLUGIN_NAMES[id] } : {}),
              ...(cell?.since ? { since: cell.since } : {}),
              ...(cell?.setting ? { setting: cell.setting } : {}),
            };
          },
        },
      ];
    }),
  );
}

export const PLUGIN_RULES = pluginRules(PLUGIN_CELLS) as (PluginRule & { readonly id: PluginRuleId })[];
