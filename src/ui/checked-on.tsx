import type { SourceId } from '../domain/sources';
import { checkedOn } from '../i18n/source-table';
import { useFixedT } from '../i18n/use-fixed-t';
import { useLang } from '../i18n/use-lang';
import './checked-on.css';

/**
 * "checked on <date>" for a fact, a row, a section or a rule: the oldest check date among the
 * sources it rests on. Renders nothing for no sources.
 */
export function CheckedOn({ ids }: { ids: readonly SourceId[] }) {
  const t = useFixedT();
  const date = checkedOn(ids, useLang());
  if (!date) return null;
  return (
    <span className="checked-on">
      <time dateTime={date}>{t('facts.checkedOn', { date })}</time>
    </span>
  );
}
