// Keyboard alone: the whole wizard can be completed with Tab, Shift+Tab, Space, Enter and the
// arrow keys (text typed key by key); every element focused on the way shows a focus indicator;
// a new step moves focus to its question; the scaling charts have text alternatives.
import { type Page } from '@playwright/test';
import { parseAnswers } from '../src/domain/answers/answers';
import { visibleQuestions } from '../src/domain/answers/questions';
import { evaluate } from '../src/domain/decision/engine';
import {
  test,
  expect as baseExpect,
  waitForHydration,
  drawCharts,
  CORE_PAGES,
  isBuilt,
  tr,
  type Lang,
} from './fixtures';

// What depends on the URL renders after hydration, which can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const HEADING_ID = 'wizard-question';

/** What has focus now, described for messages, and whether something around it draws a focus indicator. */
interface Focused {
  tag: string;
  desc: string;
  id: string;
  type: string;
  value: string;
  visible: boolean;
  inForm: boolean;
  href: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', desc: 'body', id: '', type: '', value: '', visible: false, inForm: false, href: '' };
    // The indicator may sit on the element or, for a styled radio or checkbox, on its label.
    const shows = (node: Element) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    let visible = false;
    for (let node: Element | null = el, depth = 0; node && depth < 3 && !visible; node = node.parentElement, depth++)
      visible = shows(node);
    const input = el as HTMLInputElement;
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      tag: el.tagName.toLowerCase(),
      desc: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${text}"`,
      id: el.id,
      type: input.type ?? '',
      value: input.value ?? '',
      visible,
      inForm: !!el.closest('form.wizard-step'),
      href: el.getAttribute('href') ?? '',
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `want` holds for the focused element; records every
 * element passed on the way that shows no focus indicator.
 */
async function tabTo(
  page: Page,
  want: (f: Focused) => boolean,
  invisible: string[],
  { back = false, max = 40 } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (!f.visible) invisible.push(f.desc);
    if (want(f)) return f;
  }
  throw new Error(
    `no element matched after ${max} ${back ? 'Shift+Tab' : 'Tab'} presses (last: ${(await focused(page)).desc})`,
  );
}

/** Arrow keys move (and check) the radio button until the one with `value` has focus. */
async function arrowTo(page: Page, value: string, invisible: string[]) {
  for (let i = 0; i < 8; i++) {
    const f = await focused(page);
    if (!f.visible) invisible.push(f.desc);
    if (f.type === 'radio' && f.value === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no radio button with value ${value}`);
}

const heading = (page: Page) => page.locator(`#${HEADING_ID}`);
const isAnswerField = (f: Focused) => f.inForm && f.tag === 'input' && (f.type === 'text' || f.type === 'radio');

/** An answer per question key: a radio value, text to type, or `skip` (the "don't know — skip" button). */
type Plan = Record<string, { choose: string } | { type: string } | 'skip' | { check: true }>;

const PLANS: Record<Lang, { plan: Plan; expected: Record<string, string> }> = {
  en: {
    plan: {
      platform: { choose: 'cce' },
      version: { type: 'v1.31.4-r0' },
      kernel: { type: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64' },
      nft: { type: '1.0.6' },
      os: { choose: 'other' },
      services: { type: '5000' },
      endpoints: 'skip',
      lb: { choose: 'rr' },
      shortConn: { choose: 'false' },
      pingClusterIP: { choose: '' },
      elbSharedIngress: { choose: 'true' },
      elbSharedCluster: { choose: 'false' },
      portRange: { choose: 'false' },
      passThrough: { choose: 'true' },
    },
    expected: { platform: 'cce', version: '1.31', services: '5000', lb: 'rr', passThrough: 'true' },
  },
  zh: {
    plan: {
      platform: { choose: 'k8s' },
      version: { type: '1.33' },
      kernel: { type: '6.1.0-18-amd64' },
      nft: { check: true },
      os: { choose: 'ubuntu-18.04' },
      services: { type: '1200' },
      endpoints: { type: '4' },
      lb: { choose: 'any' },
      shortConn: { choose: 'true' },
      pingClusterIP: { choose: 'false' },
    },
    expected: { platform: 'k8s', version: '1.33', nft: 'none', os: 'ubuntu-18.04', services: '1200', endpoints: '4' },
  },
};

for (const lang of ['en', 'zh'] as const) {
  test(`/${lang}/wizard/ can be completed by keyboard alone, with focus always visible`, async ({ page }) => {
    test.setTimeout(120_000);
    const { plan, expected } = PLANS[lang];
    const invisible: string[] = [];
    await page.goto(`/${lang}/wizard/`);
    await waitForHydration(page);
    await expect(page.locator('.wizard-live')).toHaveAttribute('data-ready', 'true');

    // The skip link comes first and is visible when focused.
    const first = await tabTo(page, () => true, invisible);
    expect(first.desc, 'the first Tab reaches the skip link').toContain(tr(lang, 'common', 'a11y.skipToContent'));
    await expect(page.locator('.skip-link')).toBeInViewport();

    let visited = 0;
    let wentBack = false;
    for (let guard = 0; guard < 30; guard++) {
      if (new URL(page.url()).pathname.endsWith('/result/')) break;
      const title = (await heading(page).textContent())?.trim() ?? '';
      // Which question this step asks: the wizard's own order for the platform answered so far.
      const params = Object.fromEntries(new URL(page.url()).searchParams);
      const step = Number(params['step'] ?? '1');
      const questionKey = visibleQuestions(parseAnswers(params).answers.platform)[step - 1]?.key ?? '?';
      const action = plan[questionKey];
      if (action === undefined) throw new Error(`no plan for step ${step} (${questionKey}: ${title})`);

      // Into the answer: Tab from wherever focus is (the heading after a step change).
      const field = await tabTo(page, isAnswerField, invisible);
      if (action === 'skip') {
        await tabTo(page, (f) => f.tag === 'button' && f.desc.includes(tr(lang, 'wizard', 'nav.skip')), invisible);
        await page.keyboard.press('Enter');
      } else if ('choose' in action) {
        expect(field.type, `${questionKey} is a choice`).toBe('radio');
        await arrowTo(page, action.choose, invisible);
        // Space checks the focused radio (already checked by the arrows: it stays so).
        await page.keyboard.press('Space');
        await page.keyboard.press('Enter');
      } else if ('type' in action) {
        expect(field.type, `${questionKey} is a text field`).toBe('text');
        await page.keyboard.type(action.type);
        // Step 3 once: on to Next, Shift+Tab back to Back, go back a step and forward again: the answer is kept.
        if (step === 3 && !wentBack) {
          wentBack = true;
          await tabTo(page, (f) => f.tag === 'button' && f.desc.includes(tr(lang, 'wizard', 'nav.next')), invisible);
          await tabTo(page, (f) => f.tag === 'button' && f.desc.includes(tr(lang, 'wizard', 'nav.back')), invisible, {
            back: true,
            max: 4,
          });
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(/step=2/);
          await expect(heading(page)).toBeFocused();
          await tabTo(page, (f) => f.tag === 'button' && f.desc.includes(tr(lang, 'wizard', 'nav.next')), invisible);
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(/step=3/);
          await expect(heading(page)).toBeFocused();
          const again = await tabTo(page, isAnswerField, invisible);
          expect(again.value, 'the typed answer survived going back and forth').toBe(action.type);
        }
        await page.keyboard.press('Enter');
      } else {
        // "nft is not installed": Tab to the checkbox, Space ticks it (the field is disabled), Enter submits.
        await tabTo(page, (f) => f.type === 'checkbox', invisible);
        await page.keyboard.press('Space');
        await expect(page.locator('input.wizard-input')).toBeDisabled();
        await page.keyboard.press('Enter');
      }
      visited++;

      // Focus moves to the new step's question (or the result page opens).
      await expect
        .poll(
          async () =>
            new URL(page.url()).pathname.endsWith('/result/') ? 'result' : (await heading(page).textContent())?.trim(),
          { message: `after step ${step}` },
        )
        .not.toBe(title);
      if (!new URL(page.url()).pathname.endsWith('/result/'))
        await expect(heading(page), `focus on the new question after step ${step}`).toBeFocused();
    }

    await expect(page).toHaveURL(new RegExp(`/${lang}/result/\\?`));
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toMatchObject(expected);
    expect(visited, 'every question was visited').toBe(Object.keys(plan).length);
    expect(invisible, 'focused elements without a visible focus indicator').toEqual([]);

    // If the result page has landed, it shows what the engine picks for these answers.
    await waitForHydration(page);
    const recommendation = page.getByTestId('recommendation');
    if ((await recommendation.count()) > 0) {
      await expect(recommendation).toHaveAttribute('data-mode', evaluate(parseAnswers(params).answers).pick);
    }
  });
}

test('/en/wizard/: the step list and Back work from the keyboard, and focus follows', async ({ page }) => {
  const invisible: string[] = [];
  await page.goto('/en/wizard/?platform=cce&step=2');
  await waitForHydration(page);
  await expect(page.locator('.wizard-live')).toHaveAttribute('data-ready', 'true');
  const before = (await heading(page).textContent())?.trim();
  // Tab on to the step list's link for step 5 and follow it with Enter.
  await tabTo(page, (f) => f.tag === 'a' && f.href.includes('step=5') && !!f.desc, invisible, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=5/);
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).not.toHaveText(before ?? '');
  // Back by keyboard: Tab from the question to Back, Enter.
  await tabTo(page, (f) => f.tag === 'button' && f.desc.includes(tr('en', 'wizard', 'nav.back')), invisible);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=4/);
  await expect(heading(page)).toBeFocused();
  expect(invisible, 'focused elements without a visible focus indicator').toEqual([]);
});

test('every interactive element of the pages shows a focus indicator (Tab through each page)', async ({ page }) => {
  test.setTimeout(120_000);
  for (const p of CORE_PAGES) {
    for (const lang of ['en', 'zh'] as const) {
      if (!isBuilt(lang, p)) continue;
      // One language per page keeps it quick; alternate so both are sampled.
      if ((CORE_PAGES.indexOf(p) % 2 === 0) !== (lang === 'en')) continue;
      await page.goto(`/${lang}/${p.path}`);
      await waitForHydration(page);
      const invisible: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (f.tag === 'body') break;
        if (!f.visible) invisible.push(f.desc);
        if (seen.has(f.desc) && i > 5) break;
        seen.add(f.desc);
      }
      expect.soft(invisible, `/${lang}/${p.path}: focused elements without a visible focus indicator`).toEqual([]);
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Charts: text alternatives, and reachable by keyboard

for (const lang of ['en', 'zh'] as const) {
  test(`/${lang}/scaling/: every chart has a text alternative (a reading and a data table)`, async ({ page }) => {
    await page.goto(`/${lang}/scaling/?services=5000`);
    await waitForHydration(page);
    await drawCharts(page);
    // drawCharts() waited for every chart that has something to draw.
    const figures = page.locator('figure:has(.series-chart)');
    const n = await figures.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const figure = figures.nth(i);
      // An accessible name and description: the figure's caption and its reading paragraph.
      const describedBy = await figure.getAttribute('aria-describedby');
      expect(describedBy, `chart ${i + 1}: aria-describedby`).toBeTruthy();
      const reading = page.locator(`[id="${describedBy}"]`);
      expect(((await reading.textContent()) ?? '').trim().length, `chart ${i + 1}: its reading`).toBeGreaterThan(40);
      await expect(figure.locator('figcaption')).not.toBeEmpty();
      // The SVG itself is named (Recharts puts the title on the surface).
      const surface = figure.locator('svg.recharts-surface').first();
      const svgName = await surface.evaluate(
        (svg) =>
          svg.getAttribute('aria-label') ?? svg.querySelector('title')?.textContent ?? svg.getAttribute('title') ?? '',
      );
      expect(svgName.trim().length, `chart ${i + 1}: the SVG has a title`).toBeGreaterThan(0);
      // The same numbers as a table, opened by keyboard: focus its summary, press Enter.
      const summary = figure.locator('details > summary').last();
      await summary.focus();
      await page.keyboard.press('Enter');
      const table = figure.locator('details[open] table');
      await expect(table, `chart ${i + 1}: a data table`).toBeVisible();
      expect(await table.locator('th').count(), `chart ${i + 1}: table headers`).toBeGreaterThan(1);
      expect(await table.locator('tbody tr').count(), `chart ${i + 1}: table rows`).toBeGreaterThan(1);
    }
  });
}

test('/en/scaling/: a chart reached by Tab shows its tooltip with the arrow keys', async ({ page }) => {
  await page.goto('/en/scaling/');
  await waitForHydration(page);
  await drawCharts(page);
  const charts = page.locator('.series-chart');
  await charts
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await expect(charts.first().locator('svg.recharts-surface')).toBeVisible();
  const invisible: string[] = [];
  await tabTo(page, (f) => f.tag === 'svg', invisible, { max: 80 });
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.chart-tooltip').first()).toBeVisible();
  expect(invisible, 'focused elements without a visible focus indicator').toEqual([]);
});
