import { useTranslation } from 'react-i18next';
import {
  KUBE_PROXY_PRECEDENCE_SOURCES,
  KUBE_PROXY_SAYS_SOURCES,
  type Detection,
  type Provenance,
} from '../../../domain/import/types';
import { evidenceSources } from '../../../domain/dataplanes/dataplanes';
import { clueById } from '../../../domain/platforms/clues';
import { useDataT } from '../../../i18n/use-data-t';
import { SourceLinks } from '../../../ui/source-link';
import { COMMANDS } from '../lib/commands';
import { noteWords, provenanceWords, valueWords } from '../lib/words';

/** `Node 192.168.0.13`, `Ingress shop/web`, or the command for the version document. */
const objectLabel = (p: Extract<Provenance, { type: 'object' }>) =>
  p.kind === 'VersionInfo' ? COMMANDS.version : `${p.kind} ${p.namespace ? `${p.namespace}/` : ''}${p.name}`;

function Source({ from }: { from: Provenance }) {
  const dt = useDataT('import');
  const where = provenanceWords(from);
  switch (from.type) {
    case 'object':
      return (
        <p className="import-from">
          <code>{objectLabel(from)}</code> <code>{from.field}</code> <span aria-hidden="true">=</span>{' '}
          <code className="import-raw">{from.raw}</code> <span className="muted">{dt(where.key, where.params)}</span>
        </p>
      );
    case 'line':
      return (
        <p className="import-from">
          <span className="muted">{dt(where.key, where.params)}</span> <code className="import-raw">{from.raw}</code>
        </p>
      );
    case 'objects':
      return (
        <p className="import-from">
          <span>{dt(where.key, where.params)}</span> <code>{from.field}</code>
        </p>
      );
  }
}

function DetectionRow({ d }: { d: Detection }) {
  const { t } = useTranslation('import');
  const { t: tc } = useTranslation();
  const dt = useDataT('import');
  const value = valueWords(d);
  const note = d.note ? noteWords(d.note) : undefined;
  // A platform clue's note names the platform and cites where the clue is published; the mode's
  // cites kube-proxy's own code for which value it obeys.
  const clue = d.note?.code === 'platformClue' ? clueById(d.note.clue) : undefined;
  const cited =
    clue?.sources ??
    (d.note?.code === 'kubeProxyMode'
      ? KUBE_PROXY_PRECEDENCE_SOURCES
      : d.note?.code === 'kubeProxyRunning'
        ? KUBE_PROXY_SAYS_SOURCES[d.note.via]
        : d.note?.code === 'dataplaneSetting'
          ? evidenceSources(d.note.dataplane)
          : undefined);
  const params = clue ? { ...note?.params, platform: tc(`answers.values.platform.${clue.platform}`) } : note?.params;
  return (
    <tr data-testid={`import-detection-${d.key}`} data-value={d.value}>
      <th scope="row">{t(`answers.${d.key}`)}</th>
      <td className="import-value" data-label={t('results.colValue')}>
        {typeof value === 'string' ? <code>{value}</code> : <strong>{dt(value.key, value.params)}</strong>}
      </td>
      <td className="import-source" data-label={t('results.colSource')}>
        <Source from={d.from} />
        {note ? (
          <p className="import-note">
            {dt(note.key, params)}
            {note.then ? <span className="import-note-then">{dt(note.then.key, note.then.params)}</span> : null}
            {cited ? (
              <>
                {' '}
                <SourceLinks ids={cited} />
              </>
            ) : null}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The answers found, one row each: value, then the object and field (or the line) it came from.
 * The platform clues' sources load with the parse (use-import.ts).
 */
export function DetectionTable({ detections }: { detections: Detection[] }) {
  const { t } = useTranslation('import');
  return (
    <div className="import-table-wrap">
      <table className="import-table" data-testid="import-table">
        <caption className="visually-hidden">{t('results.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.colAnswer')}</th>
            <th scope="col">{t('results.colValue')}</th>
            <th scope="col">{t('results.colSource')}</th>
          </tr>
        </thead>
        <tbody>
          {detections.map((d) => (
            <DetectionRow key={d.key} d={d} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
