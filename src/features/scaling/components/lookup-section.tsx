import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CCE_SERVICE_THRESHOLD, MODEL_SOURCES, lookupCost, lookupSeries, serviceSamples, tableSizes, type ClusterSize } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';
import { formatters } from '../lib/format';
import { DASH, type SeriesDef, type YScale } from '../lib/series';
import { useServiceAxis } from '../lib/use-service-axis';
import { ChartFigure } from './chart-figure';
import { SeriesChart } from './series-chart';
import { ServiceCell } from './service-cell';

const HEIGHT = 320;

export function LookupSection({ size }: { size: ClusterSize }) {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  const [yScale, setYScale] = useState<YScale>('linear');
  const axis = useServiceAxis(size.services);
  const data = useMemo(() => lookupSeries(serviceSamples([size.services]), size.endpoints), [size.services, size.endpoints]);
  const rows = useMemo(() => lookupSeries(tableSizes(size.services), size.endpoints), [size.services, size.endpoints]);
  const series: SeriesDef[] = [
    { key: 'iptablesWorst', label: t('lookup.iptablesWorst'), mode: 'iptables', dash: DASH.dashed },
    { key: 'iptablesAverage', label: t('lookup.iptablesAverage'), mode: 'iptables', dash: DASH.solid },
    { key: 'nftables', label: t('lookup.nftablesLine'), mode: 'nftables', dash: DASH.dashDot },
    { key: 'ipvs', label: t('lookup.ipvsLine'), mode: 'ipvs', dash: DASH.dotted },
  ];
  const at = lookupCost({ services: Math.max(size.services, 1), endpoints: size.endpoints });
  return (
    <section className="scaling-section" aria-labelledby="lookup">
      <Heading id="lookup">{t('lookup.title')}</Heading>
      <p>{t('lookup.how')}</p>
      <ul className="mode-list">
        <li className="mode-iptables">
          {t('lookup.iptables')} <SourceLinks ids={[MODEL_SOURCES.iptables]} />
        </li>
        <li className="mode-nftables">
          {t('lookup.nftables')} <SourceLinks ids={[MODEL_SOURCES.nftables, 'kep-3866-nftables']} />
        </li>
        <li className="mode-ipvs">
          {t('lookup.ipvs')} <SourceLinks ids={[MODEL_SOURCES.ipvs, 'k8s-ipvs-readme']} />
        </li>
      </ul>
      <Callout tone="info" title={t('lookup.conntrackTitle')}>
        <p>{t('lookup.conntrack')}</p>
      </Callout>
      <ChartFigure
        id="lookup-chart"
        title={t('lookup.chartTitle')}
        axes={`${t('lookup.yLabel')} · ${t('chart.xAxis')}`}
        series={series}
        height={HEIGHT}
        yScale={yScale}
        onYScale={setYScale}
        chart={() => (
          <SeriesChart
            testId="chart-lookup"
            title={t('lookup.chartTitle')}
            data={data}
            xKey="services"
            xType="log"
            xDomain={axis.xDomain}
            xTicks={axis.xTicks}
            series={series}
            yScale={yScale}
            height={HEIGHT}
            markers={axis.markers}
            formatTick={axis.formatTick}
            formatValue={axis.formatValue}
            tooltipTitle={axis.tooltipTitle}
          />
        )}
        reading={t('lookup.reading', {
          services: f.num(Math.max(size.services, 1)),
          average: f.num(at.iptablesAverage),
          worst: f.num(at.iptablesWorst),
          nftables: f.num(at.nftables),
          ipvs: f.num(at.ipvs),
        })}
        table={
          <table className="data-table" data-testid="table-lookup">
            <caption className="visually-hidden">{t('lookup.chartTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.services')}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className={`mode-${s.mode}`}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.services} data-reader={r.services === size.services || undefined} data-cce={r.services === CCE_SERVICE_THRESHOLD || undefined}>
                  <ServiceCell services={r.services} reader={size.services} />
                  {series.map((s) => (
                    <td key={s.key}>{f.num(r[s.key as keyof typeof r])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <p className="muted small">{t('lookup.counted')}</p>
      </ChartFigure>
    </section>
  );
}
