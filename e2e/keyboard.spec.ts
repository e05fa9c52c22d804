// Keyboard alone: the step list and Back work and focus follows; every element of every page
// shows a focus indicator; the scaling charts have text alternatives and keyboard tooltips. The
// whole wizard driven by keyboard to the result is wizard.spec.ts's first test.
import { type Page } from '@playwright/test';
import { test, expect as baseExpect, waitForHydration, drawCharts, CORE_PAGES, tr } from './fixtures';

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

const heading = (page: Page) => page.locator(`#${HEADING_ID}`);
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
