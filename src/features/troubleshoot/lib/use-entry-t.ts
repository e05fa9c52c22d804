import type { TroubleshootEntry } from '../../../domain/troubleshoot/model';
import { htmlLang } from '../../../i18n/langs';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';

type Part = 'title' | 'symptom' | 'affected' | 'cause' | 'confirm' | 'fix';

/** An entry's words, one part at a time, with the values its data gives them in this language. */
export function useEntryT(entry: TroubleshootEntry): (part: Part) => string {
  const t = useDataT('troubleshoot');
  const locale = htmlLang(useLang());
  const values = entry.params?.(locale);
  return (part) => t(`entries.${entry.id}.${part}`, values);
}
