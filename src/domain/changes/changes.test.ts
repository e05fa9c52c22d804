import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_KEYS } from '../answers/answers';
import { RULES } from '../decision/rules';
import { RULESET_DATE, RULESET_VERSION } from '../decision/engine';
import { ROW_IDS } from '../matrix/model';
import { isSourceId } from '../sources';
import { PLATFORM_RULES } from '../decision/platform-rules';
import { CHANGES, REMOVED_RULES, changedSince, compareVersions, isRulesetVersion } from './changes';
import { CHANGED_VERSIONS, RULESET_VERSIONS } from './versions';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const words = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/changes.json`, import.meta.url), 'utf8')) as {
    entries: Record<string, { title: string; what: string; why: string }>;
    removedRules: Record<string, string>;
  };
const ruleIds = new Set<string>(RULES.map((r) => r.id));

describe('the rule-set versions', () => {
  it('rise in version, never go back in date, and the newest is the one the advice names', () => {
    for (let i = 1; i < RULESET_VERSIONS.length; i++) {
      expect(compareVersions(RULESET_VERSIONS[i]!.version, RULESET_VERSIONS[i - 1]!.version)).toBe(1);
      // Two versions may share a day.
      expect(RULESET_VERSIONS[i]!.date >= RULESET_VERSIONS[i - 1]!.date).toBe(true);
    }
    expect(RULESET_VERSIONS.at(-1)).toEqual({ version: RULESET_VERSION, date: RULESET_DATE });
  });

  it('compares major, minor and patch as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.1.0', '1.1.0')).toBe(0);
    expect(compareVersions('1.0.9', '1.1.0')).toBe(-1);
    expect(isRulesetVersion('1.1.0')).toBe(true);
    expect(isRulesetVersion('9.9.9')).toBe(false);
  });
});

describe('the change entries', () => {
  it('have unique kebab-case ids, newest first, each in a version published on or after its day', () => {
    expect(new Set(CHANGES.map((c) => c.id)).size).toBe(CHANGES.length);
    for (const [i, c] of CHANGES.entries()) {
      expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.date, c.id).toMatch(ISO);
      const published = RULESET_VERSIONS.find((v) => v.version === c.version);
      expect(published, c.id).toBeDefined();
      expect(c.date <= published!.date, `${c.id} is dated after its version was published`).toBe(true);
      if (i > 0) expect(CHANGES[i - 1]!.date >= c.date, `${c.id} is out of order`).toBe(true);
    }
  });

  it('name only rules that exist or were removed, rows of the table, answers and sources the guide has', () => {
    const removed = new Set<string>(REMOVED_RULES.map((r) => r.id));
    for (const c of CHANGES) {
      for (const r of c.rules) expect(ruleIds.has(r) || removed.has(r), `${c.id}: rule ${r}`).toBe(true);
      for (const row of c.rows) expect(ROW_IDS, c.id).toContain(row);
      if (c.answers !== 'every') for (const k of c.answers) expect(ANSWER_KEYS, c.id).toContain(k);
      for (const s of c.sources) expect(isSourceId(s), `${c.id}: source ${s}`).toBe(true);
    }
  });

  it('give every version after the first at least one entry, and the first none: the versions with a page', () => {
    for (const v of RULESET_VERSIONS.slice(1))
      expect(
        CHANGES.some((c) => c.version === v.version),
        v.version,
      ).toBe(true);
    expect(CHANGED_VERSIONS).toEqual(
      RULESET_VERSIONS.map((v) => v.version).filter((v) => CHANGES.some((c) => c.version === v)),
    );
  });

  it('have their words in both languages, and only theirs', () => {
    for (const lang of ['en', 'zh']) {
      const w = words(lang);
      expect(Object.keys(w.entries).sort(), lang).toEqual(CHANGES.map((c) => c.id).sort());
      for (const c of CHANGES)
        for (const part of ['title', 'what', 'why'] as const)
          expect(w.entries[c.id]?.[part]?.trim(), `${lang} ${c.id}.${part}`).toBeTruthy();
    }
  });
});

describe('the removed rules', () => {
  it('are gone from the rules, each removed by a version and named by the entry that says why', () => {
    for (const r of REMOVED_RULES) {
      expect(ruleIds.has(r.id), r.id).toBe(false);
      expect(isRulesetVersion(r.removedIn)).toBe(true);
      const entry = CHANGES.find((c) => c.id === r.entry);
      expect(entry?.rules, r.id).toContain(r.id);
      expect(entry?.version).toBe(r.removedIn);
      for (const lang of ['en', 'zh']) expect(words(lang).removedRules[r.id]?.trim(), `${lang} ${r.id}`).toBeTruthy();
    }
  });
});

describe('changedSince', () => {
  it('lists the newer entries that concern every result or one of the answers, newest first', () => {
    const ids = changedSince('1.0.0', ['nft']).map((c) => c.id);
    expect(ids).toContain('old-host-nft-rules-out-nftables');
    expect(ids).toContain('ipvs-deprecation-plan');
    expect(ids).not.toContain('kernel-backports');
    expect(ids).not.toContain('version-keeps-patch');
    // Newest first, as the page lists them.
    expect(ids.indexOf('old-host-nft-rules-out-nftables')).toBeLessThan(ids.indexOf('nft-minimum-1-0-1'));
  });

  it('lists only what concerns every result for a link with no answers, and nothing for a current link', () => {
    expect(changedSince('1.0.0', []).map((c) => c.id)).toEqual(['deprecated-is-a-caution', 'ipvs-deprecation-plan']);
    expect(changedSince(RULESET_VERSION, [...ANSWER_KEYS])).toEqual([]);
  });
});

describe("a platform's own change", () => {
  it('names every platform rule and their sources, across the entries scoped to platforms', () => {
    const scoped = CHANGES.filter((c) => c.platforms !== undefined);
    const ids = new Set<string>(PLATFORM_RULES.map((r) => r.id));
    const named = [...new Set(scoped.flatMap((c) => c.rules))].filter((id) => ids.has(id));
    expect(named.sort()).toEqual([...ids].sort());
    const cited = new Set(scoped.flatMap((c) => c.sources));
    expect(PLATFORM_RULES.flatMap((r) => r.source).filter((id) => !cited.has(id))).toEqual([]);
  });

  it('concerns only links naming one of its platforms', () => {
    const ids = (platform?: Parameters<typeof changedSince>[2]) =>
      changedSince('1.1.0', ['platform', 'version'], platform).map((c) => c.id);
    expect(ids('eks')).toContain('platforms-own-facts');
    expect(ids('cce')).not.toContain('platforms-own-facts');
    expect(ids('k8s')).not.toContain('platforms-own-facts');
    expect(ids(undefined)).not.toContain('platforms-own-facts');
  });
});
