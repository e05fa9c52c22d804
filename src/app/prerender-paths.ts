import { CHANGED_VERSIONS } from '../domain/changes/versions';
import { MODES } from '../domain/modes';
import { RUNBOOK_SLUGS } from '../domain/migrate/model';
import { PLATFORM_IDS } from '../domain/platforms/model';
import { TROUBLESHOOT_IDS } from '../domain/troubleshoot/model';
import { LANGS } from '../i18n/langs';

/** Values a path parameter takes in the static build. */
const PARAM_VALUES: Record<string, readonly string[]> = {
  $lang: LANGS,
  $mode: MODES,
  $platform: PLATFORM_IDS,
  $slug: RUNBOOK_SLUGS,
  $problem: TROUBLESHOOT_IDS,
  $version: CHANGED_VERSIONS,
};

/** Expands the router's path patterns ('/$lang/compare') into concrete static paths ('en/compare/'). */
export function prerenderPaths(patterns: readonly string[]): string[] {
  const out = new Set<string>();
  for (const pattern of patterns) {
    let paths = [''];
    for (const seg of pattern.split('/').filter(Boolean)) {
      const values = seg.startsWith('$') ? PARAM_VALUES[seg] : [seg];
      if (!values) throw new Error(`No static values for path parameter ${seg} in ${pattern}`);
      paths = paths.flatMap((p) => values.map((v) => `${p}${v}/`));
    }
    paths.forEach((p) => out.add(p));
  }
  return [...out].sort();
}
