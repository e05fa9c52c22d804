import { test, expect, waitForHydration } from './fixtures';

test('overview hydrates without warnings', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('nftables, iptables or IPVS?');
});

test('language switch keeps page, params and anchor', async ({ page }) => {
  await page.goto('/en/wizard/?platform=cce&services=3000#top');
  await waitForHydration(page);
  const sw = page.locator('.lang-switch');
  await expect(sw).toHaveAttribute('href', '/zh/wizard/?platform=cce&services=3000#top');
  await sw.click();
  await expect(page).toHaveURL(/\/zh\/wizard\/\?platform=cce&services=3000#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1')).toHaveText('找到适合的模式');
});
