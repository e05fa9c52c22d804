import { useTranslation } from 'react-i18next';
import { i18n, type Namespace } from './i18n';
import type { Lang } from './langs';

export type DataT = (key: string, params?: Record<string, string | number>) => string;

/**
 * `t` for keys that come from data modules (matrix cells, rules). Their keys are
 * plain strings, so the typed `t` cannot check them here; the domain unit tests
 * resolve every such key in both locale files instead.
 */
export function useDataT(ns: Namespace): DataT {
  const { t } = useTranslation(ns);
  return t as unknown as DataT;
}

/** The same, outside React (route `head` functions). */
export function fixedDataT(lang: Lang, ns: Namespace): DataT {
  return i18n.getFixedT(lang, ns) as unknown as DataT;
}
