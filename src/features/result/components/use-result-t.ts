import { useTranslation } from 'react-i18next';
import type { Translate } from '../lib/translate';

/** `t` for `namespace:key` strings built from data (rule ids, answer keys), bound to the page language. */
export function useResultT(): Translate {
  const { t } = useTranslation(['result', 'rules', 'modes']);
  return t as unknown as Translate;
}
