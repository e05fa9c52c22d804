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
        <Link to="/$lang/" params={{ lang }} className="brand" aria-label={t('site.homeLink')}>
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
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
