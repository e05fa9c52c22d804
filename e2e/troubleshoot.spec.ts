// The troubleshooting pages: reached from a mode page's known problem by its link, an entry loads
// its own sources (Calico's are the plugins page's group) and leads back to the index, whose cards
// open each entry.
import { SOURCES } from '../src/domain/sources';
import { TROUBLESHOOT_IDS } from '../src/domain/troubleshoot/model';
import { test, expect, waitForHydration, tr } from './fixtures';

test('from a known problem on the nftables page to its entry, to the index, and on to another entry', async ({
  page,
}) => {
  await page.goto('/en/modes/nftables/');
  await waitForHydration(page);
  await page
    .locator('#no-localhost-nodeport')
    .getByRole('link', { name: tr('en', 'common', 'troubleshootLink') })
    .click();
  await expect(page).toHaveURL(/\/en\/troubleshoot\/nodeport-localhost\/$/);
  await expect(page.getByTestId('page-problem-nodeport-localhost')).toBeVisible();
  await expect(page.locator('h1')).toHaveText(tr('en', 'troubleshoot', 'entries.nodeport-localhost.title'));

  await page.getByRole('link', { name: tr('en', 'troubleshoot', 'labels.back') }).click();
  await expect(page.getByTestId('page-troubleshoot')).toBeVisible();
  await expect(page.locator('[data-problem]')).toHaveCount(TROUBLESHOOT_IDS.length);

  await page.locator('[data-problem="calico-nftables-kube-proxy"] a').click();
  await expect(page).toHaveURL(/\/en\/troubleshoot\/calico-nftables-kube-proxy\/$/);
  // A source only the plugins' group holds, loaded on the way.
  await expect(page.locator(`.source-list a[href="${SOURCES['calico-3-31-notes'].url}"]`)).toHaveCount(1);
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
});
