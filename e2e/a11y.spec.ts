// Accessibility: axe (WCAG 2.0/2.1/2.2 A and AA) finds no violation on every route × language ×
// theme, and in the states a reader reaches: each wizard step, a result with cautions and
// unsuitable modes, each import error, the charts with a tooltip open, the phone layout with
// its navigation open. Features that have not landed yet are skipped with the reason.
import axe, { type AxeResults, type ContextObject, type RunOptions } from 'axe-core';
import { type Page } from '@playwright/test';
import { QUESTIONS } from '../src/domain/answers/questions';
import {
  test,
  expect as baseExpect,
  waitForHydration,
  drawCharts,
  allowNotFoundDocuments,
  TEMPLATE_PAGES,
  CORE_PAGES,
  LANGS,
  type Lang,
  type SitePage,
} from './fixtures';

// WCAG 2.2 AA too: its target size (2.5.8) is what Lighthouse's accessibility score checks beyond 2.1.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// One axe pass over a long page takes seconds (many more on a busy machine): room for several per test.
test.describe.configure({ timeout: 300_000 });
// What depends on the URL renders after hydration, which can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
type Scheme = 'light' | 'dark';

/** One line per violation and up to five offending nodes each: enough to find and fix it. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  ${v.id} [${v.impact}] ${v.help} (${v.helpUrl})\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is now; a soft failure lists every violation, so one test reports
 * every state. States that change one part of a page already checked whole scan that part only
 * (`include`): colour contrast is still computed against what is really behind it.
 *
 * axe-core goes into the page once per document and each scan calls `axe.run` there: the
 * Playwright wrapper (@axe-core/playwright) evaluates the whole axe source again on every scan,
 * which cost about a second a scan on a 2-core machine, more than most scans themselves. The app
 * has no frames, the one thing the wrapper adds.
 */
async function checkA11y(
  page: Page,
  state: string,
  options: { include?: string; exclude?: string[]; colourOnly?: boolean } = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const context: ContextObject = {
    include: [options.include ?? 'html'],
    ...(options.exclude?.length ? { exclude: options.exclude } : {}),
  };
  const run: RunOptions = {
    // Only violations are collected: passes and incomplete results cost time and are not reported.
    resultTypes: ['violations'],
    // The same page in the other theme differs only in colour: run just the rules that read colour.
    runOnly: options.colourOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: TAGS },
  };
  // In the page, axe is a global of its own realm: only its JSON results come back.
  const json = await page.evaluate<string, [string, string]>(
    ([c, o]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe
        .run(JSON.parse(c), JSON.parse(o))
        .then((r) => JSON.stringify(r)),
    [JSON.stringify(context), JSON.stringify(run)],
  );
  const { violations } = JSON.parse(json) as AxeResults;
  expect
    .soft(
      violations.map((v) => v.id),
      `axe violations — ${state}:\n${describeViolations(violations)}`,
    )
    .toEqual([]);
}

/** The theme actually in effect, read from the page background (data-theme wins over the system). */
async function expectScheme(page: Page, scheme: Scheme) {
  const luminance = () =>
    page.evaluate(() => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map((c) => {
          const v = Number(c) / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    });
  const poll = (message: string) => expect.poll(luminance, { message, timeout: 15_000 });
  if (scheme === 'dark') await poll('the page renders dark').toBeLessThan(0.05);
  else await poll('the page renders light').toBeGreaterThan(0.85);
  // Colour transitions (e.g. the wizard's choices, 0.15 s) must end first: axe would read a blend.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const urlOf = (lang: Lang, p: SitePage) => `/${lang}/${p.path}`;

// ---------------------------------------------------------------------------------------------
// Every route × language × theme (the system's light and dark)

for (const lang of LANGS) {
  for (const p of TEMPLATE_PAGES) {
    test(`${urlOf(lang, p)} in the light and dark system themes`, async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        if (scheme === 'light') {
          await page.goto(urlOf(lang, p));
          await waitForHydration(page);
        }
        await expectScheme(page, scheme);
        await checkA11y(page, `${urlOf(lang, p)} (system ${scheme})`, { colourOnly: scheme === 'dark' });
      }
    });
  }
}

test('the bilingual pages without the app: the language chooser (/) and 404.html, both themes', async ({
  page,
  consoleProblems,
}) => {
  // `/` redirects at once by the browser's language: serve it without its inline redirect.
  await page.route(/\/$/, async (route) => {
    if (new URL(route.request().url()).pathname !== '/') return route.fallback();
    const res = await route.fetch();
    const scripts = (await res.text()).split('</script>');
    const body = scripts.filter((chunk) => !chunk.includes('location.replace')).join('</script>');
    expect(body, 'the redirect script was removed').not.toContain('location.replace');
    await route.fulfill({ response: res, body });
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expectScheme(page, scheme);
    await checkA11y(page, `/ (system ${scheme})`);
    const res = await page.goto('/en/no-such-page/');
    expect(res?.status()).toBe(404);
    await expectScheme(page, scheme);
    await checkA11y(page, `404.html (system ${scheme})`);
  }
  allowNotFoundDocuments(consoleProblems, 2);
});

// ---------------------------------------------------------------------------------------------
// The wizard: every step (English light, Chinese dark), and the notices a bad link shows

/**
 * One test per step, so the steps run in parallel. The wizard asks every question while the
 * platform is unknown; the first test checks the page shows exactly that many steps, so a step
 * added to the page but not to the question list fails here instead of going unchecked.
 */
const STEP_COUNT = QUESTIONS.length;
/** Questions answered by typing (the others are radio groups). */
const TEXT_KINDS = new Set(['version', 'kernel', 'nft', 'count']);

test('the wizard shows one step per question (the steps checked below)', async ({ page }) => {
  await page.goto('/en/wizard/');
  await waitForHydration(page);
  await expect(page.locator('.wizard-steps ol > li')).toHaveCount(STEP_COUNT);
});

/** The steps in a few runs per language: each opens its first step, then walks on by the step list. */
const STEP_RUNS = [
  [1, 5],
  [6, 10],
  [11, STEP_COUNT],
] as const;

for (const [lang, scheme] of [
  ['en', 'light'],
  ['zh', 'dark'],
] as const) {
  for (const [first, last] of STEP_RUNS) {
    test(`/${lang}/wizard/ steps ${first}–${last} (${scheme})${lang === 'en' ? ', blank and with an unreadable answer' : ''}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/${lang}/wizard/?step=${first}`);
      await waitForHydration(page);
      for (let step = first; step <= last; step++) {
        // A client-side step change, as a reader clicking the step list makes it.
        if (step > first) await page.locator(`.wizard-steps ol > li:nth-child(${step}) a`).click();
        await expect(page.locator('.wizard-live')).toHaveAttribute('data-ready', 'true');
        await expect(page.locator('.wizard-steps [aria-current="step"] .wizard-steps-num')).toHaveText(String(step));
        await expectScheme(page, scheme);
        // The whole page at step 1 (and in the route tests above); the part that changes after that.
        // The Chinese steps repeat the English DOM in the dark theme: only the colour rules can differ.
        await checkA11y(
          page,
          `/${lang}/wizard/?step=${step}`,
          step === 1 ? {} : { include: '.wizard-live', colourOnly: scheme === 'dark' },
        );
        // A text question: check it again with a value typed that the wizard cannot read, then clear it.
        const input = page.locator('input.wizard-input');
        if (lang === 'en' && TEXT_KINDS.has(QUESTIONS[step - 1]!.kind)) {
          await input.pressSequentially('x?');
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await checkA11y(page, `/${lang}/wizard/?step=${step} with an unreadable answer`, {
            include: 'form.wizard-step',
          });
          await input.fill('');
          await expect(input).not.toHaveAttribute('aria-invalid', 'true');
        }
      }
    });
  }
}

test('/en/wizard/ with a link full of unreadable and CCE-only answers (notices shown), both themes', async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/en/wizard/?platform=k8s&version=banana&kernel=%3Cb%3E&services=-1&passThrough=true&step=zz');
    await waitForHydration(page);
    await expect(page.getByTestId('url-notices')).toBeVisible();
    await checkA11y(page, `/en/wizard/ with notices (${scheme})`);
  }
});

// ---------------------------------------------------------------------------------------------
// The result with cautions and unsuitable modes

const RESULT_QUERY =
  'platform=cce&version=1.31&kernel=4.18.0&os=centos-7.6&elbSharedIngress=true&passThrough=false&services=5000';

for (const lang of LANGS) {
  test(`/${lang}/result/ with cautions and unsuitable modes, both themes`, async ({ page }) => {
    await page.goto(`/${lang}/result/?${RESULT_QUERY}`);
    await waitForHydration(page);
    await expect(page.locator('.result-live')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('[data-testid^="mode-"][data-status="unsuitable"]').first()).toBeVisible();
    await expect(page.locator('[data-testid^="mode-"][data-status="caution"]').first()).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      await checkA11y(page, `/${lang}/result/?${RESULT_QUERY} (${scheme})`, { colourOnly: scheme === 'dark' });
    }
    // Open every disclosure the page has, so what it hides is checked too.
    for (const summary of await page.locator('details:not([open]) > summary').all())
      if (await summary.isVisible()) await summary.click();
    await checkA11y(page, `/${lang}/result/ with every disclosure open (dark)`, { include: 'main' });
  });
}

test('/zh/result/ with ignored parameters (notices shown)', async ({ page }) => {
  await page.goto('/zh/result/?platform=k8s&version=nope&elbSharedIngress=true&services=lots&lb=fast');
  await waitForHydration(page);
  await checkA11y(page, '/zh/result/ with notices');
});

// ---------------------------------------------------------------------------------------------
// The import page: each bad input's error

const BAD_IMPORTS: Record<string, string> = {
  'not JSON': 'this is not what kubectl prints\n{{{',
  empty: '   ',
  'wrong kind': JSON.stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'web' } }),
  truncated: JSON.stringify({
    apiVersion: 'v1',
    kind: 'List',
    items: [{ apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' } }],
  }).slice(0, 60),
  binary: '\u0000\u0001\u0002PK\u0003\u0004\u00ff\u00fe\u0000binary',
};

// One page load per language: the empty form, then each bad input in turn (the themes alternate
// over the errors, and the languages swap them), as a reader who keeps fixing the paste.
for (const lang of LANGS) {
  test(`/${lang}/import/: the empty form, then each bad input's error`, async ({ page }) => {
    await page.goto(`/${lang}/import/`);
    await waitForHydration(page);
    await checkA11y(page, `/${lang}/import/ (empty form)`, { include: '[data-testid="page-import"]' });
    const input = page.getByTestId('import-input');
    const error = page.getByTestId('import-error');
    // Each input gives another error than the one before it: wait for the new one, not the last.
    let previous = '';
    for (const [i, [name, text]] of Object.entries(BAD_IMPORTS).entries()) {
      const scheme = (i + (lang === 'zh' ? 1 : 0)) % 2 === 0 ? 'light' : 'dark';
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      await input.fill(text);
      await page.getByTestId('import-apply').click();
      await expect(error, `${name}: an alert says what went wrong`).toHaveAttribute(
        'data-code',
        new RegExp(`^(?!${previous}$).+`),
      );
      previous = (await error.getAttribute('data-code'))!;
      await expect(error).toHaveAttribute('role', 'alert');
      await expect(error).not.toBeEmpty();
      await expect(input, 'the input stays so it can be fixed').toHaveValue(text);
      await checkA11y(page, `/${lang}/import/ — ${name} (${previous}, ${scheme})`, {
        include: '[data-testid="page-import"]',
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The scaling charts with a tooltip open, and their data tables open

const SCALING = CORE_PAGES.find((p) => p.key === 'scaling')!;

for (const [lang, scheme] of [
  ['en', 'light'],
  ['zh', 'dark'],
] as const) {
  test(`/${lang}/scaling/: each chart with its tooltip open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/${lang}/scaling/?services=5000&endpoints=3`);
    await waitForHydration(page);
    await drawCharts(page);
    const charts = page.locator('.series-chart');
    // The charts' code loads after hydration.
    await charts
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await expect(charts.first().locator('svg.recharts-surface')).toBeVisible();
    const n = await charts.count();
    for (let i = 0; i < n; i++) {
      const chart = charts.nth(i);
      const surface = chart.locator('svg.recharts-surface').first();
      await surface.scrollIntoViewIfNeeded();
      // Hover the middle of the plot: Recharts shows the tooltip of the nearest point. A chart
      // drawn a moment ago may still be measuring its size: move out and back until it shows.
      // hover() (not a raw mouse move) also checks nothing, such as the sticky header, covers the point.
      await expect(async () => {
        const box = (await surface.boundingBox())!;
        await page.mouse.move(0, 0);
        await surface.hover({ position: { x: box.width * 0.55, y: box.height * 0.5 }, timeout: 2_000 });
        await baseExpect(chart.locator('.chart-tooltip'), `chart ${i + 1}: tooltip`).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await checkA11y(page, `/${lang}/scaling/ chart ${i + 1} with its tooltip open (${scheme})`, {
        include: `[data-testid="${await chart.getAttribute('data-testid')}"]`,
      });
    }
    await page.mouse.move(0, 0);
    // Opening one drops it from the :not([open]) set, so always open the first closed one.
    const closed = page.locator('details.chart-table:not([open]) > summary');
    for (let n = await closed.count(); n > 0; n--) await closed.first().click();
    await expect(closed).toHaveCount(0);
    await checkA11y(page, `/${lang}/scaling/ with every data table open (${scheme})`, {
      include: 'details.chart-table',
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The phone layout with its navigation open

test.describe('phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const [lang, p] of [
    // The menu is one component: one page per language, the longest nav label set included.
    ['en', CORE_PAGES[0]!],
    ['zh', SCALING],
  ] as const) {
    {
      test(`${urlOf(lang, p)} with the navigation open, both themes`, async ({ page }) => {
        await page.goto(urlOf(lang, p));
        await waitForHydration(page);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await expectScheme(page, scheme);
          if (scheme === 'light') await checkA11y(page, `${urlOf(lang, p)} phone, menu closed (${scheme})`);
          const menu = page.locator('.menu-button');
          await expect(menu).toBeVisible();
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          await expect(page.locator('nav#site-nav')).toBeVisible();
          await checkA11y(page, `${urlOf(lang, p)} phone, menu open (${scheme})`, { include: '.site-header' });
          await menu.click();
          await expect(page.locator('nav#site-nav')).toBeHidden();
        }
      });
    }
  }
});

// The longest tables at phone width, where their cells stack and their links wrap: WCAG 2.2's
// target size is what Lighthouse reads there (its mobile run is ~412 px wide).
test.describe('phone (412×823): the rule book', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const rules = CORE_PAGES.find((p) => p.key === 'rules')!;
  for (const lang of LANGS)
    test(`${urlOf(lang, rules)} without scrolling`, async ({ page }) => {
      await page.goto(urlOf(lang, rules));
      await waitForHydration(page);
      await checkA11y(page, `${urlOf(lang, rules)} phone`);
    });
});

// ---------------------------------------------------------------------------------------------
// The search dialog, open over a page with results and an option picked

test('the search dialog with results, both themes', async ({ page }) => {
  await page.goto('/zh/compare/');
  await waitForHydration(page);
  // The layout's shortcut listener may hydrate a moment after the marker.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('/');
  const input = page.getByTestId('search-dialog-input');
  await expect(input).toBeFocused();
  await page.keyboard.type('会话保持');
  await expect(page.getByTestId('search-dialog-results').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    await checkA11y(page, `/zh/compare/ search dialog (${scheme})`, {
      include: 'dialog[open]',
      colourOnly: scheme === 'dark',
    });
  }
});
