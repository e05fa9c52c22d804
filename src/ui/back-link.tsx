import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLang } from '../i18n/use-lang';
import './back-link.css';

/** The index pages a detail page leads back to. */
type BackTo = '/$lang/migrate/' | '/$lang/platforms/' | '/$lang/troubleshoot/';

/** "← index" above a detail page's title: a runbook, a platform, a troubleshooting entry. */
export function BackLink({ to, children }: { to: BackTo; children: ReactNode }) {
  const lang = useLang();
  return (
    <p className="back-link">
      <Link to={to} params={{ lang }}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
