import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RowId } from '../../domain/matrix/model';
import { MODES, type Mode } from '../../domain/modes';
import type { SourceId } from '../../domain/sources';
import { useLang } from '../../i18n/use-lang';
import { Heading } from '../../ui/heading';
import { SourceLinks } from '../../ui/source-link';

type RowLabel = 'rowRequirements' | 'rowLimits' | 'rowLoadBalancing' | 'rowUpstream';

const PICKS: Readonly<Record<Mode, { rows: { id: RowId; label: RowLabel }[]; sources: SourceId[] }>> = {
  nftables: {
    rows: [{ id: 'requirements', label: 'rowRequirements' }],
    sources: ['k8s-nftables-blog', 'cce-compare'],
  },
  iptables: { rows: [{ id: 'limits', label: 'rowLimits' }], sources: ['cce-compare', 'calico-use-ipvs'] },
  ipvs: {
    rows: [
      { id: 'load-balancing', label: 'rowLoadBalancing' },
      { id: 'upstream-status', label: 'rowUpstream' },
    ],
    sources: ['k8s-virtual-ips', 'kep-5495-ipvs-deprecation'],
  },
};

/** Rules of thumb, each pointing at the matrix rows and the mode page behind it. */
export function AtAGlance() {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section aria-labelledby="at-a-glance">
      <Heading id="at-a-glance">{t('glance.title')}</Heading>
      <p>{t('glance.lead')}</p>
      <ul className="glance-list">
        {MODES.map((mode) => (
          <li key={mode} className={`glance-item mode-${mode}`}>
            <p>{t(`glance.${mode}`)}</p>
            <p className="glance-links">
              <Link to="/$lang/modes/$mode/" params={{ lang, mode }}>
                {t('glance.modePage')}
              </Link>
              {PICKS[mode].rows.map((row) => (
                <Link key={row.id} to="/$lang/compare/" params={{ lang }} hash={row.id}>
                  {t(`glance.${row.label}`)}
                </Link>
              ))}
              <SourceLinks ids={PICKS[mode].sources} />
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
