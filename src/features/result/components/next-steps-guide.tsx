import { useTranslation } from 'react-i18next';
import type { Mode } from '../../../domain/modes';
import { NodeChecks } from '../../../ui/mode-guide/node-checks';
import { SelectMode } from '../../../ui/mode-guide/select-mode';

/** The pick's node checks and how to select it (shared with the mode pages). */
export default function NextStepsGuide({ pick }: { pick: Mode }) {
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
          <NodeChecks mode={pick} />
        </div>
        <div className="result-next-block card">
          <h3>
            <span className="result-next-num" aria-hidden="true">
              2
            </span>
            {t('next.select', { mode: name })}
          </h3>
          <SelectMode mode={pick} headingLevel={4} />
        </div>
      </div>
    </>
  );
}
