import { readFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';
import { MODES } from '../src/domain/modes';
import { modePage } from '../src/domain/matrix/mode-pages';

const modes = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/modes.json`, 'utf8'));

for (const lang of ['en', 'zh'] as const) {
  for (const mode of MODES) {
    test(`${mode} page (${lang}) renders its sections, checks and selection`, async ({ page }) => {
      await page.goto(`/${lang}/modes/${mode}/`);
      await waitForHydration(page);
      const m = modes(lang);
      await expect(page.locator('h1')).toHaveText(m[mode].title);
      for (const id of [
        'what-it-is',
        'how-it-forwards',
        'when-to-choose',
        'requirements',
        'known-problems',
        'node-checks',
        'how-to-select',
      ])
        await expect(page.locator(`h2#${id}`)).toBeVisible();
      await expect(page.getByTestId(`node-checks-${mode}`).locator('pre').first()).toHaveText(
        modePage(mode).nodeChecks[0]!.command,
      );
      await expect(page.getByTestId(`select-mode-${mode}`)).toContainText(`mode: "${mode}"`);
      await expect(page.locator('.lookup-path li')).not.toHaveCount(0);
    });
  }
}

test('ipvs page lists the CCE ELB pitfalls with the pass-through annotation', async ({ page }) => {
  await page.goto('/en/modes/ipvs/#elb-port-range');
  await waitForHydration(page);
  await expect(page.locator('#elb-port-range')).toBeInViewport();
  await expect(page.locator('#elb-port-range')).toContainText('kubernetes.io/elb.pass-through: "true"');
  for (const id of [
    'elb-ingress',
    'elb-other-cluster',
    'conn-reuse',
    'os-images',
    'coredns-upgrade',
    'calico-mark-bits',
    'deprecated',
  ])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
});

test('code blocks copy their code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/modes/nftables/');
  await waitForHydration(page);
  const block = page.getByTestId('select-mode-nftables').locator('.code-block').last();
  // The browser's clipboard outlives the test before this one (same worker), and the write is
  // asynchronous: empty it first and wait for this copy to land.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await block.getByRole('button', { name: 'Copy code' }).click();
  const code = await block.locator('pre').innerText();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(code).toContain('kind: KubeProxyConfiguration');
});

test.describe('unknown mode', () => {
  test.use({ allowedConsole: [/Failed to load resource.*404/] });
  test('is a 404', async ({ page }) => {
    const res = await page.goto('/en/modes/userspace/');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
