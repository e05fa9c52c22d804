import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';

const ITEMS = [
  { to: '/$lang/', key: 'nav.overview', exact: true },
  { to: '/$lang/compare/', key: 'nav.compare', exact: false },
  { to: '/$lang/wizard/', key: 'nav.wizard', exact: false },
  { to: '/$lang/scaling/', key: 'nav.scaling', exact: false },
  { to: '/$lang/import/', key: 'nav.import', exact: false },
] as const;

export function SiteNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav id="site-nav" className="site-nav" aria-label={t('nav.label')} data-collapsed={collapsed}>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              params={{ lang }}
              activeOptions={{ exact: item.exact, includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
