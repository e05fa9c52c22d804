// The one place Recharts is imported. Loaded through lazy-series-chart.ts, only when a chart is
// about to be drawn: no page's first load includes Recharts.
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  usePlotArea,
  useXAxisScale,
  useYAxisScale,
  type TooltipContentProps,
} from 'recharts';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { logAxis, spreadLabels, type SeriesDef, type YScale } from '../lib/series';
import { Swatch } from './swatch';
import './series-chart.css';

interface Marker {
  x: number;
  label: string;
  kind: 'cce' | 'reader';
  /** Which side of the line the label goes. */
  side: 'left' | 'right';
}

export type Row = Record<string, number | undefined>;

const valueOf = (row: object | undefined, key: string): unknown =>
  row ? (row as Record<string, unknown>)[key] : undefined;

interface Props {
  /** Read by screen readers as the chart's SVG title. */
  title: string;
  data: readonly object[];
  xKey: string;
  /** 'log': a numeric log axis over `xDomain`; 'category': one evenly spaced slot per row. */
  xType: 'log' | 'category';
  xDomain?: [number, number];
  xTicks?: number[];
  series: readonly SeriesDef[];
  yScale: YScale;
  height: number;
  markers?: readonly Marker[];
  formatTick: (n: number) => string;
  formatValue: (n: number) => string;
  tooltipTitle: (x: number) => string;
  testId: string;
  /** On narrow charts, whether direct labels may go inside the plot (crowded charts rely on the legend there). */
  insideLabels?: boolean;
}

const LABEL_GAP = 15;
/** Below this chart width, labels go inside the plot (and only when they fit). */
const OUTSIDE_LABELS_MIN_WIDTH = 600;
/** Inside the plot, a label moved further than this from its line would mislead: leave them to the legend. */
const MAX_INSIDE_SHIFT = 22;

/** A rough width of a label in px at the labels' font size (CJK glyphs are about twice as wide). */
function labelWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]/.test(ch) ? 12.5 : 7.2;
  return Math.ceil(w);
}

/**
 * Direct labels at the end of each line. Wide charts put them in a right margin, nudged
 * apart, with a short leader line when a label had to move; narrow charts put them inside
 * the plot when they fit there.
 */
function DirectLabels({
  series,
  last,
  xKey,
  outside,
}: {
  series: readonly SeriesDef[];
  last: object | undefined;
  xKey: string;
  outside: boolean;
}) {
  const yScale = useYAxisScale();
  const xScale = useXAxisScale();
  const area = usePlotArea();
  if (!yScale || !xScale || !area || !last) return null;
  const right = area.x + area.width;
  const xEnd = Math.min(right, xScale(valueOf(last, xKey)) ?? right);
  const shown = series
    .map((s) => {
      const v = valueOf(last, s.key);
      return { s, y: typeof v === 'number' ? yScale(v) : undefined };
    })
    .filter((p): p is { s: SeriesDef; y: number } => typeof p.y === 'number' && Number.isFinite(p.y));
  const baselineShift = outside ? 4 : -7; // beside the line end, or just above it
  const wanted = shown.map((p) => p.y + baselineShift);
  const ys = spreadLabels(wanted, LABEL_GAP, area.y + 10, area.y + area.height - 2);
  if (!outside && ys.some((y, i) => Math.abs(y - wanted[i]!) > MAX_INSIDE_SHIFT)) return null;
  const x = outside ? right + 10 : xEnd - 6;
  return (
    <g className="direct-labels" aria-hidden="true" data-placement={outside ? 'outside' : 'inside'}>
      {shown.map((p, i) => {
        const moved = Math.abs(ys[i]! - wanted[i]!) > 2;
        return (
          <g key={p.s.key} className={`mode-${p.s.mode}`}>
            {outside && (moved || xEnd < right) ? (
              <polyline
                className="direct-label-leader"
                points={`${xEnd + 3},${p.y} ${right + 3},${p.y} ${x - 2},${ys[i]! - 4}`}
                fill="none"
              />
            ) : null}
            <text x={x} y={ys[i]} textAnchor={outside ? 'start' : 'end'} className="direct-label" data-series={p.s.key}>
              {p.s.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The width of an element, kept up to date (0 until measured in the browser). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const ro = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

interface MarkerLabelProps {
  viewBox?: { x?: number; y?: number; width?: number; height?: number };
  marker: Marker;
}

function MarkerLabel({ viewBox, marker }: MarkerLabelProps) {
  const x = viewBox?.x ?? 0;
  const top = viewBox?.y ?? 0;
  const dx = marker.side === 'right' ? 5 : -5;
  const y = top + (marker.kind === 'cce' ? 14 : 32);
  return (
    <g className={`marker-label marker-${marker.kind}`} data-testid={`marker-${marker.kind}`} data-x={marker.x}>
      <text x={x + dx} y={y} textAnchor={marker.side === 'right' ? 'start' : 'end'}>
        {marker.label}
      </text>
    </g>
  );
}

function TooltipBox({
  active,
  payload,
  label,
  series,
  title,
  format,
}: TooltipContentProps & {
  series: readonly SeriesDef[];
  title: (x: number) => string;
  format: (n: number) => string;
}) {
  if (!active || !payload?.length) return null;
  const byKey = new Map(payload.map((p) => [String(p.dataKey), p.value]));
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip-title">{title(Number(label))}</p>
      <ul>
        {series.map((s) => {
          const v = byKey.get(s.key);
          if (typeof v !== 'number') return null;
          return (
            <li key={s.key} className={`mode-${s.mode}`}>
              <Swatch dash={s.dash} />
              <span className="chart-tooltip-label">{s.label}</span>
              <span className="chart-tooltip-value">{format(v)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A short sample of a line's stroke, for legends and tooltips. */
export function SeriesChart(props: Props) {
  const { data, xKey, series, yScale, height } = props;
  const values = data.flatMap((r) => series.map((s) => Number(valueOf(r, s.key) ?? Number.NaN)));
  const log = logAxis(values);
  const yAxis =
    yScale === 'log'
      ? { scale: 'log' as const, domain: log.domain, ticks: log.ticks, allowDataOverflow: true }
      : { scale: 'linear' as const, domain: [0, 'auto'] as [number, 'auto'] };
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const outside = width >= OUTSIDE_LABELS_MIN_WIDTH;
  const labelSpace = outside ? Math.min(230, Math.max(...series.map((s) => labelWidth(s.label))) + 22) : 12;
  return (
    <div ref={ref} className="series-chart" data-testid={props.testId} data-y-scale={yScale} style={{ height }}>
      <LineChart
        responsive
        style={{ width: '100%', height }}
        data={data as Row[]}
        margin={{ top: 8, right: labelSpace, bottom: 4, left: 4 }}
        title={props.title}
      >
        <CartesianGrid vertical={false} />
        {props.xType === 'log' ? (
          <XAxis
            dataKey={xKey}
            type="number"
            scale="log"
            domain={props.xDomain}
            ticks={props.xTicks}
            allowDataOverflow
            tickFormatter={props.formatTick}
            className="chart-axis"
          />
        ) : (
          <XAxis
            dataKey={xKey}
            type="category"
            tickFormatter={(v: number) => props.formatTick(v)}
            className="chart-axis"
            padding={{ left: 24, right: 24 }}
          />
        )}
        <YAxis {...yAxis} width={52} tickFormatter={props.formatTick} className="chart-axis" allowDecimals />
        {props.markers?.map((m) => (
          <ReferenceLine
            key={m.kind}
            x={m.x}
            className={`marker marker-line-${m.kind}`}
            stroke="currentColor"
            strokeDasharray={m.kind === 'cce' ? '4 3' : undefined}
            strokeWidth={m.kind === 'reader' ? 2 : 1.5}
            label={(p: MarkerLabelProps) => <MarkerLabel viewBox={p.viewBox} marker={m} />}
          />
        ))}
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            type="linear"
            className={`chart-line mode-${s.mode}`}
            stroke="currentColor"
            strokeWidth={2.5}
            strokeDasharray={s.dash}
            strokeLinecap="round"
            dot={
              s.dots ? { r: 3.5, className: `chart-dot mode-${s.mode}`, fill: 'currentColor', strokeWidth: 0 } : false
            }
            activeDot={{
              r: 5,
              className: `chart-dot mode-${s.mode}`,
              fill: 'currentColor',
              stroke: 'var(--bg)',
              strokeWidth: 2,
            }}
            isAnimationActive={false}
            connectNulls
          />
        ))}
        <Tooltip
          cursor={{ className: 'chart-cursor', stroke: 'currentColor' }}
          content={(p) => <TooltipBox {...p} series={series} title={props.tooltipTitle} format={props.formatValue} />}
          isAnimationActive={false}
        />
        {outside || props.insideLabels !== false ? (
          <DirectLabels series={series} last={data.at(-1)} xKey={xKey} outside={outside} />
        ) : null}
      </LineChart>
    </div>
  );
}
