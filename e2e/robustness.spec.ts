// Robustness, property-based (fast-check, seeded) over URLs in the browser: any query string on
// any route hydrates the page — its h1, never the error panel — with no uncaught error or console
// error, and valid parameters in the same URL still take effect however much garbage sits beside them.
import fc from 'fast-check';
import { mixedQuery, queryArb } from './support/query-arbs';
import { type Page } from '@playwright/test';
import { parseAnswers } from '../src/domain/answers/answers';
import { visibleQuestions } from '../src/domain/answers/questions';
import { evaluate } from '../src/domain/decision/engine';
import { MODES } from '../src/domain/modes';
import {
  test,
  expect as baseExpect,
  waitForHydration,
  TEMPLATE_PAGES,
  CORE_PAGES,
  testIdOf,
  LANGS,
  type Lang,
  type SitePage,
} from './fixtures';

// What depends on the URL renders after hydration, which can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
// Thousands of query strings go through the prerender entry in Node (e2e/static/fuzz.test.ts);
// the browser adds a few seeded runs per route, with hydration and the client's own parsing.
const RUNS = 2;
const EFFECT_RUNS = 3;
const SEED = 20261204;

// ---------------------------------------------------------------------------------------------
// Checks

/** Waits until the page has hydrated and rendered what depends on the URL. */
async function settle(page: Page, p: SitePage) {
  await waitForHydration(page);
  await expect(page.locator(`main [data-testid="${testIdOf(p)}"]`)).toBeVisible();
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

for (const p of TEMPLATE_PAGES) {
  test(`any query string on /{lang}/${p.path} renders the page`, async ({ page, consoleProblems }) => {
    const langs = LANGS;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...langs), queryArb, fc.boolean(), async (lang, query, withHash) => {
        await expectRendered(page, p, `/${lang}/${p.path}?${query}${withHash ? '#x' : ''}`, consoleProblems);
      }),
      { numRuns: RUNS, seed: SEED },
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
  const langs = LANGS;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...langs), mixedQuery(valid), async (lang, query) => {
      const url = `/${lang}/${p.path}?${query}`;
      await expectRendered(page, p, url, problems);
      await check(page, lang, url);
    }),
    { numRuns: EFFECT_RUNS, seed: SEED },
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
    await expect(pg.getByTestId('recommendation'), url).toHaveAttribute('data-mode', expected.pick ?? 'none');
    for (const mode of MODES) {
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
    await expect(pg.getByTestId('recommendation'), url).toHaveAttribute('data-mode', expected.pick ?? 'none');
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
      pick ?? 'none',
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
      await expect(pg.locator('td.mode-iptables'), url).toHaveCount(0);
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
