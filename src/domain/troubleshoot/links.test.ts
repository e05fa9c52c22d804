import { describe, expect, it } from 'vitest';
import { RULES } from '../decision/rules';
import { MODE_PAGES } from '../matrix/mode-pages';
import { FEATURE_MODES } from '../migrate/feature-modes';
import { RUNBOOKS } from '../migrate/runbooks';
import { FEATURE_ENTRIES, RULE_ENTRIES } from './links';
import { TROUBLESHOOT_IDS } from './model';
import { TOLD_SOURCES } from '../facts';
import { troubleshootEntry } from './entries';

const ids: readonly string[] = TROUBLESHOOT_IDS;

describe('the links to troubleshooting entries', () => {
  it('from a mode page: each known problem that links one names an entry that exists, and cites its sources', () => {
    const linked = Object.values(MODE_PAGES).flatMap((p) => p.knownProblems.filter((k) => k.troubleshoot));
    expect(linked.length).toBeGreaterThan(0);
    for (const k of linked) {
      expect(ids, k.id).toContain(k.troubleshoot);
      expect(k.sources, k.id).toEqual([...troubleshootEntry(k.troubleshoot!).sources]);
    }
  });

  it('from a rule: each names a rule of the rule book and an entry that exists', () => {
    const rules = RULES.map((r) => r.id as string);
    for (const [rule, entry] of Object.entries(RULE_ENTRIES)) {
      expect(rules, rule).toContain(rule);
      expect(ids, rule).toContain(entry);
    }
  });

  it('from a runbook: each names a behaviour of the table and an entry, and that behaviour\'s "what breaks" carries it', () => {
    const rows = FEATURE_MODES.map((r) => r.id);
    for (const [row, entry] of Object.entries(FEATURE_ENTRIES)) {
      expect(rows, row).toContain(row);
      expect(ids, row).toContain(entry);
    }
    const breaks = Object.values(RUNBOOKS).flatMap((r) => r.breaks);
    for (const s of breaks) expect(s.troubleshoot, s.id).toBe(FEATURE_ENTRIES[s.id]);
    expect(breaks.some((s) => s.troubleshoot !== undefined)).toBe(true);
  });

  it('the short lists of sources are the entries’ own', () => {
    for (const [id, sources] of Object.entries(TOLD_SOURCES))
      expect(troubleshootEntry(id as keyof typeof TOLD_SOURCES).sources, id).toBe(sources);
  });
});
