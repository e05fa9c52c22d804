import { memo, Suspense, useDeferredValue, useMemo } from 'react';
import { prerenderedLazy } from '../../../ui/prerendered-lazy';
import { useTranslation } from 'react-i18next';
import './scaling.css';
import type { SourceId } from '../../../domain/sources';
import { shownSource } from '../../../i18n/source-table';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { useSearchState } from '../../../ui/awaits-hydration/use-search-state';
import type { ScalingSearch } from '../lib/scaling-search';
import { parseScalingSearch } from '../lib/scaling-values';
import { BenchSection } from './bench-section';
import { ClusterInputs } from './cluster-inputs';
import { LookupSection } from './lookup-section';
import { MeasurementsSection } from './measurements-section';
import { ObjectsSection } from './objects-section';
import { SummaryTable } from './summary-table';

const PAGE_SOURCES: SourceId[] = [
  'k8s-iptables-proxier',
  'k8s-nftables-proxier',
  'k8s-ipvs-proxier',
  'k8s-ipvs-readme',
  'kep-3866-nftables',
  'k8s-nftables-blog',
  'kep-3453-iptables-partial-sync',
  'k8s-issue-135639',
  'k8s-changelog-1-36',
  'k8s-issue-139513',
  'k8s-pr-126013',
  'k8s-pr-140723',
  'k8s-kube-proxy-cli',
  'k8s-kube-proxy-defaults-fixture',
  'k8s-kube-proxy-metrics-go',
  'k8s-scalability-thresholds',
  'kep-265-ipvs',
  'tigera-iptables-vs-ipvs',
  'cce-compare',
  'calico-use-ipvs',
  'eks-ipvs',
  'k8s-virtual-ips',
];

// Memoised: an edit re-renders only what depends on the changed size.
const Summary = memo(SummaryTable);
const Lookup = memo(LookupSection);
const Objects = memo(ObjectsSection);
const Measurements = memo(MeasurementsSection);
const Bench = memo(BenchSection);
// Static text until the inputs change: prerendered, its code (~1.5 KB gzip) loads after the page's.
const ControlPlane = prerenderedLazy(() => import('./control-plane-section').then((m) => memo(m.ControlPlaneSection)));

const DEFAULTS: ScalingSearch = {};

export function ScalingPage({ search, onSearch }: { search: ScalingSearch; onSearch: (next: ScalingSearch) => void }) {
  const { t } = useTranslation('scaling');
  const lang = useLang();
  // The prerendered page knows no search params: it shows the defaults, and the URL's
  // values apply once hydrated (so the first client render equals the static HTML).
  const [current, update] = useSearchState(search, onSearch, DEFAULTS);
  const view = parseScalingSearch(current);
  // Typing stays responsive: the inputs update at once, the charts and tables follow.
  const services = useDeferredValue(view.services.value);
  const endpoints = useDeferredValue(view.endpoints.value);
  const size = useMemo(() => ({ services, endpoints }), [services, endpoints]);
  return (
    <article
      className="page page-scaling"
      data-testid="page-scaling"
      data-services={size.services}
      data-endpoints={size.endpoints}
    >
      <PageHeader title={t('page.title')} lead={t('page.lead')}>
        <p>{t('page.intro')}</p>
      </PageHeader>
      <nav className="page-toc" aria-label={t('page.jump')}>
        <ul>
          <li>
            <a href="#lookup">{t('lookup.title')}</a>
          </li>
          <li>
            <a href="#objects">{t('objects.title')}</a>
          </li>
          <li>
            <a href="#measurements">{t('measurements.title')}</a>
          </li>
          <li>
            <a href="#control-plane">{t('controlPlane.title')}</a>
          </li>
          <li>
            <a href="#bench">{t('bench.title')}</a>
          </li>
        </ul>
      </nav>
      <ClusterInputs search={current} view={view} onSearch={update} />
      <Summary size={size} />
      <Lookup size={size} />
      <Objects size={size} />
      <Measurements />
      <Suspense fallback={null}>
        <ControlPlane size={size} />
      </Suspense>
      <Bench />
      <section className="scaling-section" aria-labelledby="sources">
        <Heading id="sources">{t('page.sources')}</Heading>
        <ul className="source-list">
          {PAGE_SOURCES.map((id) => {
            const s = shownSource(id, lang);
            return (
              <li key={id}>
                <a href={s.url}>{s.title}</a> <span className="muted">— {s.publisher}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
