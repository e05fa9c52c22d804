/** Every i18n namespace: one `locales/{lang}/<ns>.json` file each. */
export const NAMESPACES = [
  'common',
  'home',
  'compare',
  'modes',
  'wizard',
  'result',
  'rules',
  'scaling',
  'import',
  'changes',
  'rulebook',
  'platforms',
  'migrate',
  'plugins',
  'search',
  'diagram',
  'troubleshoot',
  'settings',
  'services',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
