import { createFileRoute, notFound } from '@tanstack/react-router';
import { activateLanguage } from '../../i18n/i18n';
import { isLang } from '../../i18n/langs';
import { SiteLayout } from '../../ui/layout/site-layout';
import { NotFoundPage } from '../../ui/not-found-page';

export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }) => {
      if (!isLang(lang)) throw notFound();
      return { lang };
    },
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: ({ params }) => activateLanguage(params.lang),
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
