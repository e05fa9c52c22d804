// Colour theme: follows the system by default, cycles system → light → dark, and a stored
// choice is in place before the first paint (no flash of the wrong theme).
import { type Page } from '@playwright/test';
import { test, expect, waitForHydration, allowNotFoundDocuments, tr } from './fixtures';

/** Relative luminance (0 black … 1 white) of a computed `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not an rgb colour: ${color}`);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const bodyColor = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

async function expectDark(page: Page) {
  await expect
    .poll(async () => luminance(await bodyBackground(page)), { message: 'body background is dark' })
    .toBeLessThan(0.05);
  expect(luminance(await bodyColor(page)), 'text is light on dark').toBeGreaterThan(0.5);
}
async function expectLight(page: Page) {
  await expect
    .poll(async () => luminance(await bodyBackground(page)), { message: 'body background is light' })
    .toBeGreaterThan(0.85);
  expect(luminance(await bodyColor(page)), 'text is dark on light').toBeLessThan(0.2);
}

test.describe('with no stored choice, the theme follows the system', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`system ${scheme} → ${scheme} page, before and after hydration`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/en/');
      await (scheme === 'dark' ? expectDark(page) : expectLight(page));
      await waitForHydration(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
      await expect(page.locator('.theme-switch')).toHaveAttribute('data-theme-choice', 'system');
      await (scheme === 'dark' ? expectDark(page) : expectLight(page));
    });
  }

  test('a system change while the page is open is followed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/zh/compare/');
    await waitForHydration(page);
    await expectLight(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectDark(page);
  });
});

test('the switch cycles system → light → dark → system, with translated labels', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/zh/');
  await waitForHydration(page);
  const sw = page.locator('.theme-switch');
  const label = (choice: string) =>
    tr('zh', 'common', 'theme.current').replace('{{theme}}', tr('zh', 'common', `theme.${choice}`));

  await expect(sw).toHaveAttribute('data-theme-choice', 'system');
  await expect(sw).toHaveAttribute('aria-label', label('system'));
  await expectDark(page);

  await sw.click();
  await expect(sw).toHaveAttribute('data-theme-choice', 'light');
  await expect(sw).toHaveAttribute('aria-label', label('light'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectLight(page); // light wins over the dark system

  await sw.click();
  await expect(sw).toHaveAttribute('data-theme-choice', 'dark');
  await expect(sw).toHaveAttribute('aria-label', label('dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectDark(page);

  await sw.click();
  await expect(sw).toHaveAttribute('data-theme-choice', 'system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expectDark(page);
});

test('the choice survives client-side navigation and the language switch', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/');
  await waitForHydration(page);
  await page.locator('.theme-switch').click();
  await page.locator('.theme-switch').click();
  await expect(page.locator('.theme-switch')).toHaveAttribute('data-theme-choice', 'dark');
  await page
    .locator('nav#site-nav')
    .getByRole('link', { name: tr('en', 'common', 'nav.compare') })
    .click();
  await expect(page).toHaveURL(/\/en\/compare\/$/);
  await expectDark(page);
  await page.locator('.lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.theme-switch')).toHaveAttribute('data-theme-choice', 'dark');
  await expectDark(page);
});

/** Records, at DOMContentLoaded (before the app's async start has hydrated), what the page looks like. */
const RECORD_FIRST_PAINT = () => {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { firstPaint: object }).firstPaint = {
      theme: document.documentElement.dataset.theme ?? null,
      hydrated: document.documentElement.dataset.hydrated ?? null,
      background: getComputedStyle(document.body).backgroundColor,
    };
  });
};

for (const [system, chosen, clicks] of [
  ['light', 'dark', 2],
  ['dark', 'light', 1],
] as const) {
  test(`a stored ${chosen} choice (system ${system}) is applied on reload before hydration, with no flash`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    await page.goto('/en/scaling/');
    await waitForHydration(page);
    for (let i = 0; i < clicks; i++) await page.locator('.theme-switch').click();
    await expect(page.locator('.theme-switch')).toHaveAttribute('data-theme-choice', chosen);

    await page.addInitScript(RECORD_FIRST_PAINT);
    await page.reload();
    await expect.poll(() => page.evaluate(() => 'firstPaint' in window)).toBe(true);
    const first = await page.evaluate(
      () =>
        (window as unknown as { firstPaint: { theme: string; hydrated: string | null; background: string } })
          .firstPaint,
    );
    expect(first.hydrated, 'recorded before React hydrated').toBeNull();
    expect(first.theme).toBe(chosen);
    if (chosen === 'dark') expect(luminance(first.background)).toBeLessThan(0.05);
    else expect(luminance(first.background)).toBeGreaterThan(0.85);

    await waitForHydration(page);
    await expect(page.locator('.theme-switch')).toHaveAttribute('data-theme-choice', chosen);
    await (chosen === 'dark' ? expectDark(page) : expectLight(page));
  });
}

test('the stored choice also themes the script-free pages (404)', async ({ page, consoleProblems }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/');
  await waitForHydration(page);
  await page.locator('.theme-switch').click();
  await page.locator('.theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const res = await page.goto('/en/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectDark(page);
  allowNotFoundDocuments(consoleProblems, 1);
});
