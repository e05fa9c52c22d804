// The platform pages: reached by links from another page, they load their own sources (a group
// of the registry no other page loads) before they render.
import { SOURCES } from '../src/domain/sources';
import { test, expect, waitForHydration } from './fixtures';

test('from the overview to a platform page by links: its own sources are there, no error', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  // In-app navigation: the platform pages' source group is not loaded with the overview.
  await page.getByRole('navigation').getByRole('button', { name: 'Reference' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Platforms', exact: true }).click();
  await expect(page.getByTestId('page-platforms')).toBeVisible();
  await page.getByRole('link', { name: 'Amazon EKS', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/platforms\/eks\/$/);
  await expect(page.getByTestId('page-platform-eks')).toBeVisible();
  // A source only the platform pages show.
  await expect(page.locator(`.source-list a[href="${SOURCES['eks-versions-standard'].url}"]`)).toHaveCount(1);
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
});
