import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformChoice } from '../../../domain/answers/answers';
import type { Mode } from '../../../domain/modes';
import { wordsContext } from '../../../domain/platforms/rule-facts';
import { NodeChecks } from '../../../ui/mode-guide/node-checks';
import { SelectMode } from '../../../ui/mode-guide/select-mode';

// Its data, words and sources load only for a reader who named a platform.
const PlatformSelect = lazy(() => import('./platform-select'));

/**
 * The pick's node checks and how to select it: on the reader's platform, that platform's own
 * snippets; otherwise CCE's way and the upstream one (shared with the mode pages).
 */
export default function NextStepsGuide({
  pick,
  platform,
  running,
}: {
  pick: Mode;
  platform: PlatformChoice | undefined;
  /** A mode runs today (the creation note then speaks of a new cluster). */
  running: boolean;
}) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const name = tc(`modes.${pick}`);
  return (
    <>
      <p>{t('next.intro', { mode: name })}</p>
      <div className="result-next-grid">
        <div className="result-next-block card">
          <h3>
            <span className="result-next-num" aria-hidden="true">
              1
            </span>
            {t('next.nodeChecks')}
          </h3>
          <NodeChecks mode={pick} {...wordsContext(platform)} />
        </div>
        <div className="result-next-block card">
          <h3>
            <span className="result-next-num" aria-hidden="true">
              2
            </span>
            {t('next.select', { mode: name })}
          </h3>
          {platform === undefined || platform === 'k8s' ? (
            <SelectMode mode={pick} headingLevel={4} cce={platform === undefined} />
          ) : (
            <Suspense fallback={null}>
              <PlatformSelect platform={platform} mode={pick} running={running} />
            </Suspense>
          )}
        </div>
      </div>
    </>
  );
}
