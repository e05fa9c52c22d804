import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesDef, YScale } from '../lib/series';
import { useNearViewport } from '../../../ui/when-near/use-near-viewport';
import { Swatch } from './swatch';
import { TableScroll } from '../../../ui/table-scroll';

interface Props {
  id: string;
  title: string;
  /** What the axes measure, shown above the plot. */
  axes: string;
  series: readonly SeriesDef[];
  height: number;
  yScale?: YScale;
  onYScale?: (s: YScale) => void;
  /** The chart itself; drawn only in the browser, after hydration. */
  chart: () => ReactNode;
  /** Set false to keep the placeholder (e.g. nothing measured yet). */
  ready?: boolean;
  placeholder?: string;
  /** A note that must be read with the chart (how its figures were obtained), shown above it. */
  note?: ReactNode;
  reading: ReactNode;
  table: ReactNode;
  children?: ReactNode;
}

/**
 * A chart with everything around it: title, axis note, y-scale switch, legend, a fixed-height
 * slot (a placeholder in the prerendered page, so nothing shifts when the chart arrives), a
 * one-paragraph reading and the same numbers as a table. The chart is drawn once the figure
 * nears the viewport.
 */
export function ChartFigure(props: Props) {
  const { t } = useTranslation('scaling');
  const readingId = useId();
  // Only after hydration and in a transition: the URL's values (inputs, notices, tables) show
  // at once, and drawing the SVGs never blocks the page.
  const plot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(plot);
  const showChart = near && props.ready !== false;
  const placeholder = (
    <div className="chart-placeholder" style={{ height: props.height }}>
      <p className="muted small">{props.placeholder ?? t('chart.placeholder')}</p>
    </div>
  );
  return (
    <figure className="chart-figure" aria-describedby={readingId} data-testid={`figure-${props.id}`}>
      <figcaption className="chart-head">
        <h3 id={`${props.id}-title`} className="chart-title">
          {props.title}
        </h3>
        {props.yScale && props.onYScale ? (
          <ScaleSwitch id={props.id} value={props.yScale} onChange={props.onYScale} />
        ) : null}
      </figcaption>
      <ul className="chart-legend" data-testid={`legend-${props.id}`}>
        {props.series.map((s) => (
          <li key={s.key} className={`mode-${s.mode}`}>
            <Swatch dash={s.dash} />
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      {props.note}
      <p className="chart-axes muted small">{props.axes}</p>
      {/* The drawing exists only with script; its text alternative is the reading and table. */}
      <div
        className="chart-plot"
        data-client-only="true"
        data-near={near}
        data-has-chart={props.ready !== false}
        ref={plot}
      >
        {showChart ? <Suspense fallback={placeholder}>{props.chart()}</Suspense> : placeholder}
      </div>
      <p id={readingId} className="chart-reading">
        {props.reading}
      </p>
      {props.children}
      <details className="chart-table">
        <summary>{t('chart.showTable')}</summary>
        <TableScroll label={props.title}>{props.table}</TableScroll>
      </details>
    </figure>
  );
}

function ScaleSwitch({ id, value, onChange }: { id: string; value: YScale; onChange: (s: YScale) => void }) {
  const { t } = useTranslation('scaling');
  return (
    <fieldset className="scale-switch">
      <legend>{t('chart.yScale')}</legend>
      {(['linear', 'log'] as const).map((s) => (
        <label key={s}>
          <input type="radio" name={`${id}-y-scale`} value={s} checked={value === s} onChange={() => onChange(s)} />
          <span>{s === 'linear' ? t('chart.linear') : t('chart.log')}</span>
        </label>
      ))}
    </fieldset>
  );
}
