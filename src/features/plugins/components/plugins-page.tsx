import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODES, type Mode } from '../../../domain/modes';
import { PLUGIN_NAMES, cellNotes, supportOf, type Plugin, type PluginCell } from '../../../domain/plugins/model';
import { PLUGINS } from '../../../domain/plugins/plugins';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { CodeBlock } from '../../../ui/code-block';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { TableScroll } from '../../../ui/table-scroll';
import { PluginCellNote } from '../../../ui/plugin-cell-note';
import { SourceList, SourceNotes, SourceNotesScope } from '../../../ui/source-notes/source-notes';
import { pluginCitations } from '../lib/citations';
import './plugins.css';
// After the page's own styles: its phone rules override the table's.
import '../../../ui/styles/card-table.css';

/** Lists DaemonSets in every namespace: a plugin's need not be in kube-system. */
const FIND_COMMAND = 'kubectl get daemonset -A -o wide';

const CITATIONS = pluginCitations(PLUGINS);

/** `/plugins`: each network plugin against the three modes; a card per plugin on a phone. */
export function PluginsPage() {
  const { t } = useTranslation('plugins');
  const { t: tc } = useTranslation();
  return (
    <article className="page page-plugins" data-testid="page-plugins">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <SourceNotesScope citations={CITATIONS}>
        <TableScroll className="card-table-wrap" label={t('page.tableCaption')}>
          <table className="plugin-table card-table">
            <caption className="visually-hidden">{t('page.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.plugin')}</th>
                {MODES.map((m) => (
                  <th key={m} scope="col">
                    {tc(`modes.${m}`)}
                  </th>
                ))}
                <th scope="col">{t('columns.detect')}</th>
                <th scope="col">{t('columns.platforms')}</th>
              </tr>
            </thead>
            <tbody>
              {PLUGINS.map((p) => (
                <PluginRow key={p.id} plugin={p} />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <section aria-labelledby="find-plugin">
          <Heading id="find-plugin">{t('page.findTitle')}</Heading>
          <p>{t('page.find')}</p>
          <CodeBlock code={FIND_COMMAND} language="shell" />
        </section>
        <SourceList />
      </SourceNotesScope>
    </article>
  );
}

function PluginRow({ plugin: p }: { plugin: Plugin }) {
  const { t } = useTranslation('plugins');
  const dt = useDataT('plugins');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <tr id={p.id} data-plugin={p.id}>
      <th scope="row">
        <span className="plugin-name">{PLUGIN_NAMES[p.id]}</span>
        {p.status ? (
          <span className="plugin-status" data-testid={`plugin-status-${p.id}`}>
            {dt(`status.${p.id}`)} <SourceNotes ids={p.status.sources} />
          </span>
        ) : null}
      </th>
      {MODES.map((m) => (
        <td key={m} data-label={tc(`modes.${m}`)} data-mode={m} data-support={supportOf(p.cells[m])}>
          <Cell plugin={p} mode={m} cell={p.cells[m]} />
        </td>
      ))}
      <td data-label={t('columns.detect')}>
        <dl className="plugin-detect">
          {(['daemonSets', 'namespaces', 'images'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`detect.${k}`)}</dt>{' '}
              <dd>
                {p.detect[k].map((v, i) => (
                  <span key={v}>
                    {i > 0 ? ', ' : null}
                    <code>{v}</code>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <SourceNotes ids={p.detect.sources} />
      </td>
      <td data-label={t('columns.platforms')}>
        {p.platforms.length === 0 ? (
          <span className="muted">{t('noPlatform')}</span>
        ) : (
          <ul className="plugin-platforms">
            {p.platforms.map((x) => (
              <li key={x.id}>
                <Link to="/$lang/platforms/$platform/" params={{ lang, platform: x.id }}>
                  {tc(`answers.values.platform.${x.id}`)}
                </Link>{' '}
                <SourceNotes ids={x.sources} />
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** One plugin × mode: works or not (or not published), from which version, what to set, why, sources. */
function Cell({ plugin, mode, cell }: { plugin: Plugin; mode: Mode; cell: PluginCell }) {
  const { t } = useTranslation('plugins');
  return (
    <>
      <span className={`plugin-support plugin-support-${supportOf(cell)}`}>{t(`support.${supportOf(cell)}`)}</span>
      {cellNotes(cell).map((n) => (
        <span key={n.key} className={n.key === 'since' ? 'plugin-since' : 'plugin-setting'}>
          <PluginCellNote note={n} />
        </span>
      ))}
      <span className="plugin-words">{t(`cells.${plugin.id}.${mode}`)}</span>
      {cell.sources.length > 0 ? (
        <span className="plugin-sources">
          <SourceNotes ids={cell.sources} />
        </span>
      ) : null}
    </>
  );
}
