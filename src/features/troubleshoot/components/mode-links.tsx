import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Mode } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';

/** The modes an entry affects, each a link to its mode page (`linked`) or a plain name. */
export function ModeLinks({ modes, linked = true }: { modes: readonly Mode[]; linked?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span className="problem-modes">
      {modes.map((mode) =>
        linked ? (
          <Link key={mode} to="/$lang/modes/$mode/" params={{ lang, mode }} className="problem-mode">
            {t(`modes.${mode}`)}
          </Link>
        ) : (
          <span key={mode} className="problem-mode">
            {t(`modes.${mode}`)}
          </span>
        ),
      )}
    </span>
  );
}
