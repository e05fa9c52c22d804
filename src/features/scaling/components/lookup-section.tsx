import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MODEL_SOURCES,
  lookupCost,
  lookupSeries,
  serviceSamples,
  tableSizes,
  type ClusterSize,
} from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';
import { formatters } from '../lib/format';
import { DASH, type SeriesDef } from '../lib/series';
import { ServicesChart } from './services-chart';

const HEIGHT = 320;

export function LookupSection({ size }: { size: ClusterSize }) {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  const data = useMemo(
    () => lookupSeries(serviceSamples([size.services]), size.endpoints),
    [size.services, size.endpoints],
  );
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
      <ServicesChart
        name="lookup"
        title={t('lookup.chartTitle')}
        yLabel={t('lookup.yLabel')}
        initialScale="linear"
        height={HEIGHT}
        size={size}
        series={series}
        data={data}
        rows={rows}
        reading={t('lookup.reading', {
          services: f.num(Math.max(size.services, 1)),
          average: f.num(at.iptablesAverage),
          worst: f.num(at.iptablesWorst),
          nftables: f.num(at.nftables),
          ipvs: f.num(at.ipvs),
        })}
      >
        <p className="muted small">{t('lookup.counted')}</p>
      </ServicesChart>
    </section>
  );
}
