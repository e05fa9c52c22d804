// The rule book as built: every rule of the rule table (and every removed one) is an anchor on
// /{lang}/rules/, with its condition as the data and the words make it, in both languages.
import { describe, expect, it } from 'vitest';
import { REMOVED_RULES } from '../../src/domain/changes/changes';
import { THRESHOLD_KEYS, thresholdParams } from '../../src/domain/decision/rule-book';
import { RULES } from '../../src/domain/decision/rules';
import { LANGS, HTML_LANG, fill, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(LANGS)('/%s/rules/', (lang) => {
  const page = () => builtPages(BUILDS[0]!).find((p) => p.path === `${lang}/rules/`)!;
  const values = thresholdParams(HTML_LANG[lang]);

  it('has a row per rule, in the table of its mode and the order of the data, its condition filled from the thresholds', () => {
    const doc = page().doc;
    for (const table of doc.querySelectorAll('table.rule-table[data-mode]')) {
      const mode = table.getAttribute('data-mode');
      const rows = table.querySelectorAll('tbody tr').map((tr) => tr.id);
      expect(rows, `the ${mode} table`).toEqual(RULES.filter((r) => r.mode === mode).map((r) => r.id));
    }
    expect(doc.querySelectorAll('table.rule-table[data-mode] tbody tr')).toHaveLength(RULES.length);
    for (const rule of RULES) {
      const row = doc.getElementById(rule.id);
      expect(row?.tagName, rule.id).toBe('TR');
      const cells = row!.querySelectorAll('td').map((td) => normalise(td.text));
      expect(cells[1], rule.id).toContain(normalise(fill(tr(lang, 'rulebook', `conditions.${rule.id}`), values)));
      expect(cells[2], rule.id).toBe(tr(lang, 'common', `status.${rule.status}`));
    }
    // Every answer a finding's words name shows as a named slot, never as a raw placeholder.
    expect(doc.querySelector('main')?.text).not.toContain('{{');
  });

  it('keeps an anchor for every removed rule, linking the change that removed it', () => {
    const doc = page().doc;
    for (const r of REMOVED_RULES) {
      const item = doc.getElementById(r.id);
      expect(item?.tagName, r.id).toBe('LI');
      expect(item!.querySelector(`a[href="/${lang}/changes/#${r.entry}"]`), r.id).not.toBeNull();
      expect(normalise(item!.text)).toContain(r.removedIn);
    }
  });

  it('lists every threshold with its value and the rules that read it', () => {
    const doc = page().doc;
    for (const k of THRESHOLD_KEYS) {
      const row = doc.getElementById(`threshold-${k}`);
      expect(normalise(row?.querySelectorAll('td')[1]?.text ?? ''), k).toBe(values[k]);
      const readers = row!.querySelectorAll('a').map((a) => a.getAttribute('href'));
      expect(readers, k).toEqual(
        RULES.filter((r) => (r.thresholds as readonly string[]).includes(k)).map((r) => `#${r.id}`),
      );
    }
  });
});
