import { useTranslation } from 'react-i18next';
import { CCE_SERVICE_THRESHOLD, OTHER_IPVS_THRESHOLD } from '../../../domain/scaling/cost-model';
import {
  FIRST_PACKET_MODES,
  KEP_3866_FIRST_PACKET,
  PERCENTILES,
  TIGERA_2019,
  type Percentile,
} from '../../../domain/scaling/measurements';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';
import { formatters } from '../lib/format';
import { DASH, type SeriesDef } from '../lib/series';
import { ChartFigure } from './chart-figure';
import { SeriesChart } from './lazy-series-chart';

const HEIGHT = 320;
const DRAWN: readonly Percentile[] = ['p99', 'p50'];

export function MeasurementsSection() {
  const { t } = useTranslation('scaling');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const f = formatters(lang);
  const kep = KEP_3866_FIRST_PACKET;
  const series: SeriesDef[] = FIRST_PACKET_MODES.flatMap((mode) =>
    DRAWN.map((p) => ({
      key: `${mode}_${p}`,
      label: t('measurements.series', { mode: tc(`modes.${mode}`), percentile: t(`measurements.${p}`) }),
      mode,
      dash: p === 'p99' ? DASH.dashed : DASH.solid,
      dots: true,
    })),
  );
  const data = kep.rows.map((r) => ({
    services: r.services,
    ...Object.fromEntries(DRAWN.flatMap((p) => FIRST_PACKET_MODES.map((mode) => [`${mode}_${p}`, r[mode][p]]))),
  }));
  const first = kep.rows[0];
  const last = kep.rows[2];
  const tg = TIGERA_2019;
  return (
    <section className="scaling-section" aria-labelledby="measurements">
      <Heading id="measurements">{t('measurements.title')}</Heading>
      <p>{t('measurements.intro')}</p>
      <ChartFigure
        id="measurements-chart"
        title={t('measurements.kepTitle')}
        axes={`${t('measurements.yLabel')} · ${t('chart.services')}`}
        series={series}
        height={HEIGHT}
        chart={() => (
          <SeriesChart
            testId="chart-measurements"
            title={t('measurements.chartTitle')}
            data={data}
            xKey="services"
            xType="category"
            series={series}
            yScale="linear"
            height={HEIGHT}
            insideLabels={false}
            formatTick={(n) => (n >= 1000 ? f.tick(n) : f.num(n))}
            formatValue={f.ms}
            tooltipTitle={(x) => t('chart.tooltipServices', { value: f.num(x) })}
          />
        )}
        reading={
          <>
            {t('measurements.reading', {
              ipt5: f.ms(first.iptables.p50),
              ipt30: f.ms(last.iptables.p50),
              ipt99: f.ms(last.iptables.p99),
              nft50: f.ms(first.nftables.p50),
              nft99: f.ms(first.nftables.p99),
            })}{' '}
            <SourceLinks ids={kep.sources} />
          </>
        }
        table={
          <table className="data-table" data-testid="table-measurements">
            <caption className="visually-hidden">{t('measurements.chartTitle')}</caption>
            <thead>
              <tr>
                <td />
                {FIRST_PACKET_MODES.map((mode) => (
                  <th key={mode} scope="colgroup" colSpan={PERCENTILES.length} className={`mode-${mode}`}>
                    {tc(`modes.${mode}`)}
                  </th>
                ))}
              </tr>
              <tr>
                <th scope="col">{t('chart.services')}</th>
                {FIRST_PACKET_MODES.flatMap((mode) =>
                  PERCENTILES.map((p) => (
                    <th key={`${mode}-${p}`} scope="col">
                      {t(`measurements.${p}`)}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {kep.rows.map((r) => (
                <tr key={r.services}>
                  <th scope="row">{f.num(r.services)}</th>
                  {FIRST_PACKET_MODES.flatMap((mode) =>
                    PERCENTILES.map((p) => <td key={`${mode}-${p}`}>{f.ms(r[mode][p])}</td>),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        }
        note={
          <p className="notice notice-info small" data-testid="approx-note">
            {t('measurements.kepNote', { error: f.ms(kep.readingErrorMs) })}
          </p>
        }
      />

      <h3 id="tigera">{t('measurements.tigeraTitle')}</h3>
      <p>
        <strong>{t('measurements.tigeraNote')}</strong>
        {lang === 'zh' ? null : ' '}
        {t('measurements.tigeraSetup', { pods: f.num(tg.podsPerService), max: f.num(tg.maxServices) })}
      </p>
      <ul data-testid="tigera">
        <li>{t('measurements.tigeraThreshold', { from: f.num(tg.differencesFrom) })}</li>
        <li>
          {t('measurements.tigeraCpu', {
            max: f.num(tg.maxServices),
            iptables: f.percent(tg.cpuCoreShareAtMax.iptables),
            ipvs: f.percent(tg.cpuCoreShareAtMax.ipvs),
          })}
        </li>
        <li>{t('measurements.tigeraKeepalive')}</li>
      </ul>
      <p>
        <SourceLinks ids={[tg.source]} />
      </p>

      <h3 id="thresholds">{t('measurements.thresholdsTitle')}</h3>
      <ul>
        <li>
          {t('measurements.cce', { value: f.num(CCE_SERVICE_THRESHOLD) })} <SourceLinks ids={['cce-compare']} />
        </li>
        <li>
          {t('measurements.others', { value: f.num(OTHER_IPVS_THRESHOLD) })}{' '}
          <SourceLinks ids={['calico-use-ipvs', 'eks-ipvs', 'eks-nftables']} />
        </li>
        <li>
          {t('measurements.k8s')} <SourceLinks ids={['k8s-virtual-ips']} />
        </li>
      </ul>
    </section>
  );
}
