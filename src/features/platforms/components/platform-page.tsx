import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { platformKind, type PlatformId } from '../../../domain/platforms/model';
import { platformById } from '../../../domain/platforms/platforms';
import { formatThreshold } from '../../../domain/threshold-format';
import { htmlLang } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { BackLink } from '../../../ui/back-link';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { PlatformSnippets } from '../../../ui/platform-snippets';
import { SourceList, SourceNotes, SourceNotesScope } from '../../../ui/source-notes/source-notes';
import { pageCitations } from '../lib/citations';
import { FactValue } from './fact-value';
import { PlatformStatements } from './platform-statements';
import './platforms.css';

/** `/platforms/{id}`: one platform's facts in full, its snippets, and what the advice means there. */
export function PlatformPage({ id }: { id: PlatformId }) {
  const { t } = useTranslation('platforms');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const p = platformById(id)!;
  const name = tc(`answers.values.platform.${id}`);
  const locale = htmlLang(lang);
  return (
    <article className="page page-platform" data-testid={`page-platform-${id}`}>
      <BackLink to="/$lang/platforms/">{t('detail.back')}</BackLink>
      <PageHeader title={name} lead={t(`platforms.${id}.summary`)}>
        <p className="platform-kind">{t(`kinds.${platformKind(p.id)}`)}</p>
      </PageHeader>

      <SourceNotesScope citations={pageCitations(p)}>
        <section aria-labelledby="modes">
          <Heading id="modes">{t('detail.modes')}</Heading>
          <table className="platform-mode-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.mode')}</th>
                <th scope="col">{t('detail.value')}</th>
                <th scope="col">{t('detail.since')}</th>
              </tr>
            </thead>
            <tbody>
              {p.modes.map((o) => (
                <tr key={o.mode}>
                  <th scope="row">{tc(`modes.${o.mode}`)}</th>
                  <td>
                    <FactValue fact={o.value}>{(v) => <code>{v}</code>}</FactValue>
                  </td>
                  <td>
                    {o.since ? t('page.since', { version: o.since }) : t('detail.always')}{' '}
                    <SourceNotes ids={o.sources} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="choosing">
          <Heading id="choosing">{t('detail.facts')}</Heading>
          <dl className="platform-facts">
            <dt>{t('columns.default')}</dt>
            <dd>
              <FactValue fact={p.defaultMode}>{(m) => tc(`modes.${m}`)}</FactValue>
            </dd>
            <dt>{t('columns.chosen')}</dt>
            <dd>
              <FactValue fact={p.chosenAt}>{(v) => t(`chosen.${v}`)}</FactValue>
            </dd>
            <dt>{t('columns.cost')}</dt>
            <dd>
              <FactValue fact={p.changeCost}>{(v) => t(`cost.${v}`)}</FactValue>
            </dd>
            <dt>{t('columns.runs')}</dt>
            <dd>
              <FactValue fact={p.kubeProxyRuns}>{(v) => t(`runs.${v}`)}</FactValue>
            </dd>
          </dl>
        </section>

        <PlatformStatements platform={p} />

        <section aria-labelledby="replacement">
          <Heading id="replacement">{t('detail.replacement')}</Heading>
          <p>
            <FactValue fact={p.replacement}>{(v) => t(`replacement.${v}`)}</FactValue>
          </p>
          <p>{t(`platforms.${id}.replacement`)}</p>
        </section>

        <section aria-labelledby="how-to-set">
          <Heading id="how-to-set">{t('detail.snippets')}</Heading>
          {p.snippets.length === 0 ? <p>{t('detail.noSnippets')}</p> : null}
          <PlatformSnippets snippets={p.snippets} />
        </section>

        <section aria-labelledby="advice">
          <Heading id="advice">{t('detail.advice')}</Heading>
          <p>
            {t(`platforms.${id}.advice`, {
              services: formatThreshold('servicesCce', locale),
              nftables: formatThreshold('nftMinVersionCce', locale),
            })}
          </p>
          <p>
            <Link to="/$lang/wizard/" params={{ lang }} search={{ platform: id }} className="button button-primary">
              {t('detail.wizard')}
            </Link>
          </p>
        </section>
        <SourceList />
      </SourceNotesScope>
    </article>
  );
}
