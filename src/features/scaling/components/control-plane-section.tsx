import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULTS_SOURCES, flagNamedFor, SETTINGS_WITH_DEFAULTS } from '../../../domain/migrate/sync-settings';
import { MODES } from '../../../domain/modes';
import {
  CONTROL_PLANE_FIGURES,
  SCALABILITY_THRESHOLDS,
  SYNC_METRICS,
  againstThresholds,
  type ControlPlaneFigure,
  type FigureValue,
} from '../../../domain/scaling/control-plane';
import type { ClusterSize } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';
import { TableScroll } from '../../../ui/table-scroll';
import { formatters, type Formatters } from '../lib/format';

type T = TFunction<'scaling'>;

/** A published value in its unit; minutes and seconds past a minute, as the logs print them. */
function valueText(v: FigureValue, t: T, f: Formatters): string {
  if (v.unit === 's' && v.value >= 60) {
    const min = Math.floor(v.value / 60);
    const sec = Math.round((v.value - min * 60) * 10) / 10;
    return sec === 0
      ? t('controlPlane.units.min', { min: f.num(min) })
      : t('controlPlane.units.minSec', { min: f.num(min), sec: f.num(sec) });
  }
  return t(`controlPlane.units.${v.unit}`, { value: f.num(v.value) });
}

function conditionsText(c: ControlPlaneFigure['conditions'], t: T, f: Formatters): string[] {
  const parts: string[] = [];
  if (c.nodes !== undefined) parts.push(t('controlPlane.cond.nodes', { value: f.num(c.nodes) }));
  if (c.services !== undefined) parts.push(t('controlPlane.cond.services', { value: f.num(c.services) }));
  if (c.endpoints !== undefined) parts.push(t('controlPlane.cond.endpoints', { value: f.num(c.endpoints) }));
  if (c.endpointsPerService !== undefined)
    parts.push(t('controlPlane.cond.endpointsPerService', { value: f.num(c.endpointsPerService) }));
  if (c.version !== undefined) parts.push(t('controlPlane.cond.version', { value: c.version }));
  if (c.setup !== undefined) parts.push(c.setup);
  if (c.settings !== undefined) parts.push(c.settings);
  return parts;
}

/**
 * How long kube-proxy took to program a node, as upstream measured it, beside what the page's
 * model counts; the sync settings that trade latency for CPU; upstream's scalability thresholds
 * against this page's inputs. A table, not a chart: the figures come from different tests.
 */
export function ControlPlaneSection({ size }: { size: ClusterSize }) {
  const { t } = useTranslation('scaling');
  const { t: tc } = useTranslation();
  const f = formatters(useLang());
  const th = SCALABILITY_THRESHOLDS;
  const at = againstThresholds(size);
  return (
    <section className="scaling-section" aria-labelledby="control-plane" data-testid="control-plane">
      <Heading id="control-plane">{t('controlPlane.title')}</Heading>
      <p>{t('controlPlane.intro')}</p>
      <p>
        {t('controlPlane.model')} <a href="#update-cost">{t('controlPlane.modelLink')}</a>
      </p>

      <h3 id="control-plane-figures">{t('controlPlane.figuresTitle')}</h3>
      <TableScroll label={t('controlPlane.figuresTitle')}>
        <table className="data-table control-plane-table control-plane-figures" data-testid="control-plane-figures">
          <thead>
            <tr>
              <th scope="col">{t('controlPlane.col.mode')}</th>
              <th scope="col">{t('controlPlane.col.measure')}</th>
              <th scope="col">{t('controlPlane.col.figure')}</th>
              <th scope="col">{t('controlPlane.col.conditions')}</th>
              <th scope="col">{t('controlPlane.col.changedIn')}</th>
              <th scope="col">{t('controlPlane.col.source')}</th>
            </tr>
          </thead>
          <tbody>
            {CONTROL_PLANE_FIGURES.map((fig) => (
              <tr key={fig.id} data-figure={fig.id}>
                <th scope="row" className={`mode-${fig.mode}`}>
                  {tc(`modes.${fig.mode}`)}
                </th>
                <td data-label={t('controlPlane.col.measure')}>{t(`controlPlane.measure.${fig.measure}`)}</td>
                <td data-label={t('controlPlane.col.figure')}>
                  {fig.values.map((v) => (
                    <span key={v.when} className="control-plane-value" data-when={v.when}>
                      {t(`controlPlane.when.${v.when}`, { value: valueText(v, t, f) })}
                    </span>
                  ))}
                </td>
                <td data-label={t('controlPlane.col.conditions')}>
                  {conditionsText(fig.conditions, t, f).join(t('controlPlane.listJoin'))}
                </td>
                <td data-label={t('controlPlane.col.changedIn')}>
                  {fig.changedIn ?? t('controlPlane.notPublished')}
                  {fig.changedBy ? (
                    <>
                      {' '}
                      <SourceLinks ids={[fig.changedBy]} />
                    </>
                  ) : null}
                  {fig.related ? (
                    <span className="control-plane-related" data-related={fig.related.release}>
                      {t(`controlPlane.related.${fig.related.words}`, { release: fig.related.release })}{' '}
                      <SourceLinks ids={fig.related.sources} />
                    </span>
                  ) : null}
                </td>
                <td data-label={t('controlPlane.col.source')}>
                  <SourceLinks ids={fig.sources} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="muted small">{t('controlPlane.why')}</p>

      <h3 id="sync-settings">{t('controlPlane.settingsTitle')}</h3>
      <p>{t('controlPlane.settingsIntro')}</p>
      <TableScroll label={t('controlPlane.settingsTitle')}>
        <table className="data-table control-plane-table" data-testid="sync-defaults">
          <thead>
            <tr>
              <th scope="col">{t('controlPlane.col.setting')}</th>
              {MODES.map((m) => (
                <th key={m} scope="col" className={`mode-${m}`}>
                  {tc(`modes.${m}`)}
                </th>
              ))}
              <th scope="col">{t('controlPlane.col.trade')}</th>
            </tr>
          </thead>
          <tbody>
            {SETTINGS_WITH_DEFAULTS.map((s) => (
              <tr key={s.id} data-setting={s.id}>
                <th scope="row">
                  <code>{s.id}</code>
                </th>
                {MODES.map((m) => {
                  const d = s.defaults[m];
                  const namedFor = flagNamedFor(d.flag.name);
                  return (
                    <td key={m} data-mode={m} data-label={tc(`modes.${m}`)}>
                      {d.config === null
                        ? t('controlPlane.configNotPublished')
                        : t('controlPlane.configDefault', { value: d.config })}
                      <br />
                      <code>{d.flag.name}</code> {d.flag.value}
                      {namedFor && namedFor !== m ? (
                        <span className="muted small" data-shared-flag={namedFor}>
                          {' '}
                          ({t('controlPlane.sharedFlag', { mode: tc(`modes.${namedFor}`) })})
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                <td data-label={t('controlPlane.col.trade')}>{t(`controlPlane.trade.${s.id}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        {t('controlPlane.defaultsNote')} <SourceLinks ids={DEFAULTS_SOURCES} />
      </p>
      <p>{t('controlPlane.metricsIntro')}</p>
      <ul data-testid="sync-metrics">
        {SYNC_METRICS.map((m) => (
          <li key={m.name}>
            <code>{m.name}</code> —{' '}
            {m.modes.length === MODES.length
              ? t('controlPlane.everyMode')
              : m.modes.map((mode) => tc(`modes.${mode}`)).join(t('controlPlane.listJoin'))}{' '}
            <SourceLinks ids={m.sources} />
          </li>
        ))}
      </ul>

      <h3 id="scalability-thresholds">{t('controlPlane.thresholdsTitle')}</h3>
      <p>{t('controlPlane.thresholdsIntro')}</p>
      <ul data-testid="scalability-thresholds">
        <li data-threshold="services" data-status={at.services}>
          {t('controlPlane.thresholdServices', {
            cluster: f.num(th.servicesPerCluster),
            namespace: f.num(th.servicesPerNamespace),
          })}{' '}
          <strong>{t(`controlPlane.yours.services.${at.services}`, { value: f.num(size.services) })}</strong>
        </li>
        <li data-threshold="endpoints" data-status={at.endpoints}>
          {t('controlPlane.thresholdEndpoints', { value: f.num(th.endpointsPerService) })}{' '}
          <strong>{t(`controlPlane.yours.endpoints.${at.endpoints}`, { value: f.num(size.endpoints) })}</strong>
        </li>
        <li data-threshold="nodes">{t('controlPlane.thresholdNodes', { value: f.num(th.nodes) })}</li>
      </ul>
      <p>
        {t('controlPlane.thresholdsNote')} <SourceLinks ids={[th.source]} />
      </p>
    </section>
  );
}
