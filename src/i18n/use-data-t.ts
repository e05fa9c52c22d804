import { useTranslation } from 'react-i18next';
import type { Namespace } from './i18n';

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
