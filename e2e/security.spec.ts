// Security and privacy in use: the chooser's inline scripts and the 404 page run under their
// CSP, nothing leaves the site's origin while the wizard, the benchmark and the import are used,
// and nothing from the URL or a paste is rendered as HTML. The policy as built is checked in the
// built files (e2e/static/site-files.test.ts), each route's load by its contract (routes.spec.ts).
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, allowNotFoundDocuments } from './fixtures';
import { expectClean, watch } from './support/watch';
import { visibleQuestions } from '../src/domain/answers/questions';

test('/ (the language chooser and its redirect): no CSP violation', async ({ page, context, baseURL }) => {
  const w = await watch(page, context, new URL(baseURL!).origin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/(en|zh)\/$/);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expectClean(w);
});

test('/ (the chooser itself, its redirect held back): every inline script runs under the CSP', async ({
  page,
  context,
  baseURL,
}) => {
  const w = await watch(page, context, new URL(baseURL!).origin);
  // A 204 answer cancels the redirect's navigation, so the chooser stays and its scripts all run.
  let redirected = 0;
  await page.route(/\/(en|zh)\/$/, (route) => {
    redirected++;
    return route.fulfill({ status: 204 });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => redirected, 'the redirect script ran').toBeGreaterThan(0);
  // No script of the router's is left in the page.
  await expect
    .poll(() =>
      page.locator('script').evaluateAll((els) => els.filter((e) => /tsr|\$R/.test(e.textContent ?? '')).length),
    )
    .toBe(0);
  expectClean(w);
});

test('404.html: no CSP violation, no request off-site', async ({ page, context, baseURL, consoleProblems }) => {
  const w = await watch(page, context, new URL(baseURL!).origin);
  const res = await page.goto('/en/no-such-page/');
  expect(res?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  expectClean(w);
  allowNotFoundDocuments(consoleProblems, 1);
});

// --- Using the features --------------------------------------------------------------------

test('the wizard, clicked through to the result: nothing leaves the origin', async ({ page, context, baseURL }) => {
  const w = await watch(page, context, new URL(baseURL!).origin);
  await page.goto('/en/wizard/');
  await waitForHydration(page);
  const form = page.locator('form.wizard-step');
  // Each question as the wizard asks it (platform unknown: all of them), answered with a value of its kind.
  const questions = visibleQuestions(undefined);
  for (const [i, q] of questions.entries()) {
    await expect(page.locator('.wizard-steps [aria-current="step"] .wizard-steps-num')).toHaveText(String(i + 1));
    // The platform left unknown, so every later question is still asked; elsewhere the first choice.
    if (q.key === 'platform') await form.locator('input[type="radio"][value=""]').check();
    else if (q.kind === 'choice') await form.locator('input[type="radio"]').first().check();
    else if (q.kind === 'boolean') await form.locator('input[type="radio"][value="true"]').check();
    else await form.locator('input[type="text"]').fill(TYPED[q.kind]);
    await form.locator('button[type="submit"]').click();
  }
  await expect(page).toHaveURL(/\/en\/result\/\?/);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expectClean(w);
});

const TYPED = { version: '1.31', kernel: '5.10.0', nft: '1.0.6', count: '5000' } as const;

const KUBECTL_JSON = JSON.stringify({
  apiVersion: 'v1',
  kind: 'List',
  items: [
    {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: '<img src=x onerror=alert(1)>', labels: { 'kubernetes.io/os': 'linux' } },
      status: {
        nodeInfo: {
          kernelVersion: '5.10.0-136.12.0.86.r1526_92.hce2.x86_64',
          osImage: '<script>alert(1)</script>',
          kubeletVersion: 'v1.31.4',
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web', namespace: 'default' },
      spec: { type: 'ClusterIP', clusterIP: '10.0.0.10' },
    },
  ],
});

test('the import, pasting kubectl JSON: nothing leaves the origin, nothing pasted becomes HTML', async ({
  page,
  context,
  baseURL,
}) => {
  const w = await watch(page, context, new URL(baseURL!).origin);
  await page.goto('/en/import/');
  await waitForHydration(page);
  const input = page.getByTestId('import-input');
  await input.fill(KUBECTL_JSON);
  await page.getByTestId('import-apply').click();
  // The paste is read in a Web Worker; the sample is valid kubectl output, so results appear.
  await expect(page.getByTestId('import-results')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expectNoInjectedMarkup(page);
  // The answers it found go on to the result page as text in the URL.
  await page.getByTestId('import-see-result').click();
  await expect(page).toHaveURL(/\/en\/result\//);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expectNoInjectedMarkup(page);
  expectClean(w);
});

// --- Nothing from the URL is rendered as HTML --------------------------------------------------

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function expectNoInjectedMarkup(page: Page) {
  expect(await page.locator('img[src="x"]').count(), 'injected <img>').toBe(0);
  expect(await page.locator('[onerror]').count(), 'elements with an onerror attribute').toBe(0);
  const scripts = await page.locator('script').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(
    scripts.filter((s) => s.includes('alert(1)')),
    'injected <script>',
  ).toEqual([]);
}

const hostile: string[] = [
  `/en/result/?${q({ version: IMG, kernel: SCRIPT, platform: IMG, services: SCRIPT })}`,
  `/zh/result/?${q({ version: SCRIPT, kernel: IMG })}`,
  `/en/wizard/?${q({ version: IMG, kernel: SCRIPT, step: IMG })}`,
  `/en/wizard/?${q({ platform: 'cce', version: IMG, kernel: SCRIPT, step: '3' })}`,
  `/zh/wizard/?${q({ nft: SCRIPT, services: IMG, step: SCRIPT })}`,
  `/en/compare/?${q({ modes: IMG, diff: SCRIPT })}`,
  `/en/scaling/?${q({ services: IMG, nodes: SCRIPT })}`,
  `/en/compare/#${encodeURIComponent(IMG)}`,
];

for (const url of hostile) {
  test(`markup in the URL stays text: ${decodeURIComponent(url).slice(0, 90)}`, async ({ page, context, baseURL }) => {
    const w = await watch(page, context, new URL(baseURL!).origin);
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expectNoInjectedMarkup(page);
    expectClean(w);
  });
}
