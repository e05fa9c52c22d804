import { Outlet } from '@tanstack/react-router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

export function SiteLayout() {
  return (
    <div className="site">
      <SkipLink target={MAIN_ID} />
      <SiteHeader />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
