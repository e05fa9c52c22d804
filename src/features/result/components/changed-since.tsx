import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AnswerKey, PlatformChoice } from '../../../domain/answers/answers';
import { changedSince } from '../../../domain/changes/changes';
import { CURRENT_RULESET, type RulesetVersion } from '../../../domain/changes/versions';
import { loadNamespaces } from '../../../i18n/i18n';
import type { Lang } from '../../../i18n/langs';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';

/** The change log's words, which the result page loads with this part before it shows it. */
export const loadChangesWords = (lang: Lang): Promise<void> => loadNamespaces(lang, ['changes']);

/**
 * Above the advice of a link made with an older rule set: the changes since then that concern
 * its answers, or every result. Loaded (with the change log's words) only for such a link, after
 * hydration: a current link, and the prerendered page, never fetch it.
 */
export default function ChangedSince({
  version,
  answered,
  platform,
}: {
  version: RulesetVersion;
  answered: readonly AnswerKey[];
  platform: PlatformChoice | undefined;
}) {
  const lang = useLang();
  const { t } = useTranslation('changes');
  const words = useDataT('changes');
  const entries = changedSince(version, answered, platform);
  return (
    <div className="result-changed-since" data-testid="changed-since">
      <Callout tone="warn" title={t('oldLink.title')}>
        <p>{t('oldLink.body', { version, current: CURRENT_RULESET.version })}</p>
        <ul>
          {entries.map((e) => (
            <li key={e.id} data-entry={e.id}>
              <Link to="/$lang/changes/" params={{ lang }} hash={e.id}>
                {words(`entries.${e.id}.title`)}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/$lang/changes/" params={{ lang }}>
            {t('oldLink.all')}
          </Link>
        </p>
      </Callout>
    </div>
  );
}
