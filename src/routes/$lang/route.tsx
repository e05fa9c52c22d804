import { createFileRoute, notFound } from '@tanstack/react-router';
import { activateLanguage, loadLanguage } from '../../i18n/i18n';
import { loadSources } from '../../i18n/source-table';
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
  // The sources load with them: the pages show them in the language's edition.
  beforeLoad: async ({ params, preload }) => {
    await Promise.all([preload ? loadLanguage(params.lang) : activateLanguage(params.lang), loadSources(params.lang)]);
  },
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
