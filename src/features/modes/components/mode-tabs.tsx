import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODES, type Mode } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';

/** Switch between the three mode pages, or go back to the matrix. */
export function ModeTabs({ current }: { current: Mode }) {
  const { t } = useTranslation('modes');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <nav className="mode-tabs" aria-label={tc('nav.modes')}>
      {MODES.map((mode) => (
        <Link
          key={mode}
          to="/$lang/modes/$mode/"
          params={{ lang, mode }}
          className={`mode-tab mode-${mode}`}
          aria-current={mode === current ? 'page' : undefined}
        >
          {tc(`modes.${mode}`)}
        </Link>
      ))}
      <Link to="/$lang/compare/" params={{ lang }} className="mode-tab mode-tab-compare">
        {t('buttons.compareAll')}
      </Link>
    </nav>
  );
}
