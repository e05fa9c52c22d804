import { useTranslation } from 'react-i18next';
import { troubleshootEntry } from '../../../domain/troubleshoot/entries';
import type { TroubleshootId } from '../../../domain/troubleshoot/model';
import { BackLink } from '../../../ui/back-link';
import { CodeBlock } from '../../../ui/code-block';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { SourceList, SourceNotes, SourceNotesScope } from '../../../ui/source-notes/source-notes';
import { problemCitations } from '../lib/citations';
import { useEntryT } from '../lib/use-entry-t';
import { FixedInList } from './fixed-in';
import { ModeLinks } from './mode-links';
import './troubleshoot.css';

/** `/troubleshoot/{id}`: one problem, from what is logged to the releases that fix it. */
export function ProblemPage({ id }: { id: TroubleshootId }) {
  const { t } = useTranslation('troubleshoot');
  const e = troubleshootEntry(id);
  const et = useEntryT(e);
  return (
    <article className="page page-problem" data-testid={`page-problem-${id}`}>
      <BackLink to="/$lang/troubleshoot/">{t('labels.back')}</BackLink>
      <PageHeader title={et('title')} lead={et('symptom')}>
        <p className="problem-meta">
          <span>{t(`groups.${e.where}`)}</span>
          <span>
            {t('index.byMode')} <ModeLinks modes={e.modes} />
          </span>
        </p>
      </PageHeader>
      <SourceNotesScope citations={problemCitations(e)}>
        {e.logLines.length > 0 ? (
          <section aria-labelledby="log">
            <Heading id="log">{t('labels.logLines')}</Heading>
            <CodeBlock code={e.logLines.join('\n')} />
          </section>
        ) : null}
        <section aria-labelledby="affected">
          <Heading id="affected">{t('labels.affected')}</Heading>
          <p>{et('affected')}</p>
        </section>
        <section aria-labelledby="cause">
          <Heading id="cause">{t('labels.cause')}</Heading>
          <p>
            {et('cause')} <SourceNotes ids={e.sources} />
          </p>
        </section>
        {e.confirm ? (
          <section aria-labelledby="confirm">
            <Heading id="confirm">{t('labels.confirm')}</Heading>
            <CodeBlock code={e.confirm} />
            <p>{et('confirm')}</p>
          </section>
        ) : null}
        <section aria-labelledby="fix">
          <Heading id="fix">{t('labels.fix')}</Heading>
          <p>{et('fix')}</p>
          <FixedInList fixedIn={e.fixedIn} />
        </section>
        <p className="problem-checked muted">
          <time dateTime={e.checked}>{t('labels.checked', { date: e.checked })}</time>
        </p>
        <SourceList />
      </SourceNotesScope>
    </article>
  );
}
