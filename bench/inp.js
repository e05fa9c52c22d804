// Interaction to Next Paint, read in the page as Chromium reports it: every `event` timing entry
// with an interaction id belongs to one interaction, whose latency is its longest entry; a page's
// INP is its worst interaction (with fewer than 50 interactions, as here, no outlier is dropped).

/**
 * @typedef {{ name: string; interactionId?: number; duration: number; startTime: number }} EventEntry
 * @param {readonly EventEntry[]} entries
 * @returns {{ inp: number | null; interactions: number }}
 */
export function inpOf(entries) {
  /** @type {Map<number, number>} */
  const worst = new Map();
  for (const e of entries) {
    if (!e.interactionId) continue;
    worst.set(e.interactionId, Math.max(worst.get(e.interactionId) ?? 0, e.duration));
  }
  return { inp: worst.size ? Math.max(...worst.values()) : null, interactions: worst.size };
}

/**
 * @typedef {{ name: string; path: string; act: (page: import('@playwright/test').Page) => Promise<void> }} Scenario
 */

/**
 * The interactions the speed budgets name: the wizard's choices, the comparison's mode toggles,
 * the language switch. Each acts as a reader would, with the mouse.
 * @type {readonly Scenario[]}
 */
export const INP_SCENARIOS = [
  {
    name: 'wizard: choose an answer, three times',
    path: '/en/wizard/',
    act: async (page) => {
      for (let i = 0; i < 3; i++) {
        const options = page.locator('form.wizard-step input[type="radio"]');
        await options.nth(i % (await options.count())).click();
      }
    },
  },
  {
    name: 'compare: hide a mode, show it, highlight differences',
    path: '/zh/compare/',
    act: async (page) => {
      const boxes = page.locator('[data-testid="compare-controls"] input[type="checkbox"]');
      await boxes.first().click();
      await boxes.first().click();
      await boxes.last().click();
    },
  },
  {
    name: 'language switch (compare, en → zh)',
    path: '/en/compare/',
    act: async (page) => {
      await page.locator('.lang-switch').click();
      await page.waitForURL(/\/zh\/compare\//);
    },
  },
];

/**
 * Each scenario in a fresh context, the CPU slowed as the Lighthouse runs are: its INP and the
 * number of interactions it counted, median over `runs`.
 * @param {{ origin: string; chromePath: string; args: string[]; cpuSlowdown: number; runs?: number;
 *   scenarios?: readonly Scenario[] }} o
 */
export async function measureInp({ origin, chromePath, args, cpuSlowdown, runs = 3, scenarios = INP_SCENARIOS }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args });
  /** @type {{ name: string; path: string; inp: number | null; interactions: number }[]} */
  const out = [];
  try {
    for (const s of scenarios) {
      /** @type {number[]} */
      const inps = [];
      let interactions = 0;
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 915 },
          isMobile: true,
          hasTouch: false,
        });
        const page = await context.newPage();
        await page.goto(`${origin}${s.path}`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => {
          const w = /** @type {Window & { __events?: object[] }} */ (window);
          w.__events = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              const t = /** @type {PerformanceEventTiming} */ (e);
              w.__events?.push({
                name: t.name,
                interactionId: t.interactionId,
                duration: t.duration,
                startTime: t.startTime,
              });
            }
          }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', buffered: true, durationThreshold: 16 }));
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await s.act(page);
        // Let the last interaction's paint and the observer's report land.
        await page.waitForTimeout(1000);
        const entries = /** @type {import('./inp.js').EventEntry[]} */ (
          await page.evaluate(() => /** @type {Window & { __events?: object[] }} */ (window).__events ?? [])
        );
        const r = inpOf(entries);
        if (r.inp !== null) inps.push(r.inp);
        interactions = r.interactions;
        await context.close();
      }
      const sorted = [...inps].sort((a, b) => a - b);
      out.push({ name: s.name, path: s.path, inp: sorted[Math.floor(sorted.length / 2)] ?? null, interactions });
    }
  } finally {
    await browser.close();
  }
  return out;
}
