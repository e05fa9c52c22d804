/**
 * "Report a problem with this fact": the ids a report names and the link the site's operator
 * configures (REPORT_URL, a template with {fact}, {page} and {lang}). Ids are stable, like the
 * anchors they point to: `row:<id>` (the comparison), `section:<mode>/<id>` (a mode page),
 * `rule:<id>` (the rule book).
 */
import type { SectionId } from './matrix/mode-pages';
import type { RowId } from './matrix/model';
import type { Mode } from './modes';
import type { RuleId } from './decision/rules';

export type FactId = `row:${RowId}` | `section:${Mode}/${SectionId}` | `rule:${RuleId}`;

/** Where a fact is shown, below /{lang}/: its page and its anchor. */
export function factPath(fact: FactId): string {
  const [kind, id = ''] = fact.split(/:(.*)/);
  if (kind === 'row') return `compare/#${id}`;
  if (kind === 'rule') return `rules/#${id}`;
  const [mode, section] = id.split('/');
  return `modes/${mode}/#${section}`;
}

/** The template with each placeholder filled, URL-encoded; placeholders it lacks are left out. */
export function reportHref(template: string, values: { fact: FactId; page: string; lang: string }): string {
  return template.replace(/\{(fact|page|lang)\}/g, (_, k: keyof typeof values) => encodeURIComponent(values[k]));
}
