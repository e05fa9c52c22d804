/**
 * The answers a finding's words may name (`{{version}}` …): the rule book shows each as a named
 * slot (rulebook.json `slots.<name>`), a result fills it in. A placeholder not listed here would
 * show raw on the rule book: slots.test.ts holds every rule's words to this list.
 */
export const SLOTS = [
  'version',
  'kernel',
  'nft',
  'required',
  'lb',
  'services',
  'threshold',
  'os',
  'gate',
  'platform',
  'floor',
  'recommended',
  'plugin',
  'since',
  'first',
  'setting',
] as const;
