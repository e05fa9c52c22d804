// The URL contract: every frozen round-1 share link still opens with the outcome it had.
import type { Page } from '@playwright/test';
import { SHARE_URLS } from './contract/share-urls';
import { MODES } from '../src/domain/modes';
import { test, expect as baseExpect, waitForHydration, tr, type Lang } from './fixtures';

// What depends on the URL renders after hydration, which can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const langOf = (url: string) => url.split('/')[1] as Lang;

async function open(page: Page, url: string) {
  await page.goto('about:blank');
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await waitForHydration(page);
  for (const live of await page.locator('.awaits-hydration').all())
    await expect(live, url).toHaveAttribute('data-ready', 'true');
}

test('round-1 result links give the same pick and mode statuses', async ({ page }) => {
  for (const { url, opens } of SHARE_URLS.result) {
    await open(page, url);
    await expect(page.getByTestId('recommendation'), url).toHaveAttribute('data-mode', opens.pick);
    for (const mode of MODES)
      await expect(page.locator(`[data-testid="mode-${mode}"][data-status]`), `${url} ${mode}`).toHaveAttribute(
        'data-status',
        opens[mode],
      );
  }
});

test('round-1 wizard links open on the same step and question', async ({ page }) => {
  for (const { url, opens } of SHARE_URLS.wizard) {
    await open(page, url);
    await expect(page.locator('.wizard-steps [aria-current="step"] .wizard-steps-num'), url).toHaveText(
      String(opens.step),
    );
    await expect(page.locator('#wizard-question'), url).toHaveText(
      tr(langOf(url), 'wizard', `questions.${opens.question}.title`),
    );
  }
});

test('round-1 compare links show the same columns and highlight', async ({ page }) => {
  for (const { url, opens } of SHARE_URLS.compare) {
    await open(page, url);
    await expect(page.locator('table.matrix thead th[data-mode]'), url).toHaveCount(opens.columns.length);
    expect(
      await page.locator('table.matrix thead th[data-mode]').evaluateAll((ths) => ths.map((t) => t.dataset.mode)),
      url,
    ).toEqual(opens.columns);
    await expect(page.locator('table.matrix'), url).toHaveAttribute('data-diff', String(opens.diff));
  }
});

test('round-1 scaling links open on the same cluster size', async ({ page }) => {
  for (const { url, opens } of SHARE_URLS.scaling) {
    await open(page, url);
    const root = page.getByTestId('page-scaling');
    await expect(root, url).toHaveAttribute('data-services', String(opens.services));
    await expect(root, url).toHaveAttribute('data-endpoints', String(opens.endpoints));
  }
});
