// What a page must never do, recorded while a test uses it: break its Content-Security-Policy,
// send a request to another origin (its workers included), or open a dialog.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface Watch {
  violations: string[];
  offsite: string[];
  dialogs: string[];
}

/** CSP violations are reported through an exposed binding, so they survive navigations. */
export async function watch(page: Page, context: BrowserContext, origin: string): Promise<Watch> {
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

export function expectClean(w: Watch) {
  expect(w.violations, 'CSP violations').toEqual([]);
  expect(w.offsite, 'requests to other origins').toEqual([]);
  expect(w.dialogs, 'dialogs').toEqual([]);
}

/** Elements wider than the viewport that are not inside a box that scrolls them (a wide table). */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= vw + 1) return false;
        for (let a = el.parentElement; a; a = a.parentElement) {
          const o = getComputedStyle(a).overflowX;
          if (
            (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') &&
            a.getBoundingClientRect().right <= vw + 1
          )
            return false;
        }
        return getComputedStyle(el).visibility !== 'hidden' && !el.closest('.skip-link');
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
}
