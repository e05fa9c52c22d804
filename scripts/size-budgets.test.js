import { describe, expect, it } from 'vitest';
import { ALL_TEMPLATE_PAGES } from '../e2e/support/templates';
import { JS_BUDGETS, PROTECTS, ROUND_TRIP_HTML, SIZE_BUDGETS, sizeBudgetOf } from './size-budgets.js';

describe('the size budgets', () => {
  it("find a page's template from its path, with or without the leading slash", () => {
    expect(sizeBudgetOf('en/modes/ipvs/')).toMatchObject({ template: 'modes/$mode/', html: 15_000, js: 135_000 });
    expect(sizeBudgetOf('/zh/migrate/ipvs-to-nftables/')).toMatchObject({ template: 'migrate/$slug/', html: 15_000 });
    expect(sizeBudgetOf('zh/migrate/')).toMatchObject({ template: 'migrate/', html: ROUND_TRIP_HTML });
    expect(sizeBudgetOf('en/')).toMatchObject({ template: '', js: JS_BUDGETS.lean });
    expect(sizeBudgetOf('en/nowhere/')).toBeUndefined();
    expect(sizeBudgetOf('404.html')).toBeUndefined();
  });

  it('name what they protect: the round trip within it, the page above it', () => {
    expect(sizeBudgetOf('en/migrate/iptables-to-nftables/')?.protects.html).toBe(PROTECTS.roundTrip);
    expect(sizeBudgetOf('zh/migrate/iptables-to-nftables/')?.protects.html).toBe(PROTECTS.text);
    expect(sizeBudgetOf('en/result/')?.protects.js).toBe(PROTECTS.interactive);
  });

  it('cover every page template, and name none that does not exist', () => {
    const templates = ALL_TEMPLATE_PAGES.map((p) => sizeBudgetOf(`en/${p.path}`)?.template);
    expect(templates).not.toContain(undefined);
    expect(new Set(templates)).toEqual(new Set(Object.keys(SIZE_BUDGETS)));
  });

  it('are round figures: whole KB of HTML, JavaScript in steps of 5 KB', () => {
    for (const [route, b] of Object.entries(SIZE_BUDGETS)) {
      expect(b.html.en % 1000, route).toBe(0);
      expect(b.html.zh % 1000, route).toBe(0);
    }
    for (const bytes of Object.values(JS_BUDGETS)) expect(bytes % 5000).toBe(0);
  });
});
