import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REMOVED_RULES } from '../../../domain/changes/changes';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';

/** Rules that are gone keep their anchors: an old link lands here, told when and why they went. */
export function RemovedRules() {
  const { t } = useTranslation('rulebook');
  const words = useDataT('changes');
  const lang = useLang();
  return (
    <section className="rules-section" aria-labelledby="removed-rules">
      <Heading id="removed-rules">{t('removed.title')}</Heading>
      <p>{t('removed.lead')}</p>
      <ul className="removed-rule-list">
        {REMOVED_RULES.map((r) => (
          <li key={r.id} id={r.id}>
            <code>{r.id}</code> {t('removed.item', { title: words(`removedRules.${r.id}`), version: r.removedIn })}{' '}
            <Link to="/$lang/changes/" params={{ lang }} hash={r.entry}>
              {words(`entries.${r.entry}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
