/**
 * Property-based tests (fast-check) of the URL contract: whatever a share link
 * holds, reading it never throws, valid answers survive any garbage beside them,
 * and the canonical form is a fixed point.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerKey } from './answers';
import {
  ANSWER_KEYS,
  PLUGIN_CHOICES,
  CURRENT_MODES,
  DATAPLANE_CHOICES,
  KUBE_PROXY_PLACES,
  LB_NEEDS,
  OS_IMAGES,
  PLATFORM_CHOICES,
  asks,
  parseAnswers,
  serializeAnswers,
} from './answers';

const RUNS = { numRuns: 200 };

/** Text of any shape: ASCII, full Unicode, URL-ish punctuation, whitespace, near-valid versions. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    'true ',
    ' FALSE',
    'TRUE',
    'none',
    'NONE',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e3',
    '3000.5',
    '１２３',
  ),
  fc.constantFrom(
    '1.',
    '.31',
    '1.31.4.5',
    'v',
    'v1',
    '5.10',
    '1..31',
    '1.99999',
    '99999.1.1',
    'nftables v',
    '<b>x</b>',
    '%00',
    '${x}',
  ),
  fc.stringMatching(/^v?\d{1,6}(\.\d{1,6}){0,4}[-+.~_a-z0-9]{0,12}$/),
);

/** Extra parameters beside the answers, including names that trip naive object handling. */
const extraKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'step',
    'lang',
    'utm_source',
    'PLATFORM',
    'Version',
    ' kernel',
  ),
);

const knownKey = fc.constantFrom(...ANSWER_KEYS);

/** A record as a router hands it over: any subset of the answer keys, plus extra keys, all strings. */
const garbageRecord = fc
  .tuple(
    fc.array(fc.tuple(knownKey, anyText), { maxLength: 16 }),
    fc.array(fc.tuple(extraKey, anyText), { maxLength: 6 }),
  )
  .map(([known, extra]) => Object.fromEntries([...extra, ...known]) as Record<string, string>);

/** Valid URL text for each answer (several spellings of the same value, as users paste them). */
const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
const VALID: Record<AnswerKey, fc.Arbitrary<string>> = {
  platform: fc.constantFrom(...PLATFORM_CHOICES, 'CCE', ' k8s '),
  version: fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: 9999 }),
      fc.option(digits(0, 99)),
      fc.constantFrom('', '-r0', '-r0-31.0.2.1', '+k3s1'),
    )
    .map(
      ([v, minor, patch, suffix]) =>
        `${v ? 'v' : ''}1.${minor}${patch === null ? '' : `.${patch}`}${patch === null ? '' : suffix}`,
    ),
  kernel: fc
    .tuple(
      fc.integer({ min: 2, max: 9 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 999 }),
      fc.constantFrom('', '-182.0.0.95.r1941_123.hce2.x86_64', '-18-amd64', '-553.el8_10.x86_64', '-generic'),
    )
    .map(([a, b, c, s]) => `${a}.${b}.${c}${s}`),
  nft: fc.oneof(
    fc.constant('none'),
    fc.tuple(digits(0, 9), digits(0, 9), digits(0, 20)).map(([a, b, c]) => `${a}.${b}.${c}`),
    fc
      .tuple(digits(0, 9), digits(0, 9), digits(0, 20))
      .map(([a, b, c]) => `nftables v${a}.${b}.${c} (Lester Gooch #5)`),
  ),
  os: fc.constantFrom(...OS_IMAGES),
  services: digits(0, 1_000_000),
  endpoints: digits(1, 10_000),
  lb: fc.constantFrom(...LB_NEEDS),
  shortConn: fc.constantFrom('true', 'false'),
  pingClusterIP: fc.constantFrom('true', 'false'),
  elbSharedIngress: fc.constantFrom('true', 'false'),
  elbSharedCluster: fc.constantFrom('true', 'false'),
  portRange: fc.constantFrom('true', 'false'),
  passThrough: fc.constantFrom('true', 'false', 'TRUE'),
  kubeProxy: fc.constantFrom(...KUBE_PROXY_PLACES),
  dataplane: fc.constantFrom(...DATAPLANE_CHOICES),
  current: fc.constantFrom(...CURRENT_MODES),
  plugin: fc.constantFrom(...PLUGIN_CHOICES),
};

/** A record of valid answers (any subset of the keys). */
const validRecord = fc.record(VALID, { requiredKeys: [] }) as fc.Arbitrary<Partial<Record<AnswerKey, string>>>;

/** Asked on every platform: its meaning never hangs on the platform answer. */
const asksEverywhere = (k: AnswerKey) => PLATFORM_CHOICES.every((p) => asks(p, k));
const absent = (v: unknown) => v === undefined || (typeof v === 'string' && v.trim() === '');

describe('parseAnswers over arbitrary search records', () => {
  it('never throws, and reports each present answer exactly once: as a value or as a notice', () => {
    fc.assert(
      fc.property(garbageRecord, (record) => {
        const { answers, notices } = parseAnswers(record);
        for (const key of Object.keys(answers)) expect(ANSWER_KEYS as readonly string[]).toContain(key);
        for (const key of ANSWER_KEYS) {
          const raw = Object.hasOwn(record, key) ? record[key] : undefined;
          // A plugin the platform does not name is kept with a note: a value, not a second report.
          const noticed = notices.filter((n) => n.param === key && n.kind !== 'offPlatform').length;
          const valued = answers[key] === undefined ? 0 : 1;
          expect(noticed + valued, `${key}=${JSON.stringify(raw)}`).toBe(absent(raw) ? 0 : 1);
        }
      }),
      RUNS,
    );
  });

  it('never throws on values of any type (a router that JSON-parses the search)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(knownKey, extraKey), fc.anything({ maxDepth: 2 }), { maxKeys: 16 }),
        (record) => {
          const { answers } = parseAnswers(record);
          if (answers.services !== undefined)
            expect(Number.isSafeInteger(answers.services) && answers.services >= 0).toBe(true);
          if (answers.endpoints !== undefined)
            expect(Number.isSafeInteger(answers.endpoints) && answers.endpoints >= 1).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('keeps every valid answer when garbage sits in the other parameters', () => {
    fc.assert(
      fc.property(validRecord, garbageRecord, (valid, garbage) => {
        // Garbage only in the parameters the valid record leaves free, plus any extra keys.
        const mixed: Record<string, string> = { ...garbage, ...valid };
        const alone = parseAnswers(valid);
        const together = parseAnswers(mixed);
        // The garbage may hold a valid platform of its own, which changes which questions are asked.
        const platformFromGarbage = valid.platform === undefined && together.answers.platform !== undefined;
        for (const key of Object.keys(valid) as AnswerKey[]) {
          if (platformFromGarbage && !asksEverywhere(key)) continue;
          expect(together.answers[key], `${key}=${valid[key]}`).toEqual(alone.answers[key]);
          const dropped = !asks(alone.answers.platform, key);
          expect(alone.answers[key] === undefined, `${key}=${valid[key]} is valid`).toBe(dropped);
        }
      }),
      RUNS,
    );
  });

  it('serializeAnswers ∘ parseAnswers is idempotent, and its output parses without notices', () => {
    fc.assert(
      fc.property(fc.oneof(garbageRecord, validRecord as fc.Arbitrary<Record<string, string>>), (record) => {
        const first = parseAnswers(record).answers;
        const canonical = serializeAnswers(first);
        const again = parseAnswers(canonical);
        // Only the note on a plugin the platform does not name, which keeps the answer.
        expect(again.notices.filter((n) => n.kind !== 'offPlatform')).toEqual([]);
        expect(again.answers).toEqual(first);
        expect(serializeAnswers(again.answers)).toEqual(canonical);
        // Share links use the fixed parameter order.
        const order = Object.keys(canonical).map((k) => ANSWER_KEYS.indexOf(k as AnswerKey));
        expect(order).toEqual([...order].sort((x, y) => x - y));
        // URL-encoding and decoding does not change the meaning.
        const viaUrl = Object.fromEntries(new URLSearchParams(new URLSearchParams(canonical).toString()));
        expect(parseAnswers(viaUrl).answers).toEqual(first);
      }),
      RUNS,
    );
  });
});
