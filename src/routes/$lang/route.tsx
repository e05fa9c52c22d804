import { createFileRoute, notFound } from '@tanstack/react-router';
import { activateLanguage, loadLanguage } from '../../i18n/i18n';
import { loadSources } from '../../i18n/source-table';
import { isLang } from '../../i18n/langs';
import { SearchDialogHost } from '../../features/search/components/search-dialog-host';
import { SiteLayout } from '../../ui/layout/site-layout';
import { NotFoundPage } from '../../ui/not-found-page';
import { HydrationMarker } from '../../ui/hydration-marker';

export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }) => {
      if (!isLang(lang)) throw notFound();
      return { lang };
    },
    stringify: ({ lang }) => ({ lang }),
  },
  // A preload (hover or focus on a link) only fetches the strings: the page keeps its language.
  // The sources load with them: the pages show them in the language's edition, with the groups
  // the page's routes declare (`staticData.sourceGroups`), so no page route loads its own.
  beforeLoad: async ({ params, preload, matches }) => {
    const groups = [...new Set(matches.flatMap((m) => m.staticData.sourceGroups ?? []))];
    await Promise.all([
      preload ? loadLanguage(params.lang) : activateLanguage(params.lang),
      loadSources(params.lang, groups),
    ]);
  },
  component: LangLayout,
  notFoundComponent: NotFoundPage,
});

/** Every page of a language, the search dialog any of them can open, and the hydration mark (last: see it). */
function LangLayout() {
  return (
    <>
      <SiteLayout />
      <SearchDialogHost />
      <HydrationMarker />
    </>
  );
}
