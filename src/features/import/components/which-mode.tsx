import { useTranslation } from 'react-i18next';
import { MODE_READINGS } from '../../../domain/which-mode';
import { useDataT } from '../../../i18n/use-data-t';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';

/** Which mode runs today, by hand: kube-proxy's own answer on a node, its file and flags, each mode's trace. */
export function WhichMode() {
  const { t } = useTranslation('import');
  const dt = useDataT('import');
  return (
    <section className="import-which" aria-labelledby="which-mode" data-testid="which-mode">
      <Heading id="which-mode">{t('whichMode.title')}</Heading>
      <p>{t('whichMode.intro')}</p>
      {(['node', 'kubectl'] as const).map((where) => (
        <div key={where}>
          <h3 className="import-subheading">{t(`whichMode.where.${where}`)}</h3>
          <dl className="import-command-list">
            {MODE_READINGS.filter((r) => r.where === where).map((r) => (
              <div key={r.id} data-reading={r.id}>
                <dt>
                  <code>{r.command}</code>
                </dt>
                <dd>
                  {dt(`whichMode.readings.${r.id}`)} <SourceLinks ids={r.sources} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
