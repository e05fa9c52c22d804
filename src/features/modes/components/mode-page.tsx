import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNBOOK_PAIRS } from '../../../domain/migrate/model';
import type { Mode } from '../../../domain/modes';
import { PROXY_MODE_COMMAND } from '../../../domain/matrix/node-checks';
import { modePage, sectionSources } from '../../../domain/matrix/mode-pages';
import { newestCheck } from '../../../i18n/source-table';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { Heading } from '../../../ui/heading';
import { PacketPath } from '../../../ui/packet-path/packet-path';
import { ReportLink } from '../../../ui/report-link';
import { PageHeader } from '../../../ui/page-header';
import { prerenderedLazy } from '../../../ui/prerendered-lazy';
import { SourcedList } from '../../../ui/mode-guide/sourced-list';
import { KnownProblems } from './known-problems';
import { LookupPath } from './lookup-path';
import { ModeTabs } from './mode-tabs';
import './modes.css';

// The node checks and how to select the mode are static text near the page's end, with the
// commands' and snippets' data: their code loads after the page's (prerenderedLazy).
const NodeChecks = prerenderedLazy(() => import('../../../ui/mode-guide/node-checks').then((m) => m.NodeChecks));
const SelectMode = prerenderedLazy(() => import('../../../ui/mode-guide/select-mode').then((m) => m.SelectMode));

export function ModePage({ mode }: { mode: Mode }) {
  const { t } = useTranslation('modes');
  const { t: tc } = useTranslation();
  const dt = useDataT('modes');
  const lang = useLang();
  const page = modePage(mode);
  return (
    <article className={`page page-mode mode-${mode}`} data-testid={`page-mode-${mode}`}>
      <ModeTabs current={mode} />
      <PageHeader title={dt(page.titleKey)} lead={dt(page.taglineKey)}>
        <p className="muted">
          {t('page.intro')} {tc('facts.checked', { date: newestCheck(lang) })}
        </p>
      </PageHeader>
      <div className="mode-sections">
        <section aria-labelledby="what-it-is">
          <Heading id="what-it-is">{t('sections.whatItIs')}</Heading>
          <CheckedOn ids={sectionSources(page, 'what-it-is')} /> <ReportLink fact={`section:${mode}/what-it-is`} />
          <SourcedList items={page.whatItIs} className="plain" />
        </section>
        <section aria-labelledby="how-it-forwards">
          <Heading id="how-it-forwards">{t('sections.howItForwards')}</Heading>
          <CheckedOn ids={sectionSources(page, 'how-it-forwards')} />{' '}
          <ReportLink fact={`section:${mode}/how-it-forwards`} />
          <SourcedList items={page.howItForwards} className="plain" />
          <PacketPath mode={mode} />
          <LookupPath mode={mode} steps={page.lookupPath} sources={page.lookupSources} />
        </section>
        <section aria-labelledby="when-to-choose">
          <Heading id="when-to-choose">{t('sections.whenToChoose')}</Heading>
          <CheckedOn ids={sectionSources(page, 'when-to-choose')} />{' '}
          <ReportLink fact={`section:${mode}/when-to-choose`} />
          <SourcedList items={page.whenToChoose} className="toned" />
        </section>
        <section aria-labelledby="requirements">
          <Heading id="requirements">{t('sections.requirements')}</Heading>
          <CheckedOn ids={sectionSources(page, 'requirements')} /> <ReportLink fact={`section:${mode}/requirements`} />
          <SourcedList items={page.requirements} />
        </section>
        <section aria-labelledby="known-problems">
          <Heading id="known-problems">{t('sections.knownProblems')}</Heading>
          <CheckedOn ids={sectionSources(page, 'known-problems')} />{' '}
          <ReportLink fact={`section:${mode}/known-problems`} />
          <KnownProblems problems={page.knownProblems} />
        </section>
        <section aria-labelledby="node-checks">
          <Heading id="node-checks">{t('sections.nodeChecks')}</Heading>
          <CheckedOn ids={sectionSources(page, 'node-checks')} /> <ReportLink fact={`section:${mode}/node-checks`} />
          <Suspense fallback={null}>
            <NodeChecks mode={mode} />
          </Suspense>
          <p className="mode-which" data-testid="mode-which">
            {t('whichMode.lead')} <code>{PROXY_MODE_COMMAND}</code> {t('whichMode.more')}{' '}
            <Link to="/$lang/import/" params={{ lang }} hash="which-mode">
              {t('whichMode.link')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="how-to-select">
          <Heading id="how-to-select">{t('sections.howToSelect')}</Heading>
          <CheckedOn ids={sectionSources(page, 'how-to-select')} />{' '}
          <ReportLink fact={`section:${mode}/how-to-select`} />
          <Suspense fallback={null}>
            <SelectMode mode={mode} />
          </Suspense>
          <p className="mode-settings" data-testid="mode-settings">
            <Link to="/$lang/settings/" params={{ lang }} hash={mode}>
              {t('labels.settings', { mode: tc(`modes.${mode}`) })}
            </Link>
          </p>
          <p className="mode-settings" data-testid="mode-services">
            <Link to="/$lang/services/" params={{ lang }}>
              {t('labels.services', { mode: tc(`modes.${mode}`) })}
            </Link>
          </p>
        </section>
        <section aria-labelledby="switching">
          <Heading id="switching">{t('sections.switching')}</Heading>
          <ul className="mode-runbooks" data-testid="mode-runbooks">
            {RUNBOOK_PAIRS.filter((r) => r.from === mode || r.to === mode).map((r) => (
              <li key={r.slug}>
                <Link to="/$lang/migrate/$slug/" params={{ lang, slug: r.slug }}>
                  {t('labels.runbook', { from: tc(`modes.${r.from}`), to: tc(`modes.${r.to}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="print-only">{tc('facts.printNote', { date: newestCheck(lang) })}</p>
    </article>
  );
}
