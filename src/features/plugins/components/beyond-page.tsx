import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DATAPLANES, WHEN, type Dataplane } from '../../../domain/dataplanes/dataplanes';
import { PLUGIN_NAMES } from '../../../domain/plugins/model';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { SourceLinks } from '../../../ui/source-link';
import '../../../ui/styles/cards.css';
import './plugins.css';

const PARTS = ['replaces', 'needs', 'limits', 'chosen'] as const;

/** `/beyond-kube-proxy`: the dataplanes that replace kube-proxy, informative (the decision reads none of it). */
export function BeyondPage() {
  const { t } = useTranslation('plugins');
  const dt = useDataT('plugins');
  return (
    <article className="page page-beyond" data-testid="page-beyond">
      <PageHeader title={t('beyond.page.title')} lead={t('beyond.page.lead')} />
      <section aria-labelledby="when">
        <Heading id="when">{t('beyond.whenTitle')}</Heading>
        <ul className="beyond-when">
          {WHEN.map((w) => (
            <li key={w.key} data-when={w.key}>
              {dt(`beyond.when.${w.key}`)} <SourceLinks ids={w.sources} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dataplanes">
        <Heading id="dataplanes">{t('beyond.listTitle')}</Heading>
        <div className="beyond-list">
          {DATAPLANES.map((d) => (
            <DataplaneCard key={d.id} dataplane={d} />
          ))}
        </div>
      </section>
    </article>
  );
}

function DataplaneCard({ dataplane: d }: { dataplane: Dataplane }) {
  const { t } = useTranslation('plugins');
  const dt = useDataT('plugins');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const said = { replaces: [d.replaces], needs: d.needs, limits: d.limits, chosen: d.chosen ? [d.chosen] : [] };
  return (
    <section className="card beyond-card" id={d.id} data-dataplane={d.id} aria-labelledby={`${d.id}-title`}>
      <h3 id={`${d.id}-title`}>{dt(`beyond.names.${d.id}`)}</h3>
      <p className="muted">
        {'plugin' in d.of ? (
          <Link to="/$lang/plugins/" params={{ lang }} hash={d.of.plugin}>
            {t('beyond.ofPlugin', { name: PLUGIN_NAMES[d.of.plugin] })}
          </Link>
        ) : (
          <Link to="/$lang/platforms/$platform/" params={{ lang, platform: d.of.platform }} hash="replacement">
            {t('beyond.ofPlatform', { platform: tc(`answers.values.platform.${d.of.platform}`) })}
          </Link>
        )}
      </p>
      <dl className="beyond-facts">
        {PARTS.filter((part) => said[part].length > 0).map((part) => (
          <div key={part} data-part={part}>
            <dt>{t(`beyond.labels.${part}`)}</dt>
            {said[part].map((s) => (
              <dd key={s.key} data-key={s.key}>
                {dt(`beyond.${d.id}.${s.key}`)} <SourceLinks ids={s.sources} /> <CheckedOn ids={s.sources} />
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
