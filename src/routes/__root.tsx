import { createRootRoute, HeadContent, Outlet, Scripts, useMatches, useParams } from '@tanstack/react-router';
import { htmlLang, isLang } from '../i18n/langs';
import { THEME_BOOT_SCRIPT } from '../ui/theme/theme-boot';
import { documentHead } from '../app/document-head';

export const Route = createRootRoute({
  head: () => documentHead(THEME_BOOT_SCRIPT),
  component: RootDocument,
});

function RootDocument() {
  const { lang } = useParams({ strict: false });
  // Bilingual static pages ('/', 404.html) ship no JavaScript at all.
  const documentOnly = useMatches({ select: (ms) => ms.some((m) => m.staticData.documentOnly) });
  return (
    // The theme boot script sets data-theme on <html> before React hydrates.
    <html lang={htmlLang(isLang(lang) ? lang : 'en')} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        {documentOnly ? null : <Scripts />}
      </body>
    </html>
  );
}
