// Every route works when opened directly (with and without its trailing slash), after a reload,
// and with back/forward: A→B→C by links, back twice, forward once, the content right each time.
import { type Page } from '@playwright/test';
import { parseAnswers } from '../src/domain/answers/answers';
import { parseStep, visibleQuestions } from '../src/domain/answers/questions';
import { parseModes } from '../src/features/compare/lib/compare-search';
import { parseField } from '../src/features/scaling/lib/scaling-values';
import { templatePageAt, testIdOf } from './support/templates';
import {
  test,
  expect as baseExpect,
  waitForHydration,
  TEMPLATE_PAGES,
  LANGS,
  tr,
  type Lang,
  type SitePage,
} from './fixtures';

test.describe.configure({ timeout: 180_000 });
// What depends on the URL renders after hydration, which can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** What the reader sees: address, language, heading, and the state the URL carries on each page. */
interface View {
  path: string;
  lang: string;
  h1: string;
  /** The page component on screen (`page-compare`, `page-mode-ipvs`, …). */
  page: string | null;
  /** Every `.awaits-hydration` part has rendered with the URL's values. */
  ready: boolean;
  state: Record<string, string | number | null>;
}

async function view(page: Page): Promise<View> {
  return page.evaluate(() => {
    const text = (sel: string) => document.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
    const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name) ?? null;
    const url = new URL(location.href);
    return {
      path: `${url.pathname}${url.search}`,
      lang: document.documentElement.lang,
      h1: text('main h1') ?? '',
      page: document.querySelector('main [data-testid^="page-"]')?.getAttribute('data-testid') ?? null,
      ready: [...document.querySelectorAll('.awaits-hydration')].every(
        (el) => el.getAttribute('data-ready') === 'true',
      ),
      state: {
        question: text('#wizard-question'),
        step: text('.wizard-steps [aria-current="step"] .wizard-steps-num'),
        lean: attr('[data-testid="wizard-lean"]', 'data-mode'),
        recommendation: attr('[data-testid="recommendation"]', 'data-mode'),
        compareModes: document.querySelectorAll('table.matrix thead th[data-mode]').length,
        diff: attr('table.matrix', 'data-diff'),
        services: attr('[data-testid="page-scaling"]', 'data-services'),
        modeTab: text('.mode-tabs [aria-current="page"]'),
        errorPanel: document.querySelectorAll('[data-testid="error-panel"]').length,
        notFound: document.querySelectorAll('[data-testid="not-found"]').length,
      },
    };
  });
}

/** Waits until the page has hydrated and its URL-dependent parts have rendered. */
async function settle(page: Page) {
  await waitForHydration(page);
  for (const live of await page.locator('.awaits-hydration').all())
    await expect(live).toHaveAttribute('data-ready', 'true');
}

/**
 * What the address says the page must show: which page, and the state its query carries
 * (parsed with the app's own parsers). Empty when the view agrees with its address.
 */
/** The test id of the page at a path below /{lang}/, from the template table. */
const testIdOfPath = (path: string) => {
  const p = templatePageAt(path);
  return p ? testIdOf(p) : `no template for ${path}`;
};

function disagreements(v: View): string[] {
  const url = new URL(v.path, 'http://x');
  const [, lang, section = '', sub = ''] = url.pathname.split('/');
  const q = Object.fromEntries(url.searchParams);
  const want: Record<string, unknown> = {
    lang: lang === 'zh' ? 'zh-CN' : 'en',
    // The template table names each page's test id (`page-mode-ipvs`, `page-platform-eks`).
    page: testIdOfPath(url.pathname.slice(`/${lang}/`.length)),
    ready: true,
  };
  const state: Record<string, unknown> = {};
  if (section === 'compare') state.compareModes = parseModes(q['modes'])?.length ?? 3;
  if (section === 'scaling') state.services = String(parseField('services', q['services']).value);
  if (section === 'wizard') {
    const count = visibleQuestions(parseAnswers(q).answers.platform).length;
    state.step = String(parseStep(q['step'], count).step);
  }
  if (section === 'modes') state.modeTab = sub;
  const got: Record<string, unknown> = { lang: v.lang, page: v.page, ready: v.ready };
  const out = Object.entries(want)
    .filter(([k, w]) => got[k] !== w)
    .map(([k, w]) => `${k}: ${String(got[k])} ≠ ${String(w)}`);
  for (const [k, w] of Object.entries(state)) {
    const g = k === 'modeTab' ? String(v.state[k] ?? '').toLowerCase() : v.state[k];
    if (g !== w) out.push(`${k}: ${String(g)} ≠ ${String(w)}`);
  }
  return out;
}

/** The view once it agrees with its address (client-side navigation and hydration render in steps). */
async function settledView(page: Page, different?: View): Promise<View> {
  await waitForHydration(page);
  await expect
    .poll(
      async () => {
        const v = await view(page);
        if (different && v.path === different.path) return ['the address has not changed yet'];
        return disagreements(v);
      },
      { message: 'the page shows what its address says' },
    )
    .toEqual([]);
  return view(page);
}

async function expectView(page: Page, want: View, message: string) {
  await settle(page);
  await expect.poll(() => view(page), { message }).toEqual(want);
}

// ---------------------------------------------------------------------------------------------
// Opened directly, with and without the trailing slash, and after a reload

/** Per page: a query that puts it in a non-default state, and what that state must show. */
const STATEFUL: Partial<Record<SitePage['key'], { query: string; check: (v: View) => void }>> = {
  compare: {
    query: 'modes=nftables,ipvs&diff=true',
    check: (v) => {
      expect(v.state.compareModes).toBe(2);
      expect(v.state.diff).toBe('true');
    },
  },
  wizard: {
    query: 'platform=k8s&services=5000&lb=rr&step=3',
    check: (v) => {
      expect(v.state.step).toBe('3');
      expect(v.state.lean).toBe('ipvs');
    },
  },
  result: {
    query: 'platform=k8s&version=1.33&kernel=6.1.0&nft=1.0.6',
    check: (v) => {
      expect(v.state.recommendation).toBe('nftables');
    },
  },
  scaling: {
    query: 'services=5000&endpoints=3',
    check: (v) => expect(v.state.services).toBe('5000'),
  },
};

function expectPageOk(v: View, lang: Lang, what: string) {
  expect(v.h1, `${what}: heading`).not.toBe('');
  expect(v.lang, `${what}: language`).toBe(lang === 'zh' ? 'zh-CN' : 'en');
  expect(v.state.errorPanel, `${what}: error panel`).toBe(0);
  expect(v.state.notFound, `${what}: 404`).toBe(0);
}

// Each route once, the language alternating (the routing is the same in both).
for (const [i, p] of TEMPLATE_PAGES.entries()) {
  const lang: Lang = LANGS[i % 2]!;
  const base = `/${lang}/${p.path}`;
  test(`${base}: opened directly (with and without the slash, with its state) and reloaded`, async ({ page }) => {
    // Plain, directly.
    const res = await page.goto(base);
    expect(res?.status()).toBe(200);
    const plain = await settledView(page);
    expectPageOk(plain, lang, base);
    if (p.key === 'modes') expect(String(plain.state.modeTab).toLowerCase()).toBe(p.path.split('/')[1]);

    // Reloaded: the same page.
    await page.reload();
    await expectView(page, plain, `${base} after a reload`);

    const stateful = STATEFUL[p.key];
    const query = stateful ? `?${stateful.query}` : '';
    // Without the trailing slash: redirected to the page, the query kept.
    if (p.path !== '') {
      await page.goto(`${base.slice(0, -1)}${query}`);
      await expect(page).toHaveURL(new RegExp(`${base.replace(/\//g, '\\/')}${query.replace(/[?]/g, '\\?')}$`));
    } else {
      await page.goto(`${base}${query}`);
    }
    const withState = await settledView(page);
    expectPageOk(withState, lang, `${base}${query}`);
    stateful?.check(withState);

    // Reloaded twice: the state stays (it lives in the URL).
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expectView(page, withState, `${base}${query} after reload ${i + 1}`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Back and forward: A → B → C by links, back twice, forward once

/**
 * Follows `steps` (each clicks a link or button), recording the view after each; then goes back
 * twice and forward once, expecting the recorded views each time.
 */
async function backAndForth(page: Page, start: string, steps: readonly ((page: Page) => Promise<void>)[]) {
  await page.goto(start);
  const views = [await settledView(page)];
  for (const step of steps) {
    await step(page);
    views.push(await settledView(page, views.at(-1)));
  }
  const [a, b, c] = views.slice(-3) as [View, View, View];
  // Three different places, each rendered.
  expect(new Set([a.path, b.path, c.path]).size, 'three different addresses').toBe(3);
  for (const v of [a, b, c]) {
    expect(v.h1, `${v.path}: heading`).not.toBe('');
    expect(v.state.errorPanel, `${v.path}: error panel`).toBe(0);
  }
  await page.goBack();
  await expectView(page, b, `back once: ${b.path}`);
  await page.goBack();
  await expectView(page, a, `back twice: ${a.path}`);
  await page.goForward();
  await expectView(page, b, `forward once: ${b.path}`);
  return views;
}

const navLink = (lang: Lang, key: string) => (page: Page) =>
  page
    .locator('nav#site-nav')
    .getByRole('link', { name: tr(lang, 'common', `nav.${key}`), exact: true })
    .click();

for (const lang of LANGS) {
  test(`/${lang}/: overview → compare → wizard through the site navigation`, async ({ page }) => {
    const [a, b, c] = await backAndForth(page, `/${lang}/`, [navLink(lang, 'compare'), navLink(lang, 'wizard')]);
    expect(a!.path).toBe(`/${lang}/`);
    expect(b!.path).toBe(`/${lang}/compare/`);
    expect(c!.path).toBe(`/${lang}/wizard/`);
    expect(new Set([a!.h1, b!.h1, c!.h1]).size, 'three different headings').toBe(3);
  });
}

test('/en/: overview → scaling (a "next" card) → import (the navigation)', async ({ page }) => {
  const views = await backAndForth(page, '/en/', [
    (pg) => pg.locator('a.link-card[href="/en/scaling/"]').click(),
    navLink('en', 'import'),
  ]);
  expect(views.map((v) => v.path)).toEqual(['/en/', '/en/scaling/', '/en/import/']);
});

test('/en/compare/: the Reference menu opens from the keyboard, closes on Escape, and leads to its page, its own sources loaded', async ({
  page,
}) => {
  await page.goto('/en/compare/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: tr('en', 'common', 'nav.groups.reference') });
  const plugins = page.locator('nav#site-nav').getByRole('link', { name: tr('en', 'common', 'nav.plugins') });
  await expect(plugins).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(plugins).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(plugins).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await plugins.click();
  await expect(page).toHaveURL(/\/en\/plugins\/$/);
  await expect(page.locator('h1')).toHaveText(tr('en', 'plugins', 'page.title'));
  // The page's own source group arrives with the navigation (the language route loads it).
  await expect(page.locator('tr#calico td[data-mode="nftables"] a.footnote-ref').first()).toHaveAttribute(
    'href',
    'https://docs.tigera.io/calico/latest/getting-started/kubernetes/nftables',
  );
  // Closed again; the hidden link is the current page's.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('nav#site-nav a[href="/en/plugins/"]')).toHaveAttribute('aria-current', 'page');
});

test('/zh/modes/: nftables → iptables → IPVS through the mode tabs', async ({ page }) => {
  const tab = (mode: string) => (pg: Page) => pg.locator(`.mode-tabs a.mode-${mode}`).click();
  const views = await backAndForth(page, '/zh/modes/nftables/', [tab('iptables'), tab('ipvs')]);
  expect(views.map((v) => String(v.state.modeTab).toLowerCase())).toEqual(['nftables', 'iptables', 'ipvs']);
});

for (const lang of LANGS) {
  test(`/${lang}/wizard/: step 1 → 2 → 3 with Next (each step is a history entry)`, async ({ page }) => {
    const next = (pg: Page) => pg.locator('form.wizard-step button[type="submit"]').click();
    const views = await backAndForth(page, `/${lang}/wizard/?platform=cce`, [next, next]);
    expect(views.map((v) => v.state.step)).toEqual(['1', '2', '3']);
    expect(new Set(views.map((v) => v.state.question)).size, 'three different questions').toBe(3);
    // The answer given on the way is still in the URL after going back and forth.
    expect(new URL(page.url()).searchParams.get('platform')).toBe('cce');
  });
}

test('/en/wizard/: answer → step list jump → See the result now, then back and forward', async ({ page }) => {
  const views = await backAndForth(page, '/en/wizard/?platform=k8s&version=1.33&kernel=6.1.0&nft=1.0.6', [
    (pg) => pg.locator('.wizard-steps a[href*="step=5"]').click(),
    (pg) => pg.getByTestId('wizard-lean').getByRole('link').click(),
  ]);
  expect(views[1]!.state.step).toBe('5');
  expect(views[2]!.path).toMatch(/^\/en\/result\/\?/);
  if (views[2]!.state.recommendation !== null) expect(views[2]!.state.recommendation).toBe('nftables');
});

test('/en/result/: result → scaling (next steps) → compare, and back to the same result', async ({ page }) => {
  await page.goto('/en/result/?platform=cce&services=5000&endpoints=3');
  await settle(page);
  const views = await backAndForth(page, '/en/result/?platform=cce&services=5000&endpoints=3', [
    (pg) => pg.getByTestId('scaling-link').click(),
    navLink('en', 'compare'),
  ]);
  expect(views[1]!.path).toMatch(/^\/en\/scaling\/\?/);
  expect(views[1]!.state.services).toBe('5000');
  expect(views[2]!.path).toBe('/en/compare/');
});

test('the language switch is a step in history too: /en/compare/ → /zh/compare/ → /zh/wizard/', async ({ page }) => {
  const views = await backAndForth(page, '/en/compare/?modes=ipvs', [
    (pg) => pg.locator('.lang-switch').click(),
    navLink('zh', 'wizard'),
  ]);
  expect(views.map((v) => v.lang)).toEqual(['en', 'zh-CN', 'zh-CN']);
  expect(views[1]!.path).toBe('/zh/compare/?modes=ipvs');
  expect(views[1]!.state.compareModes).toBe(1);
});

test('a reload after client-side navigation serves the page the address names', async ({ page }) => {
  await page.goto('/en/');
  const overview = await settledView(page);
  await navLink('en', 'compare')(page);
  await page.locator('thead th[data-mode]').first().waitFor();
  await page.getByRole('checkbox', { name: 'iptables' }).uncheck();
  await expect(page).toHaveURL(/modes=/);
  const before = await settledView(page);
  await page.reload();
  await expectView(page, before, 'the compare view after a reload');
  await page.goBack();
  await expectView(page, overview, 'back to the overview after the reload');
});

test('a reload keeps the reading position, before any script runs and after hydration', async ({ page }) => {
  await page.goto('/en/compare/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  // Reload with the app's scripts emptied (the page never hydrates): only the browser can restore the position.
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.reload({ waitUntil: 'load' });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
});
