import { useTranslation } from 'react-i18next';
import type { Mode } from '../../domain/modes';
import { MODE_ACTIONS } from '../../domain/matrix/mode-actions';
import { useDataT } from '../../i18n/use-data-t';
import { CodeBlock } from '../code-block';
import { SourceLinks } from '../source-link';

/**
 * Read-only commands to run on a node before choosing `mode` (shared by mode pages and the
 * result). `context` 'upstream' (rule-facts.ts wordsContext): another platform was named, so the
 * words leave out what only CCE documents.
 */
export function NodeChecks({ mode, context }: { mode: Mode; context?: 'upstream' }) {
  const { t } = useTranslation('modes');
  const dt = useDataT('modes');
  return (
    <div className="node-checks" data-testid={`node-checks-${mode}`}>
      <p className="muted">{t('labels.nodeChecksNote')}</p>
      {MODE_ACTIONS[mode].nodeChecks.map((check) => (
        <div key={check.id} className="node-check" id={`check-${check.id}`}>
          <CodeBlock code={check.command} language="sh" />
          <p>
            {dt(check.key, context ? { context } : {})} <SourceLinks ids={check.sources} />
          </p>
        </div>
      ))}
    </div>
  );
}
