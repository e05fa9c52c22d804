// The rule set's versions, apart from the change log's entries (changes.ts): every result names
// its version, and that must not load the whole log.

/** The rule set's versions, oldest first, each with the day it was published. */
export const RULESET_VERSIONS = [
  // The rules as first published (before the audit of 2026-12-04).
  { version: '1.0.0', date: '2026-12-02' },
  // The audit of 2026-12-04 and the second audit of 2026-12-05.
  { version: '1.1.0', date: '2026-12-05' },
] as const;

export type RulesetVersion = (typeof RULESET_VERSIONS)[number]['version'];

/** The current rule set: the newest version. */
export const CURRENT_RULESET = RULESET_VERSIONS[RULESET_VERSIONS.length - 1]!;
