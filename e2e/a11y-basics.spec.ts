// Keyboard and small-screen basics: the skip link, the phone menu, stable heading anchors,
// one h1 and no skipped heading levels, no sideways scrolling on a phone.
import { type Page } from '@playwright/test';
import { test, expect, waitForHydration, ALL_PAGES, LANGS, tr, type Lang } from './fixtures';

const PHONE = { width: 390, height: 844 };

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      id: el?.id ?? '',
      cls: el?.className ?? '',
      inMain: !!el?.closest('#main-content'),
    };
  });

for (const [lang, path] of [
  ['en', ''],
  ['zh', 'compare/'],
  ['en', 'wizard/'],
] as const) {
  test(`/${lang}/${path}: the skip link is the first tab stop and moves focus to the content`, async ({ page }) => {
    await page.goto(`/${lang}/${path}`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText(tr(lang, 'common', 'a11y.skipToContent'));
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip).toBeInViewport(); // shown while focused

    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(skip).not.toBeInViewport(); // hidden again once focus leaves
    // The next tab stop is inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain, 'focus after skipping').toBe(true);
  });
}

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGS) {
    test(`${lang}: the nav hides behind a menu button that opens and closes it`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      await waitForHydration(page);
      const nav = page.locator('nav#site-nav');
      const button = page.locator('button.menu-button');
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAttribute('aria-controls', 'site-nav');
      await expect(button).toHaveAccessibleName(tr(lang, 'common', 'nav.openMenu'));
      await expect(nav).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAccessibleName(tr(lang, 'common', 'nav.closeMenu'));
      await expect(nav).toBeVisible();
      for (const key of ['overview', 'compare', 'wizard', 'scaling', 'import']) {
        await expect(nav.getByRole('link', { name: tr(lang, 'common', `nav.${key}`), exact: true })).toBeVisible();
      }
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();

      // Keyboard: open with Enter, follow a link; the menu closes on navigation.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: tr(lang, 'common', 'nav.scaling'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/scaling/$`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });
  }

  for (const lang of LANGS) {
    for (const p of ALL_PAGES) {
      test(`/${lang}/${p.path} does not scroll sideways at ${PHONE.width}px`, async ({ page }) => {
        await page.goto(`/${lang}/${p.path}`);
        await waitForHydration(page);
        const wide = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          return [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.width === 0 || r.right <= vw + 1) return false;
              // Content inside a horizontally scrollable box (a wide table, a code block) is fine.
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
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`,
            );
        });
        expect(wide, `elements wider than ${PHONE.width}px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      });
    }
  }
});

async function anchoredHeadings(page: Page) {
  return page
    .locator('h2[id]:has(> a.heading-anchor), h3[id]:has(> a.heading-anchor)')
    .evaluateAll((hs) =>
      hs.map((h) => ({ id: h.id, href: h.querySelector(':scope > a.heading-anchor')?.getAttribute('href') ?? '' })),
    );
}

for (const p of ALL_PAGES) {
  test(`/{en,zh}/${p.path}: heading anchors have the same stable ids in both languages`, async ({ page }) => {
    const byLang = {} as Record<Lang, { id: string; href: string }[]>;
    for (const lang of LANGS) {
      await page.goto(`/${lang}/${p.path}`);
      await waitForHydration(page);
      const hs = await anchoredHeadings(page);
      for (const h of hs) {
        expect(h.id, 'an id made of ASCII, not of translated words').toMatch(/^[a-z][a-z0-9-]*$/);
        expect(h.href).toBe(`#${h.id}`);
      }
      const duplicates = await page.evaluate(
        (ids) => ids.filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1),
        hs.map((h) => h.id),
      );
      expect(duplicates, 'heading ids used more than once').toEqual([]);
      const anchor = page.locator('a.heading-anchor').first();
      if (hs.length) await expect(anchor).toHaveAccessibleName(tr(lang, 'common', 'a11y.headingAnchor'));
      byLang[lang] = hs;
    }
    expect(byLang.zh.map((h) => h.id)).toEqual(byLang.en.map((h) => h.id));
    if (p.key === 'overview') {
      expect(byLang.en.map((h) => h.id)).toEqual(
        expect.arrayContaining(['what-kube-proxy-does', 'three-modes', 'on-cce', 'next-steps']),
      );
    }
  });
}

test('a heading anchor puts its id in the URL and a reload lands on it', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await page.locator('#on-cce').hover();
  await page.locator('#on-cce > a.heading-anchor').click();
  await expect(page).toHaveURL(/\/en\/#on-cce$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#on-cce')).toBeInViewport();
});

for (const lang of LANGS) {
  for (const p of ALL_PAGES) {
    test(`/${lang}/${p.path}: one h1, and heading levels do not skip`, async ({ page }) => {
      await page.goto(`/${lang}/${p.path}`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      const skips = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => {
        const out: string[] = [];
        let prev = 0;
        for (const h of hs) {
          const level = Number(h.tagName[1]);
          if (prev && level > prev + 1) out.push(`h${prev} → h${level} "${(h.textContent ?? '').trim().slice(0, 40)}"`);
          prev = level;
        }
        return out;
      });
      expect(skips).toEqual([]);
    });
  }
}
