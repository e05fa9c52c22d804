import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODES, type Mode } from '../../domain/modes';
import type { SourceId } from '../../domain/sources';
import { useLang } from '../../i18n/use-lang';
import { Heading } from '../../ui/heading';
import { SourceLinks } from '../../ui/source-link';
import { ModeSummaryCard } from './mode-summary-card';
import { NextLinks } from './next-links';
import { PacketPaths } from './packet-paths';
import { AtAGlance } from './at-a-glance';
import '../../ui/styles/cards.css';

const CARD_SOURCES: Readonly<Record<Mode, SourceId[]>> = {
  nftables: ['k8s-nftables-blog', 'kep-3866-nftables', 'cce-compare-zh'],
  iptables: ['k8s-ipvs-readme', 'cce-compare'],
  ipvs: ['k8s-ipvs-readme', 'kep-5495-ipvs-deprecation', 'cce-compare'],
};

export function OverviewPage() {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <article className="page page-overview" data-testid="page-overview">
      <header className="hero">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.lead')}</p>
        <div className="button-row">
          <Link to="/$lang/wizard/" params={{ lang }} className="button button-primary">
            {t('hero.startWizard')}
          </Link>
          <Link to="/$lang/compare/" params={{ lang }} className="button">
            {t('hero.compare')}
          </Link>
        </div>
      </header>

      <section aria-labelledby="what-kube-proxy-does">
        <Heading id="what-kube-proxy-does">{t('role.title')}</Heading>
        <p>
          {t('role.body')} <SourceLinks ids={['k8s-virtual-ips']} />
        </p>
        <p className="muted">
          {t('role.scope')} <SourceLinks ids={['k8s-kernelspace-mode', 'k8s-dual-stack']} />
        </p>
        <PacketPaths />
      </section>

      <section aria-labelledby="three-modes">
        <Heading id="three-modes">{t('modes.title')}</Heading>
        <div className="card-grid">
          {MODES.map((mode) => (
            <ModeSummaryCard key={mode} mode={mode} sources={CARD_SOURCES[mode]} />
          ))}
        </div>
      </section>

      <AtAGlance />

      <section aria-labelledby="on-cce">
        <Heading id="on-cce">{t('cce.title')}</Heading>
        <p>{t('cce.body')}</p>
        <SourceLinks ids={['cce-compare', 'cce-create-cluster-api']} />
      </section>

      <NextLinks />
    </article>
  );
}
