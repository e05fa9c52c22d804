import { Link } from '@tanstack/react-router';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { MODE_ACTIONS } from '../../../domain/matrix/mode-actions';
import type { Mode } from '../../../domain/modes';
import { howToSelect } from '../../../domain/platforms/how-to-select';
import type { PlatformId } from '../../../domain/platforms/model';
import { loadExtras } from '../../../i18n/load-extras';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { SourcedList } from '../../../ui/mode-guide/sourced-list';
import { PlatformSnippets } from '../../../ui/platform-snippets';
import { SourceLinks } from '../../../ui/source-link';

/**
 * How to turn the pick on, on the reader's platform: its own snippets (each interface it
 * publishes), said to be creation-time ones where the platform fixes the mode then. The snippet
 * captions and sources are the platform pages': loaded here, after the page is live.
 */
export default function PlatformSelect({
  platform,
  mode,
  running,
}: {
  platform: PlatformId;
  mode: Mode;
  running: boolean;
}) {
  const lang = useLang();
  use(loadExtras(lang, ['platforms'], ['platforms']));
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('platforms');
  const how = howToSelect(platform, mode);
  const name = tc(`answers.values.platform.${platform}`);
  const modeName = tc(`modes.${mode}`);
  return (
    <div className="select-mode" data-testid={`platform-select-${platform}`}>
      <h4>{t('platformNotes.title', { platform: name })}</h4>
      {/* CCE's console path, as its mode pages give it. */}
      {platform === 'cce' ? <SourcedList items={MODE_ACTIONS[mode].select.cce.steps} /> : null}
      {how.creation ? (
        <Callout tone="info">
          <p data-testid="platform-select-creation">
            {t(running ? 'platformNotes.creationRunning' : 'platformNotes.creation')} <SourceLinks ids={how.creation} />
          </p>
        </Callout>
      ) : null}
      {how.snippets.length > 0 ? (
        <PlatformSnippets snippets={how.snippets} />
      ) : how.isDefault ? (
        <p data-testid="platform-select-default">
          {t('next.platformDefault', { mode: modeName, platform: name })} <SourceLinks ids={how.isDefault} />
        </p>
      ) : (
        <p data-testid="platform-select-none">{tp('detail.noSnippets')}</p>
      )}
      <p>
        <Link to="/$lang/platforms/$platform/" params={{ lang, platform }} hash="how-to-set">
          {t('platformNotes.more', { platform: name })}
        </Link>
      </p>
    </div>
  );
}
