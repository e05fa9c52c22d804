import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIE_ORDERS } from './evaluate';
import { formatThreshold, writtenForms, type ThresholdKey } from '../threshold-format';
import { THRESHOLD_KEYS, TIE_PRECEDENCE, placeholders, readBy } from './rule-book';
import { RULES } from './rules';

type Book = {
  conditions: Record<string, string>;
  thresholds: Record<string, string>;
  tie: Record<string, { when: string; why: string }>;
};
const load = (lang: string): Book =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/rulebook.json`, import.meta.url), 'utf8')) as Book;
const BOOKS = { en: load('en'), zh: load('zh') };

/** What is wrong with a condition text that should name exactly `declared`. */
function problems(text: string | undefined, declared: readonly ThresholdKey[]): string[] {
  if (text === undefined) return ['no condition text'];
  const out: string[] = [];
  const named = placeholders(text);
  const want = [...declared].sort();
  if (named.join() !== want.join())
    out.push(`placeholders ${named.join() || '(none)'} ≠ declared ${want.join() || '(none)'}`);
  // Outside its placeholders, a text must not write a threshold's value (v1.35, 5.13, 1.0.1, 3,000).
  const bare = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const key of THRESHOLD_KEYS) {
    for (const form of writtenForms(key)) {
      const escaped = form.replace(/[.,]/g, (c) => `\\${c}`);
      if (new RegExp(`(?<![\\d.,])v?${escaped}(?![\\d]|[.,]\\d)`).test(bare)) out.push(`writes ${key} as ${form}`);
    }
  }
  return out;
}

describe('the condition check', () => {
  it('catches a missing text, other placeholders, and a threshold written out', () => {
    expect(problems(undefined, [])).toEqual(['no condition text']);
    expect(problems('Below {{nftMinVersion}}.', ['nftMinVersionCce'])).toHaveLength(1);
    expect(problems('Below {{nftMinVersion}}.', [])).toHaveLength(1);
    expect(problems('Below v1.35.', [])).toEqual([
      'writes nftMinVersionCce as 1.35',
      'writes nftMinVersionAck as 1.35',
      'writes ipvsDeprecatedVersion as 1.35',
    ]);
    expect(problems('Kernel below 5.13.', [])).toEqual(['writes nftMinKernel as 5.13']);
    expect(problems('nft 1.0.1 or later', [])).toEqual(['writes nftToolCce as 1.0.1', 'writes nftTool as 1.0.1']);
    expect(problems('1,000 Services', [])).toEqual(['writes servicesK8s as 1,000']);
    expect(problems('3000 个 Service', [])).toEqual(['writes servicesCce as 3000']);
    // Other numbers are not thresholds: an OS release, a longer version.
    expect(problems('CentOS 7.6, Ubuntu 18.04, v1.350, 15.13', [])).toEqual([]);
  });
});

describe.each(Object.entries(BOOKS))('the rule book in %s', (_lang, book) => {
  it.each(RULES.map((r) => [r.id, r] as const))('%s: a condition naming its thresholds', (id, rule) => {
    expect(problems(book.conditions[id], rule.thresholds)).toEqual([]);
  });

  it('has a condition for every rule and for nothing else', () => {
    expect(Object.keys(book.conditions).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  it('names every threshold', () => {
    expect(Object.keys(book.thresholds).sort()).toEqual([...THRESHOLD_KEYS].sort());
  });

  it.each(TIE_PRECEDENCE.map((t) => [t.reason, t] as const))(
    'tie order %s: a condition naming its thresholds',
    (reason, tie) => {
      expect(problems(book.tie[reason]?.when, tie.thresholds)).toEqual([]);
      expect(book.tie[reason]?.why).toBeTruthy();
    },
  );
});

describe('thresholds', () => {
  it('are written as the pages write them', () => {
    expect(formatThreshold('nftMinVersionCce', 'en')).toBe('v1.35');
    expect(formatThreshold('nftMinKernel', 'en')).toBe('5.13');
    expect(formatThreshold('nftTool', 'en')).toBe('1.0.1');
    expect(formatThreshold('servicesCce', 'en')).toBe('3,000');
  });

  it('list the rules whose condition reads them', () => {
    expect(readBy('nftMinKernel')).toEqual([
      'nftables-kernel-below-5-13',
      'nftables-image-kernel-below-5-13',
      'nftables-kernel-conntrack',
    ]);
    expect(readBy('ipvsGateVersion')).toEqual([]);
  });
});

describe('the tie orders', () => {
  it('are each listed once', () => {
    expect(TIE_PRECEDENCE.map((t) => t.reason).sort()).toEqual(Object.keys(TIE_ORDERS).sort());
  });
});
