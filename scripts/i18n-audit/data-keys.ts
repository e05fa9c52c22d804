// The keys the domain builds from its data (src/domain never names a key in a template the
// audit could read): the same lists the domain tests resolve in both languages.
import { CELLS, MATRIX_NS, MODES_NS, ROWS } from '../../src/domain/matrix/matrix';
import { MODE_PAGES, modePageKeys } from '../../src/domain/matrix/mode-pages';
import { THRESHOLD_KEYS } from '../../src/domain/decision/rule-book';
import { RULES } from '../../src/domain/decision/rules';
import { PLATFORMS } from '../../src/domain/platforms/platforms';
import { RUNBOOKS } from '../../src/domain/migrate/runbooks';
import { DATAPLANES, WHEN, saidOf } from '../../src/domain/dataplanes/dataplanes';
import { PLUGINS } from '../../src/domain/plugins/plugins';
import { MODE_READINGS } from '../../src/domain/which-mode';
import { MODES } from '../../src/domain/modes';
import { CONFIG_FIELDS } from '../../src/domain/settings/config-fields';
import { NODE_ROWS } from '../../src/domain/settings/beside-node';
import { CELL_VALUES } from '../../src/domain/migrate/feature-modes';
import { BEHAVIOURS } from '../../src/domain/settings/service-behaviours';

/** Namespace → every key the matrix, the mode pages and the rule book use. */
export function dataKeys(): Map<string, Set<string>> {
  const compare = [
    ...ROWS.flatMap((r) => [r.labelKey, r.hintKey]),
    ...CELLS.flatMap((c) => [c.key, c.valueKey, ...(c.points ?? [])]),
  ];
  const modes = Object.values(MODE_PAGES).flatMap(modePageKeys);
  return new Map([
    [MATRIX_NS, new Set(compare)],
    [MODES_NS, new Set(modes)],
    // The rule book names each rule's condition and each threshold from the rule data.
    // The platform pages name each platform's statements from the platform data.
    ['platforms', new Set(PLATFORMS.flatMap((p) => p.statements.map((s) => `platforms.${p.id}.statements.${s.id}`)))],
    // The runbooks name each step's words from the runbook data.
    [
      'migrate',
      new Set(
        Object.values(RUNBOOKS).flatMap((r) => [
          ...r.checklist.map((s) => `checklist.${s.key}`),
          ...[...r.change, ...r.verify, ...r.rollback, ...r.breaks].map((s) => `steps.${s.key}`),
        ]),
      ),
    ],
    // The plugins page names a plugin's status, and the page beyond kube-proxy each dataplane and its
    // statements, from their data.
    [
      'plugins',
      new Set([
        ...PLUGINS.flatMap((p) => (p.status ? [`status.${p.id}`] : [])),
        ...WHEN.map((w) => `beyond.when.${w.key}`),
        ...DATAPLANES.flatMap((d) => [`beyond.names.${d.id}`, ...saidOf(d).map((s) => `beyond.${d.id}.${s.key}`)]),
      ]),
    ],
    // The import page words each way to read the mode running today from its data,
    // and each dataplane whose own setting it reads as proof that kube-proxy is replaced.
    [
      'import',
      new Set([
        ...MODE_READINGS.map((r) => `whichMode.readings.${r.id}`),
        ...DATAPLANES.flatMap((d) =>
          d.evidence ? [`unknown.kubeProxyReplaced.${d.id}`, `notes.dataplaneSetting.${d.id}`] : [],
        ),
      ]),
    ],
    // The settings page describes each configuration field from the field table.
    ['settings', new Set(CONFIG_FIELDS.map((f) => `fields.${f.path}`))],
    // The services page names each behaviour, each cell's value and each row of the node's table from their data.
    [
      'services',
      new Set([
        ...BEHAVIOURS.map((r) => `rows.${r.id}`),
        ...CELL_VALUES.map((v) => `values.${v}`),
        ...NODE_ROWS.flatMap((r) => [`node.${r.id}.label`, ...MODES.map((m) => `node.${r.id}.${m}`)]),
      ]),
    ],
    ['rulebook', new Set([...RULES.map((r) => `conditions.${r.id}`), ...THRESHOLD_KEYS.map((k) => `thresholds.${k}`)])],
  ]);
}
