// Query strings a reader (or a broken link) may bring: fast-check generators shared by the Node
// fuzzing of the prerender entry (e2e/static/fuzz.test.ts) and the seeded browser runs
// (robustness.spec.ts). No Playwright here.
import fc from 'fast-check';
import { ANSWER_KEYS } from '../../src/domain/answers/answers';
import { RULESET_VERSIONS } from '../../src/domain/changes/versions';

/** Parameter names the pages read, names that trip naive object handling, and anything else. */
const KNOWN_KEYS = [...ANSWER_KEYS, 'step', 'modes', 'diff', 'services', 'endpoints', 'rules'];
const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  '',
  '[]',
  'a[b]',
  'a.b',
  'PLATFORM',
  'lang',
  '_',
  'then',
];
const keyArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Values: near-misses of every format, JSON and number edge cases, Unicode, huge text. */
const NASTY_VALUES = [
  '',
  ' ',
  'true',
  'false',
  'TRUE',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '0x10',
  '1.30',
  // Rule-set versions: known ones, and a future one.
  ...RULESET_VERSIONS.map((r) => r.version),
  '9.0.0',
  '1.3',
  '9999999999999999999999',
  '3000.5',
  '１２３',
  'none',
  'v',
  '1..31',
  'v1.31.4-r0',
  '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
  '{"a":1}',
  '[1,2]',
  '"quoted"',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  'nftables,ipvs',
  'nftables,nftables',
  ',,,',
  'iptables,foo',
  'RR',
  'centos-7.6 ',
  '\u202eevil',
  '\u0000',
  '🙂',
  '中文',
];
const valueArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 15 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 3000 }).map((n) => 'x'.repeat(n)) },
);

/** Raw text for the query, including percent-escapes that do not decode. */
const rawArb = fc.oneof(
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%zz',
    '%00',
    '%25',
    '%%41',
    '+',
    '++',
    '%2B',
    '%26',
    '%3D',
    '=',
    '==',
    '&',
    ';',
    '?',
    '%C0%AF',
    '%FF%FE',
  ),
  fc.stringMatching(/^[A-Za-z0-9%+=._~!$'()*,;:@/?-]{0,20}$/),
);

/** One `key=value` pair: encoded like a browser would, raw, or a key alone. */
const pairArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(keyArb, valueArb).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
  },
  { weight: 2, arbitrary: fc.tuple(keyArb, rawArb).map(([k, v]) => `${encodeURIComponent(k)}=${v}`) },
  { weight: 1, arbitrary: keyArb.map((k) => encodeURIComponent(k)) },
  { weight: 1, arbitrary: rawArb },
);

/** A whole query string (without `?`): pairs joined by `&`, repeats and empty pairs included. */
export const queryArb = fc.array(pairArb, { minLength: 0, maxLength: 10 }).map((pairs) => pairs.join('&'));

/** Garbage beside valid parameters: never a key the test sets, and answer values that cannot parse. */
function garbageArb(reserved: readonly string[]) {
  const answerKeys = ANSWER_KEYS as readonly string[];
  // A leading "~" makes a value unreadable for every answer (each must start with a letter or digit).
  const unparsable = valueArb.map((v) => `~${v}`);
  return fc
    .array(
      fc.oneof(
        fc.tuple(keyArb, valueArb).filter(([k]) => !reserved.includes(k) && !answerKeys.includes(k) && k !== 'step'),
        fc.tuple(fc.constantFrom(...answerKeys), unparsable).filter(([k]) => !reserved.includes(k)),
      ),
      { maxLength: 10 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`));
}

/** Valid pairs and garbage pairs, shuffled together. */
export function mixedQuery(valid: Record<string, string>) {
  const validPairs = Object.entries(valid).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return garbageArb(Object.keys(valid))
    .chain((garbage) =>
      fc.shuffledSubarray([...validPairs, ...garbage], { minLength: validPairs.length + garbage.length }),
    )
    .map((pairs) => pairs.join('&'));
}
