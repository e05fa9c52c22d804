import { test, expect, waitForHydration } from './fixtures';

test('overview hydrates without warnings', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('nftables, iptables or IPVS?');
});
