import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THRESHOLDS } from '../../../domain/facts';
import { SLOTS } from './slots';

const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as {
    rules: Record<string, { title: string; reason: string }>;
    slots: Record<string, string>;
  };

describe.each(['en', 'zh'])('the rule book slots in %s', (lang) => {
  it('name every placeholder of every rule’s words, each with words of its own', () => {
    const used = new Set(
      Object.values(load(lang, 'rules').rules).flatMap((r) =>
        [...`${r.title} ${r.reason}`.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''),
      ),
    );
    // A threshold's key is filled with its value, on a result and in the rule book alike.
    const thresholds = Object.keys(THRESHOLDS);
    expect([...used].filter((p) => !(SLOTS as readonly string[]).includes(p) && !thresholds.includes(p))).toEqual([]);
    expect(Object.keys(load(lang, 'rulebook').slots).sort()).toEqual([...SLOTS].sort());
  });
});
