import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Mode } from '../../../domain/modes';
import { PLUGIN_CELLS } from '../../../domain/plugins/cells';
import { PLUGIN_IDS, PLUGIN_NAMES, cellNotes, supportOf } from '../../../domain/plugins/model';
import { useLang } from '../../../i18n/use-lang';
import { PluginCellNote } from '../../../ui/plugin-cell-note';
import { SourceLinks } from '../../../ui/source-link';

/** Under a checklist item: what each plugin's documents say of the mode moved to (the plugins page's data). */
export function PluginWord({ mode }: { mode: Mode }) {
  const { t } = useTranslation('plugins');
  const { t: tm } = useTranslation('migrate');
  const lang = useLang();
  return (
    <ul className="runbook-plugins" data-testid="runbook-plugins">
      {PLUGIN_IDS.map((id) => {
        const c = PLUGIN_CELLS[id][mode];
        return (
          <li key={id} data-plugin={id} data-support={supportOf(c)}>
            <Link to="/$lang/plugins/" params={{ lang }} hash={id}>
              {PLUGIN_NAMES[id]}
            </Link>
            {tm('platforms.separator')}
            {t(`support.${supportOf(c)}`)}
            {cellNotes(c).map((n) => (
              <Fragment key={n.key}>
                {t('separator')}
                <PluginCellNote note={n} />
              </Fragment>
            ))}{' '}
            {c.sources.length > 0 ? <SourceLinks ids={c.sources} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
