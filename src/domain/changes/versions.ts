// The rule set's versions, apart from the change log's entries (changes.ts): every result names
// its version, and that must not load the whole log.

/** The rule set's versions, oldest first, each with the day it was published. */
export const RULESET_VERSIONS = [
  // The rules as first published (before the audit of 2026-12-04).
  { version: '1.0.0', date: '2026-12-02' },
  // The audit of 2026-12-04 and the second audit of 2026-12-05.
  { version: '1.1.0', date: '2026-12-05' },
  // The named platforms' own facts as rules.
  { version: '1.2.0', date: '2026-12-05' },
  // A dataplane that replaces kube-proxy: no mode to pick.
  { version: '1.3.0', date: '2026-12-05' },
  // The network plugin's word on each mode.
  { version: '1.4.0', date: '2026-12-05' },
  // The third audit: words and sources only.
  { version: '1.4.1', date: '2026-12-06' },
  // Facts, part 2: the nft k3s and RKE2 bring, platforms with no setting, plugin rules, sync cost.
  { version: '1.5.0', date: '2026-12-06' },
  // Advice for a running cluster, part 1: a deprecated mode is at best a caution.
  { version: '1.6.0', date: '2026-12-06' },
  // Numbers and versions as people type them: 3,000, ３０００, 1.5万, "Server Version: v1.31.2".
  { version: '1.7.0', date: '2026-12-06' },
  // Each platform's own node images; an image's default kernel while the kernel is unknown.
  { version: '1.8.0', date: '2026-12-07' },
] as const;

export type RulesetVersion = (typeof RULESET_VERSIONS)[number]['version'];

/**
 * The versions with a page of their own in the change log: every one after the first, which is
 * the rules as first published (changes.test.ts holds that each has an entry and the first none).
 */
export const CHANGED_VERSIONS: readonly RulesetVersion[] = RULESET_VERSIONS.slice(1).map((v) => v.version);
export const isChangedVersion = (v: string): v is RulesetVersion => (CHANGED_VERSIONS as readonly string[]).includes(v);

/** The current rule set: the newest version. */
export const CURRENT_RULESET = RULESET_VERSIONS[RULESET_VERSIONS.length - 1]!;

/**
 * The rule set a result link was made with, from its `rules` parameter. A link without one
 * predates versions in links: the first rule set. One this guide does not know (mistyped, or
 * from a newer guide) is read as the current one, and `unknown` holds it for a notice.
 */
export function linkRuleset(raw: string | undefined): { version: RulesetVersion; unknown?: string } {
  if (raw === undefined) return { version: RULESET_VERSIONS[0].version };
  const known = RULESET_VERSIONS.find((r) => r.version === raw.trim());
  return known ? { version: known.version } : { version: CURRENT_RULESET.version, unknown: raw };
}

/** A link's search params with the current rule set: what every link the site writes carries. */
export function withRuleset(params: Readonly<Record<string, string>>): Record<string, string> {
  return { ...params, rules: CURRENT_RULESET.version };
}
