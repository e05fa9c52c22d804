import { createFileRoute, notFound } from '@tanstack/react-router';
import { activateLanguage, loadLanguage } from '../../i18n/i18n';
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
  // A preload (hover or focus on a link) only fetches the strings: the page keeps its language.
  beforeLoad: ({ params, preload }) => (preload ? loadLanguage(params.lang) : activateLanguage(params.lang)),
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
