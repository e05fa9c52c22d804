// Robustness, property-based (fast-check) over URLs: any query string on any route renders the
// page — its h1, never the error panel — with no uncaught error or console error, and valid
// parameters in the same URL still take effect however much garbage sits beside them.
import fc from 'fast-check';
import { type Page } from '@playwright/test';
import { ANSWER_KEYS, parseAnswers } from '../src/domain/answers/answers';
import { visibleQuestions } from '../src/domain/answers/questions';
import { evaluate } from '../src/domain/decision/engine';
import {
  test,
  expect as baseExpect,
  waitForHydration,
  ALL_PAGES,
  CORE_PAGES,
  LANGS,
  isBuilt,
  type Lang,
  type SitePage,
} from './fixtures';

// Each run is a full page load: a few dozen per test.
test.describe.configure({ timeout: 300_000 });
// What depends on the URL renders after hydration, which can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const RUNS = 30;
const EFFECT_RUNS = 20;
// Each property loads a page 20–30 times: on a slow 2-core runner that takes minutes.
test.describe.configure({ timeout: 240_000 });

// ---------------------------------------------------------------------------------------------
// Generators

/** Parameter names the pages read, names that trip naive object handling, and anything else. */
const KNOWN_KEYS = [...ANSWER_KEYS, 'step', 'modes', 'diff', 'services', 'endpoints'];
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
const queryArb = fc.array(pairArb, { minLength: 0, maxLength: 10 }).map((pairs) => pairs.join('&'));

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
function mixedQuery(valid: Record<string, string>) {
  const validPairs = Object.entries(valid).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return garbageArb(Object.keys(valid))
    .chain((garbage) =>
      fc.shuffledSubarray([...validPairs, ...garbage], { minLength: validPairs.length + garbage.length }),
    )
    .map((pairs) => pairs.join('&'));
}

// ---------------------------------------------------------------------------------------------
// Checks

/** The test id of the page component a route renders. */
const pageTestId = (p: SitePage) => (p.key === 'modes' ? `page-mode-${p.path.split('/')[1]}` : `page-${p.key}`);

/** Waits until the page has hydrated and rendered what depends on the URL. */
async function settle(page: Page, p: SitePage) {
  await waitForHydration(page);
  await expect(page.locator(`main [data-testid="${pageTestId(p)}"]`)).toBeVisible();
  for (const live of await page.locator('.awaits-hydration').all())
    await expect(live).toHaveAttribute('data-ready', 'true');
  // Let effects that run after the first client render finish.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Opens `url` and checks the page rendered: its h1, no error panel, no new console problem. */
async function expectRendered(page: Page, p: SitePage, url: string, problems: string[]) {
  const before = problems.length;
  // From a blank page, so a URL that differs from the last one only by its #hash still loads.
  await page.goto('about:blank');
  const res = await page.goto(url);
  expect(res?.status(), `${url}: HTTP status`).toBe(200);
  await settle(page, p);
  await expect(page.locator('main h1').first(), `${url}: the page's heading`).toBeVisible();
  expect(await page.getByTestId('error-panel').count(), `${url}: the error panel`).toBe(0);
  expect(await page.getByTestId('not-found').count(), `${url}: the 404 page`).toBe(0);
  expect(problems.slice(before), `${url}: console errors or uncaught exceptions`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Any query string on any route renders the page

for (const p of ALL_PAGES) {
  test(`any query string on /{lang}/${p.path} renders the page`, async ({ page, consoleProblems }) => {
    const langs = LANGS.filter((l) => isBuilt(l, p));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...langs), queryArb, fc.boolean(), async (lang, query, withHash) => {
        await expectRendered(page, p, `/${lang}/${p.path}?${query}${withHash ? '#x' : ''}`, consoleProblems);
      }),
      { numRuns: RUNS },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Valid parameters in the same URL still take effect

const at = (key: string) => CORE_PAGES.find((p) => p.key === key)!;

/** Runs `check` on `/{lang}/{page}?{valid params + garbage}` for generated garbage. */
async function validAmidGarbage(
  page: Page,
  problems: string[],
  key: string,
  valid: Record<string, string>,
  check: (page: Page, lang: Lang, url: string) => Promise<void>,
) {
  const p = at(key);
  const langs = LANGS.filter((l) => isBuilt(l, p));
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...langs), mixedQuery(valid), async (lang, query) => {
      const url = `/${lang}/${p.path}?${query}`;
      await expectRendered(page, p, url, problems);
      await check(page, lang, url);
    }),
    { numRuns: EFFECT_RUNS },
  );
}

test('result: valid answers amid garbage still decide the recommendation', async ({ page, consoleProblems }) => {
  // k8s v1.33 with a 6.1 kernel and nft 1.0.6 meets every nftables requirement: nftables wins.
  const valid = { platform: 'k8s', version: '1.33', kernel: '6.1.0', nft: '1.0.6' };
  const expected = evaluate(parseAnswers(valid).answers);
  expect(expected.pick).toBe('nftables');
  await page.goto('/en/result/');
  await waitForHydration(page);
  await validAmidGarbage(page, consoleProblems, 'result', valid, async (pg, _lang, url) => {
    await expect(pg.getByTestId('recommendation'), url).toHaveAttribute('data-mode', expected.pick);
    for (const mode of ['nftables', 'iptables', 'ipvs'] as const) {
      await expect(pg.locator(`[data-testid="mode-${mode}"][data-status]`), `${url}: ${mode}`).toHaveAttribute(
        'data-status',
        expected.modes[mode].status,
      );
    }
  });
});

test('result: CCE answers with cautions and unsuitable modes survive garbage too', async ({
  page,
  consoleProblems,
}) => {
  const valid = {
    platform: 'cce',
    version: '1.31',
    kernel: '4.18.0',
    os: 'centos-7.6',
    elbSharedIngress: 'true',
    passThrough: 'false',
    services: '5000',
  };
  const expected = evaluate(parseAnswers(valid).answers);
  await page.goto('/en/result/');
  await waitForHydration(page);
  await validAmidGarbage(page, consoleProblems, 'result', valid, async (pg, _lang, url) => {
    await expect(pg.getByTestId('recommendation'), url).toHaveAttribute('data-mode', expected.pick);
    await expect(pg.locator('[data-testid="mode-ipvs"][data-status]'), url).toHaveAttribute(
      'data-status',
      expected.modes.ipvs.status,
    );
    await expect(pg.locator('[data-testid="mode-nftables"][data-status]'), url).toHaveAttribute(
      'data-status',
      expected.modes.nftables.status,
    );
  });
});

test('wizard: the platform, answers and step amid garbage still apply', async ({ page, consoleProblems }) => {
  const valid = { platform: 'k8s', services: '5000', lb: 'rr', step: '3' };
  const answers = parseAnswers(valid).answers;
  const steps = visibleQuestions(answers.platform).length;
  const pick = evaluate(answers).pick;
  await validAmidGarbage(page, consoleProblems, 'wizard', valid, async (pg, _lang, url) => {
    await expect(pg.locator('.wizard-steps ol > li'), `${url}: k8s hides the CCE-only steps`).toHaveCount(steps);
    await expect(
      pg.locator('.wizard-steps ol > li').nth(2).locator('[aria-current="step"]'),
      `${url}: step 3 is shown`,
    ).toHaveCount(1);
    await expect(pg.getByTestId('wizard-lean'), `${url}: the lean follows the answers`).toHaveAttribute(
      'data-mode',
      pick,
    );
  });
});

test('compare: the chosen modes and the difference highlight amid garbage still apply', async ({
  page,
  consoleProblems,
}) => {
  await validAmidGarbage(
    page,
    consoleProblems,
    'compare',
    { modes: 'nftables,ipvs', diff: 'true' },
    async (pg, _lang, url) => {
      await expect(pg.locator('thead th[data-mode]'), url).toHaveCount(2);
      await expect(pg.locator('td[data-mode="iptables"]'), url).toHaveCount(0);
      await expect(pg.locator('table.matrix'), url).toHaveAttribute('data-diff', 'true');
    },
  );
});

test('scaling: services and endpoints amid garbage still apply', async ({ page, consoleProblems }) => {
  await validAmidGarbage(
    page,
    consoleProblems,
    'scaling',
    { services: '5000', endpoints: '3' },
    async (pg, _lang, url) => {
      await expect(pg.getByTestId('page-scaling'), url).toHaveAttribute('data-services', '5000');
      await expect(pg.getByTestId('page-scaling'), url).toHaveAttribute('data-endpoints', '3');
    },
  );
});
