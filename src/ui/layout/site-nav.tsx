import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { NAV_SECTIONS } from './nav-sections';

export function SiteNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav id="site-nav" className="site-nav" aria-label={t('nav.label')} data-collapsed={collapsed}>
      <ul>
        {NAV_SECTIONS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              params={{ lang }}
              activeOptions={{ exact: item.exact, includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
