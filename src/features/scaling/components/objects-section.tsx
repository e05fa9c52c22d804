import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MODEL_SOURCES,
  objectsSeries,
  programmedObjects,
  serviceSamples,
  tableSizes,
  updateCost,
  type ClusterSize,
} from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';
import { formatters } from '../lib/format';
import { DASH, type SeriesDef } from '../lib/series';
import { ServicesChart } from './services-chart';

const HEIGHT = 380;

export function ObjectsSection({ size }: { size: ClusterSize }) {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  const data = useMemo(
    () => objectsSeries(serviceSamples([size.services]), size.endpoints),
    [size.services, size.endpoints],
  );
  const rows = useMemo(() => objectsSeries(tableSizes(size.services), size.endpoints), [size.services, size.endpoints]);
  const series: SeriesDef[] = [
    { key: 'iptablesRules', label: t('objects.iptablesRules'), mode: 'iptables', dash: DASH.solid },
    { key: 'nftablesRules', label: t('objects.nftablesRules'), mode: 'nftables', dash: DASH.solid },
    { key: 'nftablesChains', label: t('objects.nftablesChains'), mode: 'nftables', dash: DASH.dashed },
    { key: 'ipvsRealServers', label: t('objects.ipvsReal'), mode: 'ipvs', dash: DASH.solid },
    { key: 'nftablesElements', label: t('objects.nftablesElements'), mode: 'nftables', dash: DASH.dotted },
    { key: 'ipvsVirtualServers', label: t('objects.ipvsVirtual'), mode: 'ipvs', dash: DASH.dashDot },
  ];
  // The table adds iptables chains (same count as nftables chains, so not drawn twice).
  const columns: SeriesDef[] = [
    series[0]!,
    { key: 'iptablesChains', label: t('objects.iptablesChains'), mode: 'iptables' },
    ...series.slice(1),
  ];
  const at = programmedObjects(size);
  const upd = updateCost(size);
  return (
    <section className="scaling-section" aria-labelledby="objects">
      <Heading id="objects">{t('objects.title')}</Heading>
      <p>{t('objects.intro')}</p>
      <ul className="mode-list">
        <li className="mode-iptables">
          {t('objects.iptables')} <SourceLinks ids={[MODEL_SOURCES.iptables]} />
        </li>
        <li className="mode-nftables">
          {t('objects.nftables')} <SourceLinks ids={[MODEL_SOURCES.nftables]} />
        </li>
        <li className="mode-ipvs">
          {t('objects.ipvs')} <SourceLinks ids={[MODEL_SOURCES.ipvs, 'kep-265-ipvs']} />
        </li>
      </ul>
      <ServicesChart
        name="objects"
        title={t('objects.chartTitle')}
        yLabel={t('objects.yLabel')}
        initialScale="log"
        height={HEIGHT}
        size={size}
        series={series}
        columns={columns}
        data={data}
        rows={rows}
        insideLabels={false}
        reading={t('objects.reading', {
          services: f.num(size.services),
          endpoints: f.num(size.endpoints),
          iptablesRules: f.num(at.iptables.natRules),
          nftablesRules: f.num(at.nftables.rules),
          ipvsReal: f.num(at.ipvs.realServers),
        })}
      >
        <p className="muted small">{t('objects.counted')}</p>
      </ServicesChart>

      <h3 id="update-cost">{t('objects.updateTitle')}</h3>
      <p>{t('objects.updateIntro')}</p>
      <ul className="mode-list" data-testid="update-cost">
        <li className="mode-iptables">
          {t('objects.updateIptables', {
            full: f.num(upd.iptablesFullRules),
            partial: f.num(upd.iptablesPartialRules),
          })}{' '}
          <SourceLinks ids={[MODEL_SOURCES.iptables, 'kep-3453-iptables-partial-sync']} />
        </li>
        <li className="mode-nftables">
          {t('objects.updateNftables', { chains: f.num(upd.nftablesChains), rules: f.num(upd.nftablesRules) })}{' '}
          <SourceLinks ids={[MODEL_SOURCES.nftables]} />
        </li>
        <li className="mode-ipvs">
          {t('objects.updateIpvs', { changes: f.num(upd.ipvsRealServerChanges) })}{' '}
          <SourceLinks ids={[MODEL_SOURCES.ipvs, 'k8s-ipvs-graceful-termination']} />
        </li>
      </ul>
      <p>
        {t('objects.controlPlane')} <a href="#control-plane">{t('controlPlane.title')}</a>
      </p>
    </section>
  );
}
