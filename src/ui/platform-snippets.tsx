import { useTranslation } from 'react-i18next';
import type { PlatformSnippet } from '../domain/platforms/model';
import { CheckedOn } from './checked-on';
import { CodeBlock } from './code-block';
import { SourceLinks } from './source-link';
import './platform-snippets.css';

/**
 * A platform's snippets, each with its interface, the mode it sets, a copy button and its
 * sources: the platform pages and the result's "how to select". Needs the `platforms` strings
 * and source group.
 */
export function PlatformSnippets({ snippets }: { snippets: readonly PlatformSnippet[] }) {
  const { t } = useTranslation('platforms');
  const { t: tc } = useTranslation();
  return snippets.map((s) => (
    <div key={`${s.via}-${s.mode}`} className="platform-snippet" data-testid={`snippet-${s.via}-${s.mode}`}>
      <CodeBlock
        code={s.code}
        language={s.language}
        caption={t('detail.sets', { via: t(`via.${s.via}`), mode: tc(`modes.${s.mode}`) })}
      />
      <SourceLinks ids={s.sources} /> <CheckedOn ids={s.sources} />
    </div>
  ));
}
