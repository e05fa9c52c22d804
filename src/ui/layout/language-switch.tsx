import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { afterNextPaint } from '../awaits-hydration/after-paint';
import { useHydrated } from '../awaits-hydration/use-hydrated';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { htmlLang } from '../../i18n/langs';

/**
 * Same page in the other language, keeping search params (the wizard's answers)
 * and the #anchor. Both are only known in the browser, so they join the link
 * after hydration: the first render must equal the prerendered HTML.
 */
const NO_SEARCH = {};

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const other = lang === 'en' ? 'zh' : 'en';
  const hydrated = useHydrated();
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate();
  // The language the switch was clicked in: busy until the page is in the other one.
  const [clickedIn, setClickedIn] = useState<string | null>(null);
  // A plain click marks the link busy and paints that first; the switch itself (the whole page
  // rendered again in the other language, in one synchronous task the router starts) follows
  // after the paint. Run in the click, it held the click's answer a third of a second on a slow
  // phone. Other clicks (a new tab, a download) stay the browser's.
  // One destination for the link (its href, a new tab) and the click's deferred navigation.
  // Plain values, not inline functions: the router compares them by value, so a re-render keeps
  // the link's destination, and with it a preload that focus or hover has queued (a new function
  // each render cancelled it). The router merges `params` into the current ones, and
  // `search: true` keeps the current search.
  const destination = {
    to: './',
    params: { lang: other },
    search: hydrated ? true : NO_SEARCH,
    hash: hydrated && hash ? hash : undefined,
    hashScrollIntoView: false,
  } as const;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setClickedIn(lang);
    afterNextPaint(() => void navigate(destination));
  };
  return (
    <Link
      {...destination}
      className="lang-switch"
      onClick={hydrated ? onClick : undefined}
      aria-busy={clickedIn === lang || undefined}
      hrefLang={htmlLang(other)}
      lang={htmlLang(other)}
      aria-label={t('language.switchToLabel')}
      title={t('language.switchToLabel')}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
        />
      </svg>
      <span>{t('language.switchTo')}</span>
    </Link>
  );
}
