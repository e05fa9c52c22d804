import { useTranslation } from 'react-i18next';
import type { KnownProblem } from '../../../domain/matrix/mode-pages';
import { useDataT } from '../../../i18n/use-data-t';
import { CodeBlock } from '../../../ui/code-block';
import { SourceLinks, TroubleshootLink } from '../../../ui/source-link';

export function KnownProblems({ problems }: { problems: readonly KnownProblem[] }) {
  const { t } = useTranslation('modes');
  const dt = useDataT('modes');
  return (
    <ul className="known-problems">
      {problems.map((p) => (
        <li key={p.id} id={p.id} className="problem" data-tone={p.tone ?? 'neutral'}>
          <p className="problem-text">
            <span className="tone-mark" aria-hidden="true" />
            {dt(p.key, p.params)}
          </p>
          {p.workaroundKey ? (
            <p className="problem-workaround">
              <strong>{t('labels.workaround')}:</strong> {dt(p.workaroundKey, p.params)}
            </p>
          ) : null}
          {p.code ? <CodeBlock code={p.code} /> : null}
          {p.troubleshoot ? <TroubleshootLink id={p.troubleshoot} /> : null}
          <SourceLinks ids={p.sources} />
        </li>
      ))}
    </ul>
  );
}
