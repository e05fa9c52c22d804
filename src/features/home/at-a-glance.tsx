import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Mode } from '../../domain/matrix/matrix';
import type { SourceId } from '../../domain/sources';
import { useLang } from '../../i18n/use-lang';
import { Heading } from '../../ui/heading';
import { SourceLinks } from '../../ui/source-link';

type RowLabel = 'rowRequirements' | 'rowLimits' | 'rowLoadBalancing' | 'rowUpstream';

const PICKS: { mode: Mode; rows: { id: string; label: RowLabel }[]; sources: SourceId[] }[] = [
  {
    mode: 'nftables',
    rows: [{ id: 'requirements', label: 'rowRequirements' }],
    sources: ['k8s-nftables-blog', 'cce-compare'],
  },
  { mode: 'iptables', rows: [{ id: 'limits', label: 'rowLimits' }], sources: ['cce-compare', 'calico-use-ipvs'] },
  {
    mode: 'ipvs',
    rows: [
      { id: 'load-balancing', label: 'rowLoadBalancing' },
      { id: 'upstream-status', label: 'rowUpstream' },
    ],
    sources: ['k8s-virtual-ips', 'kep-5495-ipvs-deprecation'],
  },
];

/** Rules of thumb, each pointing at the matrix rows and the mode page behind it. */
export function AtAGlance() {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section aria-labelledby="at-a-glance">
      <Heading id="at-a-glance">{t('glance.title')}</Heading>
      <p>{t('glance.lead')}</p>
      <ul className="glance-list">
        {PICKS.map(({ mode, rows, sources }) => (
          <li key={mode} className={`glance-item mode-${mode}`}>
            <p>{t(`glance.${mode}`)}</p>
            <p className="glance-links">
              <Link to="/$lang/modes/$mode/" params={{ lang, mode }}>
                {t('glance.modePage')}
              </Link>
              {rows.map((row) => (
                <Link key={row.id} to="/$lang/compare/" params={{ lang }} hash={row.id}>
                  {t(`glance.${row.label}`)}
                </Link>
              ))}
              <SourceLinks ids={sources} />
            </p>
          </li>
        ))}
        <li className="glance-item">
          <p>{t('glance.unsure')}</p>
          <p className="glance-links">
            <Link to="/$lang/wizard/" params={{ lang }}>
              {t('next.wizard')}
            </Link>
          </p>
        </li>
      </ul>
    </section>
  );
}
