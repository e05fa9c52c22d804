// "Report a problem with this fact": one link per comparison row, mode-page section and rule in
// the build that sets REPORT_URL (the sub-path one), each filled for its fact; none without it.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/domain/decision/rule-book';
import { ROWS } from '../../src/domain/matrix/matrix';
import { MODE_PAGE_SECTIONS } from '../../src/domain/matrix/mode-pages';
import { MODES } from '../../src/domain/modes';
import { factPath, reportHref, type FactId } from '../../src/domain/report';
import { BASE_REPORT_URL, SITE } from '../support/builds';
import { LANGS } from '../support/locales';
import { BUILDS, appPages, builtPages } from './site';

const [root, sub] = BUILDS as [(typeof BUILDS)[0], (typeof BUILDS)[0]];

/** Each page with facts, and the facts it shows, from the data. */
const FACT_PAGES: readonly { path: string; facts: readonly FactId[] }[] = [
  { path: 'compare/', facts: ROWS.map((r): FactId => `row:${r.id}`) },
  ...MODES.map((m) => ({
    path: `modes/${m}/`,
    facts: MODE_PAGE_SECTIONS.map((s): FactId => `section:${m}/${s.id}`),
  })),
  // The rule book: a table per mode, each in the data's order.
  { path: 'rules/', facts: MODES.flatMap((m) => rulesOf(m).map((r): FactId => `rule:${r.id}`)) },
];

describe('without REPORT_URL (the root build)', () => {
  it('no page has a report link', () => {
    const withLinks = appPages(root).filter((p) => p.doc.querySelector('.report-link'));
    expect(withLinks.map((p) => p.path)).toEqual([]);
  });
});

describe.each(LANGS)('with REPORT_URL (the sub-path build), %s', (lang) => {
  it.each(FACT_PAGES.map((f) => [f.path, f] as const))('%s: a link per fact, filled for it', (path, { facts }) => {
    const page = builtPages(sub).find((p) => p.path === `${lang}/${path}`)!;
    const links = page.doc.querySelectorAll('a.report-link');
    expect(links.map((a) => a.getAttribute('data-fact'))).toEqual(facts);
    for (const a of links) {
      const fact = a.getAttribute('data-fact') as FactId;
      const pageUrl = `${SITE}${sub.base}${lang}/${factPath(fact)}`;
      expect(a.getAttribute('href')).toBe(reportHref(BASE_REPORT_URL, { fact, page: pageUrl, lang }));
    }
  });
});
