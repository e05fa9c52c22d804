import { useTranslation } from 'react-i18next';
import type { Mode } from '../../domain/modes';
import { MODE_ACTIONS } from '../../domain/matrix/mode-actions';
import type { Snippet } from '../../domain/matrix/mode-page-types';
import { useDataT } from '../../i18n/use-data-t';
import { CodeBlock } from '../code-block';
import { SourcedList } from './sourced-list';

/**
 * How to turn `mode` on: CCE's creation-time choice first, then upstream configuration. `cce`
 * false leaves CCE's way out, for a reader who named another Kubernetes.
 */
export function SelectMode({
  mode,
  headingLevel = 3,
  cce: withCce = true,
}: {
  mode: Mode;
  headingLevel?: 3 | 4;
  cce?: boolean;
}) {
  const { t } = useTranslation('modes');
  const { cce, elsewhere } = MODE_ACTIONS[mode].select;
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="select-mode" data-testid={`select-mode-${mode}`}>
      {withCce ? (
        <>
          <H>{t('sections.onCce')}</H>
          <SourcedList items={cce.steps} />
          {cce.snippet ? <SnippetBlock snippet={cce.snippet} /> : null}
        </>
      ) : null}
      <H>{t('sections.elsewhere')}</H>
      <SourcedList items={elsewhere.steps} />
      <SnippetBlock snippet={elsewhere.snippet} />
    </div>
  );
}

function SnippetBlock({ snippet }: { snippet: Snippet }) {
  const dt = useDataT('modes');
  return <CodeBlock code={snippet.code} language={snippet.language} caption={dt(snippet.captionKey, snippet.params)} />;
}
