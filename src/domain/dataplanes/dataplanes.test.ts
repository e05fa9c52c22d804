import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../platforms/platforms';
import { SOURCES } from '../sources';
import { DATAPLANES, WHEN, saidOf } from './dataplanes';

const words = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/plugins.json`, import.meta.url), 'utf8')) as {
    beyond: Record<string, Record<string, string>>;
  };

describe('the dataplanes beyond kube-proxy', () => {
  it('source every statement, from the tables the page loads, with words in both languages', () => {
    for (const said of [...WHEN, ...DATAPLANES.flatMap(saidOf)]) {
      expect(said.sources.length, said.key).toBeGreaterThan(0);
      for (const id of said.sources) expect(['core', 'plugins'], id).toContain(SOURCES[id].group ?? 'core');
    }
    for (const lang of ['en', 'zh']) {
      const b = words(lang).beyond;
      for (const d of DATAPLANES) {
        expect(b['names']![d.id], `${lang} ${d.id}`).toBeTruthy();
        for (const s of saidOf(d)) expect(b[d.id]?.[s.key], `${lang} ${d.id}.${s.key}`).toBeTruthy();
      }
    }
  });

  it('name every platform whose own data says a dataplane replaces kube-proxy, on the same source', () => {
    const replacing = PLATFORMS.filter((p) => 'value' in p.replacement && p.replacement.value === 'yes');
    const ours = DATAPLANES.flatMap((d) => ('platform' in d.of ? [d] : []));
    expect(ours.map((d) => ('platform' in d.of ? d.of.platform : '')).sort()).toEqual(
      replacing.map((p) => p.id).sort(),
    );
    for (const p of replacing)
      if ('sources' in p.replacement)
        expect(ours.find((d) => 'platform' in d.of && d.of.platform === p.id)!.replaces.sources).toEqual(
          p.replacement.sources,
        );
  });
});
