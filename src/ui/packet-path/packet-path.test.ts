import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODES } from '../../domain/modes';
import { PACKET_PATHS } from '../../domain/packet-path';

type Words = Record<string, Record<string, string>>;
const load = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/diagram.json`, import.meta.url), 'utf8')) as Words;

describe.each(['en', 'zh'])('the packet paths in %s', (lang) => {
  const words = load(lang);
  it.each([...MODES])(
    '%s: every step has a short label of at most two lines, and the figure its title, description and growth',
    (mode) => {
      const own = words[mode]!;
      for (const step of PACKET_PATHS[mode].steps) {
        const lines = own[step]?.split('\n') ?? [];
        expect(lines.length, step).toBeGreaterThan(0);
        expect(lines.length, step).toBeLessThanOrEqual(2);
        // A box is 132 units wide: about 17 Latin or 9 Chinese characters at its font size.
        for (const line of lines)
          expect([...line].length, `${step}: ${line}`).toBeLessThanOrEqual(lang === 'en' ? 17 : 14);
      }
      for (const key of ['title', 'desc', 'grew']) expect(own[key]?.length, key).toBeGreaterThan(10);
      expect(Object.keys(own).sort()).toEqual([...PACKET_PATHS[mode].steps, 'title', 'desc', 'grew'].sort());
    },
  );

  it('the found step is one of the steps, found by walking in iptables only', () => {
    for (const mode of MODES) expect(PACKET_PATHS[mode].steps).toContain(PACKET_PATHS[mode].found.step);
    expect(MODES.filter((m) => PACKET_PATHS[m].found.by === 'walk')).toEqual(['iptables']);
  });
});
