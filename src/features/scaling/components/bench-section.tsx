import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { BENCH_MAX, BENCH_MIN, DEFAULT_TIMING, median } from '../lib/bench';
import { formatters } from '../lib/format';
import { DASH, type SeriesDef, type YScale } from '../lib/series';
import { useBenchmark } from '../lib/use-benchmark';
import { ChartFigure } from './chart-figure';
import { SeriesChart } from './lazy-series-chart';
import type { Row } from './series-chart';

const HEIGHT = 320;
const N_MIN = BENCH_MIN;
const N_MAX = BENCH_MAX;

export function BenchSection() {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  const hydrated = useHydrated();
  const { state, start, cancel } = useBenchmark();
  const [yScale, setYScale] = useState<YScale>('log');
  const running = state.status === 'running';
  const series: SeriesDef[] = [
    { key: 'linear', label: t('bench.linearLine'), mode: 'iptables', dash: DASH.solid, dots: true },
    { key: 'hash', label: t('bench.hashLine'), mode: 'nftables', dash: DASH.dashed, dots: true },
  ];
  const data = useMemo(() => {
    const byN = new Map<number, Row>();
    for (const r of state.results) byN.set(r.n, { ...(byN.get(r.n) ?? { n: r.n }), [r.method]: r.nsPerLookup });
    return [...byN.values()];
  }, [state.results]);
  const linear = state.results.filter((r) => r.method === 'linear');
  const hash = state.results.filter((r) => r.method === 'hash');
  const firstLinear = linear[0];
  const lastLinear = linear.at(-1);
  const reading =
    firstLinear && lastLinear && linear.length > 1
      ? t('bench.reading', {
          linearMin: f.ns(firstLinear.nsPerLookup),
          nMin: f.num(firstLinear.n),
          linearMax: f.ns(lastLinear.nsPerLookup),
          nMax: f.num(lastLinear.n),
          hashMax: f.ns(median(hash.map((r) => r.nsPerLookup))),
        })
      : t('bench.readingEmpty');

  return (
    <section className="scaling-section" aria-labelledby="bench">
      <Heading id="bench">{t('bench.title')}</Heading>
      <p>{t('bench.intro', { min: f.num(N_MIN), max: f.num(N_MAX) })}</p>
      <ul className="mode-list">
        <li className="mode-iptables">{t('bench.linearHow')}</li>
        <li className="mode-nftables">{t('bench.hashHow')}</li>
      </ul>
      <p>{t('bench.timing', { ms: f.num(DEFAULT_TIMING.minBatchMs) })}</p>

      <div className="bench-controls needs-script" data-testid="bench-controls">
        <button
          type="button"
          className="button button-primary"
          onClick={start}
          disabled={!hydrated || running}
          data-testid="bench-run"
        >
          {state.status === 'idle' ? t('bench.run') : t('bench.runAgain')}
        </button>
        <button type="button" className="button" onClick={cancel} disabled={!running} data-testid="bench-cancel">
          {t('bench.cancel')}
        </button>
        <progress
          max={state.total}
          value={state.results.length}
          aria-label={t('bench.progress')}
          data-testid="bench-progress"
        />
      </div>
      <p
        className="bench-status"
        role="status"
        aria-live="polite"
        data-testid="bench-status"
        data-status={state.status}
        data-count={state.results.length}
      >
        {statusText()}
      </p>

      <ChartFigure
        id="bench-chart"
        title={t('bench.chartTitle')}
        axes={`${t('bench.yLabel')} · ${t('bench.xAxis')}`}
        series={series}
        height={HEIGHT}
        yScale={yScale}
        onYScale={setYScale}
        ready={data.length > 0}
        placeholder={t('bench.readingEmpty')}
        chart={() => (
          <SeriesChart
            testId="chart-bench"
            title={t('bench.chartTitle')}
            data={data}
            xKey="n"
            xType="log"
            xDomain={[N_MIN, N_MAX]}
            xTicks={[100, 1000, 10_000, 100_000]}
            series={series}
            yScale={yScale}
            height={HEIGHT}
            formatTick={f.tick}
            formatValue={f.ns}
            tooltipTitle={(x) => t('bench.tooltipRules', { value: f.num(x) })}
          />
        )}
        reading={reading}
        table={
          state.results.length === 0 ? (
            <p className="muted">{t('bench.noData')}</p>
          ) : (
            <table className="data-table" data-testid="table-bench">
              <caption className="visually-hidden">{t('bench.rawTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bench.rules')}</th>
                  <th scope="col" className="method">
                    {t('bench.method')}
                  </th>
                  <th scope="col">{t('bench.nsPerLookup')}</th>
                  <th scope="col">{t('bench.batch')}</th>
                  <th scope="col" className="samples">
                    {t('bench.samples')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.results.map((r) => (
                  <tr key={`${r.method}-${r.n}`} data-method={r.method} data-n={r.n} data-ns={r.nsPerLookup}>
                    <th scope="row">{f.num(r.n)}</th>
                    <td className={`method mode-${r.method === 'linear' ? 'iptables' : 'nftables'}`}>
                      {t(`bench.${r.method}`)}
                    </td>
                    <td>{f.ns(r.nsPerLookup)}</td>
                    <td>{f.num(r.batchSize)}</td>
                    <td className="samples">{r.samplesNs.map((v) => f.ns(v)).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      />

      <h3 id="bench-limits">{t('bench.modelsTitle')}</h3>
      <ul>
        <li>{t('bench.models')}</li>
        <li>{t('bench.notKernel')}</li>
        <li>{t('bench.notCounted')}</li>
        <li>{t('bench.notComparable')}</li>
      </ul>
    </section>
  );

  function statusText(): string {
    switch (state.status) {
      case 'idle':
        return t('bench.idle');
      case 'running': {
        const c = state.current;
        return c
          ? t('bench.running', {
              method: t(`bench.${c.step.method}`),
              n: f.num(c.step.n),
              step: c.index + 1,
              total: state.total,
            })
          : t('bench.running', { method: t('bench.linear'), n: f.num(N_MIN), step: 1, total: state.total });
      }
      case 'done':
        return t('bench.done', { total: state.results.length });
      case 'cancelled':
        return t('bench.cancelled', { count: state.results.length, total: state.total });
      case 'error':
        return t('bench.error', { message: state.error ?? '' });
      case 'unsupported':
        return t('bench.unsupported');
    }
  }
}
