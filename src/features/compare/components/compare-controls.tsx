import { useTranslation } from 'react-i18next';
import { MODES, type Mode } from '../../../domain/modes';
import type { CompareSearch } from '../lib/compare-search';
import { toggleMode } from '../lib/compare-view';

interface Props {
  search: CompareSearch;
  modes: readonly Mode[];
  onSearch: (next: CompareSearch) => void;
}

export function CompareControls({ search, modes, onSearch }: Props) {
  const { t } = useTranslation('compare');
  const { t: tc } = useTranslation();
  const canDiff = modes.length > 1;
  return (
    <div className="compare-controls needs-script" data-testid="compare-controls">
      <fieldset className="mode-picker">
        <legend>{t('labels.modesToCompare')}</legend>
        {MODES.map((mode) => {
          const checked = modes.includes(mode);
          return (
            <label key={mode} className={`chip mode-${mode}`}>
              <input
                type="checkbox"
                name="modes"
                value={mode}
                checked={checked}
                // The last selected mode stays: an empty matrix helps nobody.
                disabled={checked && modes.length === 1}
                onChange={() => onSearch(toggleMode(search, mode))}
              />
              <span>{tc(`modes.${mode}`)}</span>
            </label>
          );
        })}
      </fieldset>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={search.diff === true && canDiff}
          disabled={!canDiff}
          aria-describedby={canDiff ? undefined : 'diff-hint'}
          onChange={(e) => onSearch({ ...search, diff: e.currentTarget.checked || undefined })}
        />
        <span>{t('buttons.highlightDifferences')}</span>
      </label>
      {canDiff ? null : (
        <p id="diff-hint" className="muted small">
          {t('labels.pickAtLeastTwo')}
        </p>
      )}
      <button type="button" className="button button-small print-button" onClick={() => window.print()}>
        {t('buttons.print')}
      </button>
    </div>
  );
}
