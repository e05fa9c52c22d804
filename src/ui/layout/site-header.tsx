import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from '../theme/theme-switch';
import { SiteNav } from './site-nav';
import { LogoMark } from './logo-mark';

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link
          to="/$lang/"
          params={{ lang }}
          className="brand"
          aria-label={t('site.homeLink')}
          // The home link is the current page on the home page only, not on every page below it.
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{}}
        >
          <LogoMark />
          <span className="brand-name">{t('site.name')}</span>
        </Link>
        {/* Shown only when scripts run (html[data-js], set before the first paint): without
            JavaScript the nav is always open and the button hidden. */}
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="menu-icon" />
          <span className="menu-text">{t('nav.menu')}</span>
        </button>
        <SiteNav collapsed={!open} onNavigate={() => setOpen(false)} />
        <div className="header-tools">
          {/* A plain click opens the search dialog instead (features/search's host listens). */}
          <Link to="/$lang/search/" params={{ lang }} className="search-link">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.3 15.3 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <span className="search-link-text">{t('nav.search')}</span>
          </Link>
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
