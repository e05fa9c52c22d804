// The runbooks: the checklist's ticks live in the URL (`done`), so reload, a shared link and the
// language switch keep them; ids a runbook does not have are dropped, and said; every command
// copies as written.
import type { Page } from '@playwright/test';
import { RUNBOOKS } from '../src/domain/migrate/runbooks';
import { supportOf } from '../src/domain/plugins/model';
import { PLUGINS } from '../src/domain/plugins/plugins';
import { test, expect, waitForHydration, fill, tr } from './fixtures';

const URL_EN = '/en/migrate/ipvs-to-nftables/';
const runbook = RUNBOOKS['ipvs-to-nftables'];
const RUNBOOKS_COUNT = Object.keys(RUNBOOKS).length;
const done = (page: Page) => new URL(page.url()).searchParams.get('done');

test('the checklist survives reload, a shared link and the language switch', async ({ page, context }) => {
  await page.goto(URL_EN);
  await waitForHydration(page);
  const list = page.getByTestId('runbook-checklist');
  await list.locator('#check-plugin').check();
  await list.locator('#check-kernel').check();
  // Kept in checklist order, whatever the order of the ticks.
  await expect.poll(() => done(page)).toBe('kernel,plugin');
  await expect(page.getByTestId('runbook-progress')).toHaveText(
    fill(tr('en', 'migrate', 'done.progress'), { done: 2, total: runbook.checklist.length }),
  );

  await page.reload();
  await waitForHydration(page);
  await expect(list.locator('#check-kernel')).toBeChecked();
  await expect(list.locator('#check-plugin')).toBeChecked();
  await expect(list.locator('#check-settings')).not.toBeChecked();

  // The link as a colleague opens it.
  const other = await context.newPage();
  await other.goto(page.url());
  await waitForHydration(other);
  await expect(other.getByTestId('runbook-checklist').locator('#check-kernel')).toBeChecked();
  await other.close();

  // Unticking the last item leaves no parameter.
  await list.locator('#check-plugin').uncheck();
  await expect.poll(() => done(page)).toBe('kernel');

  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(/\/zh\/migrate\/ipvs-to-nftables\/\?done=kernel$/);
  await waitForHydration(page);
  await expect(page.getByTestId('runbook-checklist').locator('#check-kernel')).toBeChecked();
  await expect(page.getByTestId('runbook-progress')).toHaveText(
    fill(tr('zh', 'migrate', 'done.progress'), { done: 1, total: runbook.checklist.length }),
  );
  await page.getByTestId('runbook-checklist').locator('#check-kernel').uncheck();
  await expect.poll(() => done(page)).toBeNull();
});

test("a runbook opened from an EKS result shows EKS's own command, and keeps the platform across ticks and the language switch", async ({
  page,
}) => {
  test.slow(); // a result, a runbook and a language switch
  await page.goto('/en/result/?platform=eks&version=1.36&kernel=6.1.124&nft=1.0.9&current=ipvs');
  await waitForHydration(page);
  await page.getByTestId('verdict-runbook').click();
  await expect(page).toHaveURL(/\/en\/migrate\/ipvs-to-nftables\/\?platform=eks$/);
  await waitForHydration(page);
  const change = page.getByTestId('runbook-platform-change');
  await expect(change.locator('h3')).toHaveText(
    fill(tr('en', 'migrate', 'platformChange.title'), { platform: tr('en', 'common', 'answers.values.platform.eks') }),
  );
  await expect(change.getByTestId('snippet-cli-nftables')).toContainText(
    `--configuration-values '{"mode":"nftables"}'`,
  );
  await expect(page.locator('[data-testid="runbook-platforms"] li[aria-current="true"]')).toHaveAttribute(
    'data-platform',
    'eks',
  );
  // A tick keeps the platform; so does the language switch.
  await page.getByTestId('runbook-checklist').locator('#check-kernel').check();
  await expect(page).toHaveURL(/\?platform=eks&done=kernel$/);
  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(/\/zh\/migrate\/ipvs-to-nftables\/\?platform=eks&done=kernel$/);
  await waitForHydration(page);
  await expect(page.getByTestId('runbook-platform-change').locator('h3')).toHaveText(
    fill(tr('zh', 'migrate', 'platformChange.title'), { platform: tr('zh', 'common', 'answers.values.platform.eks') }),
  );
  await expect(page.getByTestId('snippet-cli-nftables')).toBeVisible();

  // Where the platform publishes no command of its own, the runbook says why: EKS's default, iptables.
  await page.goto('/en/migrate/ipvs-to-iptables/?platform=eks');
  await waitForHydration(page);
  await expect(page.getByTestId('runbook-platform-change')).toHaveAttribute('data-kind', 'default');
  await expect(page.getByTestId('runbook-platform-none')).toContainText(
    fill(tr('en', 'migrate', 'platformChange.default'), {
      platform: tr('en', 'common', 'answers.values.platform.eks'),
      mode: 'iptables',
    }),
  );
});

test("a link naming a platform the guide does not know says so, and the change is upstream's", async ({ page }) => {
  await page.goto('/zh/migrate/ipvs-to-nftables/?platform=openshift');
  await waitForHydration(page);
  await expect(page.getByTestId('runbook-platform-unknown')).toHaveText(
    fill(tr('zh', 'migrate', 'platformUnknown'), { value: 'openshift' }),
  );
  await expect(page.getByTestId('runbook-platform-change')).toHaveCount(0);
});

test("the plugin item lists each plugin's word on the mode moved to, linking its row on the plugins page", async ({
  page,
}) => {
  await page.goto('/zh/migrate/iptables-to-nftables/');
  await waitForHydration(page);
  const rows = page.locator('li[data-item="plugin"] [data-testid="runbook-plugins"] li');
  await expect(rows).toHaveCount(PLUGINS.length);
  for (const p of PLUGINS) {
    const row = rows.and(page.locator(`[data-plugin="${p.id}"]`));
    await expect(row).toHaveAttribute('data-support', supportOf(p.cells.nftables));
    await expect(row).toContainText(tr('zh', 'plugins', `support.${supportOf(p.cells.nftables)}`));
  }
  await rows.and(page.locator('[data-plugin="flannel"]')).getByRole('link', { name: 'Flannel', exact: true }).click();
  await expect(page).toHaveURL(/\/zh\/plugins\/#flannel$/);
  await expect(page.locator('tr#flannel td[data-mode="nftables"] code')).toHaveText('"EnableNFTables": true');
});

test('ids the runbook does not have are dropped, and the page says which', async ({ page }) => {
  await page.goto(`${URL_EN}?done=kernel,no-such-item`);
  await waitForHydration(page);
  await expect(page.getByTestId('runbook-dropped')).toContainText('no-such-item');
  await expect.poll(() => done(page)).toBe('kernel');
  await expect(page.getByTestId('runbook-checklist').locator('#check-kernel')).toBeChecked();
});

test('every command copies as written', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(URL_EN);
  await waitForHydration(page);
  const canary = runbook.change.find((s) => s.id === 'canary')!;
  const step = page.locator('[data-part="change"] [data-step="canary"]');
  await expect(step.locator('pre')).toHaveText(canary.code!.code);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await step.getByRole('button', { name: tr('en', 'common', 'copy.copyCode') }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(canary.code!.code);
  // Each part is there, and the platforms that fix the mode at creation say so.
  for (const part of ['before', 'change', 'verify', 'rollback', 'breaks'])
    await expect(page.locator(`[data-part="${part}"]`)).toBeVisible();
  await expect(page.getByTestId('runbook-platforms').locator('[data-platform="cce"]')).toHaveAttribute(
    'data-path',
    'creation',
  );
  await expect(page.getByTestId('runbook-platforms').locator('[data-platform="eks"]')).toHaveAttribute(
    'data-path',
    'own',
  );
});

test("a mode page links to the runbooks that leave or reach its mode, in the page's language", async ({ page }) => {
  await page.goto('/zh/modes/ipvs/');
  await waitForHydration(page);
  const links = page.getByTestId('mode-runbooks').getByRole('link');
  await expect(links).toHaveCount(2);
  await links.first().click();
  await expect(page).toHaveURL(/\/zh\/migrate\/ipvs-to-nftables\/$/);
  await expect(page.getByTestId('page-runbook-ipvs-to-nftables')).toBeVisible();
});

test("the comparison's upstream-status row leads to the runbooks", async ({ page }) => {
  await page.goto('/en/compare/');
  await waitForHydration(page);
  await page.locator('[data-row="upstream-status"]').locator('a[href="/en/migrate/"]').click();
  await expect(page).toHaveURL(/\/en\/migrate\/$/);
  await expect(page.getByTestId('page-migrate').locator('[data-runbook]')).toHaveCount(RUNBOOKS_COUNT);
});
