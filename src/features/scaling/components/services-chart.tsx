import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CCE_SERVICE_THRESHOLD, type ClusterSize } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { formatters } from '../lib/format';
import { type SeriesDef, type YScale } from '../lib/series';
import { useServiceAxis } from '../lib/use-service-axis';
import { ChartFigure } from './chart-figure';
import { SeriesChart } from './lazy-series-chart';
import { ServiceCell } from './service-cell';

interface Props<Row extends { services: number }> {
  /** 'lookup' | 'objects': names the figure, chart and table test ids. */
  name: string;
  title: string;
  yLabel: string;
  initialScale: YScale;
  height: number;
  size: ClusterSize;
  series: SeriesDef[];
  /** The table's columns; the drawn series unless the table shows more. */
  columns?: SeriesDef[];
  data: readonly Row[];
  rows: readonly Row[];
  insideLabels?: boolean;
  reading: string;
  children?: ReactNode;
}

/** A cost-model chart against the number of Services (log axis, CCE and reader markers) with its data table. */
export function ServicesChart<Row extends { services: number }>({
  name,
  title,
  yLabel,
  initialScale,
  height,
  size,
  series,
  columns = series,
  data,
  rows,
  insideLabels,
  reading,
  children,
}: Props<Row>) {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  const [yScale, setYScale] = useState<YScale>(initialScale);
  const axis = useServiceAxis(size.services);
  return (
    <ChartFigure
      id={`${name}-chart`}
      title={title}
      axes={`${yLabel} · ${t('chart.xAxis')}`}
      series={series}
      height={height}
      yScale={yScale}
      onYScale={setYScale}
      chart={() => (
        <SeriesChart
          testId={`chart-${name}`}
          title={title}
          data={data}
          xKey="services"
          xType="log"
          xDomain={axis.xDomain}
          xTicks={axis.xTicks}
          series={series}
          yScale={yScale}
          height={height}
          markers={axis.markers}
          {...(insideLabels === undefined ? {} : { insideLabels })}
          formatTick={axis.formatTick}
          formatValue={axis.formatValue}
          tooltipTitle={axis.tooltipTitle}
        />
      )}
      reading={reading}
      table={
        <table className="data-table" data-testid={`table-${name}`}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.services')}</th>
              {columns.map((s) => (
                <th key={s.key} scope="col" className={`mode-${s.mode}`}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.services}
                data-reader={r.services === size.services || undefined}
                data-cce={r.services === CCE_SERVICE_THRESHOLD || undefined}
              >
                <ServiceCell services={r.services} reader={size.services} />
                {columns.map((s) => (
                  <td key={s.key}>{f.num(r[s.key as keyof Row] as number)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {children}
    </ChartFigure>
  );
}
