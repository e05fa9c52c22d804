// Security and privacy: every prerendered page carries a Content-Security-Policy that the
// pages themselves never violate, no request ever leaves the site's origin (also while using
// the wizard, the scaling benchmark and the import), and nothing from the URL or a paste is
// rendered as HTML.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  allowNotFoundDocuments,
  ALL_PAGES,
  LANGS,
  OUT_DIR,
  ROOT_DIR,
} from './fixtures';

interface Watch {
  violations: string[];
  offsite: string[];
  dialogs: string[];
}

/**
 * Records CSP violations (reported from inside the page through an exposed binding, so they
 * survive navigations), every request to another origin, and every dialog (alert, confirm).
 */
async function watch(page: Page, context: BrowserContext, origin: string): Promise<Watch> {
  const w: Watch = { violations: [], offsite: [], dialogs: [] };
  await page.exposeFunction('reportCspViolation', (v: string) => w.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation;
      void report(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      );
    });
  });
  const offsite = (url: string) => {
    const u = new URL(url);
    if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return;
    if (u.origin !== origin) w.offsite.push(url);
  };
  // The context sees requests from the page and from its workers (the benchmark, the import).
  context.on('request', (r) => offsite(r.url()));
  page.on('request', (r) => offsite(r.url()));
  page.on('websocket', (ws) => w.offsite.push(ws.url()));
  page.on('dialog', (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return w;
}

function expectClean(w: Watch) {
  expect(w.violations, 'CSP violations').toEqual([]);
  expect(w.offsite, 'requests to other origins').toEqual([]);
  expect(w.dialogs, 'dialogs').toEqual([]);
}

// --- The policy as built --------------------------------------------------------------------

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (name === 'assets') return [];
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

test('every prerendered HTML file carries the CSP before any script', () => {
  const files = htmlFiles(path.join(ROOT_DIR, OUT_DIR));
  expect(files.map((f) => path.relative(path.join(ROOT_DIR, OUT_DIR), f))).toEqual(
    expect.arrayContaining(['index.html', '404.html', 'en/index.html', 'zh/index.html']),
  );
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/.exec(html);
    expect(meta, file).not.toBeNull();
    const policy = meta![1];
    expect(meta!.index, `${file}: CSP meta before the first script`).toBeLessThan(html.search(/<script\b/));
    expect(html.slice(0, meta!.index), `${file}: CSP meta inside <head>`).toMatch(/<head>/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    for (const d of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' data:",
    ])
      expect(policy, file).toContain(d);
    // The router's hand-over scripts are taken out at build time (the app builds that state).
    expect(html, `${file}: router hand-over script`).not.toMatch(/data-tsr-stream-part|\$_TSR|tsr-stream-boundary/);
  }
});

// --- Every page: no violation, nothing off-site ---------------------------------------------

const pages = LANGS.flatMap((lang) => ALL_PAGES.map((p) => ({ lang, p })));

for (const { lang, p } of pages) {
  const url = `/${lang}/${p.path}`;
  test(`${url}: no CSP violation, no request off-site`, async ({ page, context, baseURL }) => {
    const w = await watch(page, context, new URL(baseURL!).origin);
    await page.goto(url);
    await waitForHydration(page);
    // No script of the router's is left in the page (the app built the hydration state itself).
    await expect
      .poll(() =>
        page.locator('script').evaluateAll((els) => els.filter((e) => /tsr|\$R/.test(e.textContent ?? '')).length),
      )
      .toBe(0);
    // Follow a client-side navigation too: the router inserts head scripts and preloads.
    await page.locator('a.brand').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    await page.waitForLoadState('networkidle');
    expectClean(w);
  });
}

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
  for (let i = 0; i < 20 && /\/wizard\//.test(page.url()); i++) {
    const heading = await page.locator('#wizard-question').textContent();
    const radios = form.locator('input[type="radio"]');
    const text = form.locator('input[type="text"]');
    if ((await radios.count()) > 0) await radios.first().check();
    else if ((await text.count()) > 0) await text.first().fill(i % 2 ? '5000' : '1.31');
    await form.locator('button[type="submit"]').click();
    await expect(async () => {
      expect(/\/wizard\//.test(page.url()) ? await page.locator('#wizard-question').textContent() : 'left').not.toBe(
        heading,
      );
    }).toPass();
  }
  await page.waitForLoadState('networkidle');
  expectClean(w);
});

test("the scaling page's benchmark: nothing leaves the origin", async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const w = await watch(page, context, new URL(baseURL!).origin);
  await page.goto('/en/scaling/');
  await waitForHydration(page);
  const run = page.getByTestId('bench-run');
  await run.click();
  const status = page.getByTestId('bench-status');
  // A few measurements are enough to know the worker started and ran under the policy.
  await expect(status).toHaveAttribute('data-count', /^([2-9]|\d\d+)$/, { timeout: 40_000 });
  if ((await status.getAttribute('data-status')) === 'running') await page.getByTestId('bench-cancel').click();
  await page.waitForLoadState('networkidle');
  expectClean(w);
});

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
