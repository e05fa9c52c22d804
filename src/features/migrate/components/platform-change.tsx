import { Link } from '@tanstack/react-router';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { platformChange } from '../../../domain/migrate/platform-change';
import type { Mode } from '../../../domain/modes';
import type { PlatformId } from '../../../domain/platforms/model';
import { loadExtras } from '../../../i18n/load-extras';
import { useLang } from '../../../i18n/use-lang';
import { MODE_ACTIONS } from '../../../domain/matrix/mode-actions';
import { Callout } from '../../../ui/callout';
import { SourcedList } from '../../../ui/mode-guide/sourced-list';
import { PlatformSnippets } from '../../../ui/platform-snippets';
import { SourceLinks } from '../../../ui/source-link';

/**
 * The runbook's change on the reader's platform (`platform=` in its link): the platform's own
 * command for the runbook's mode, or why there is none. Its data, the snippets' words and their
 * sources are the platform pages': loaded only for a link that names a platform.
 */
export default function PlatformChange({ platform, to }: { platform: PlatformId; to: Mode }) {
  const lang = useLang();
  use(loadExtras(lang, ['platforms'], ['platforms']));
  const { t } = useTranslation('migrate');
  const { t: tc } = useTranslation();
  const change = platformChange(platform, to);
  const words = { platform: tc(`answers.values.platform.${platform}`), mode: tc(`modes.${to}`) };
  return (
    <div className="runbook-platform-change" data-testid="runbook-platform-change" data-kind={change.kind}>
      <h3>{t('platformChange.title', words)}</h3>
      {change.creation ? (
        <Callout tone="info">
          <p>
            {t('platformChange.creation', words)} <SourceLinks ids={change.creation} />
          </p>
        </Callout>
      ) : null}
      {/* CCE's console path, as its mode pages and the result give it. */}
      {platform === 'cce' ? <SourcedList items={MODE_ACTIONS[to].select.cce.steps} /> : null}
      {change.kind === 'snippets' ? (
        <>
          <p>{t('platformChange.lead', words)}</p>
          <PlatformSnippets snippets={change.snippets} />
        </>
      ) : (
        <p data-testid="runbook-platform-none">
          {t(`platformChange.${change.kind}`, words)}{' '}
          {'sources' in change ? <SourceLinks ids={change.sources} /> : null}
        </p>
      )}
      <p>
        <Link to="/$lang/platforms/$platform/" params={{ lang, platform }} hash="how-to-set">
          {t('platformChange.all', words)}
        </Link>
      </p>
    </div>
  );
}
