import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { isRunbookSlug, validateRunbookSearch } from '../../../domain/migrate/model';
import { RunbookPage } from '../../../features/migrate/components/runbook-page';
import { fixedDataT } from '../../../i18n/use-data-t';

export const Route = createFileRoute('/$lang/migrate/$slug')({
  // The node checks' and platform names' words are the mode pages' and the common ones; the plugin
  // item's are the plugins page's, with its sources.
  staticData: { namespaces: ['migrate', 'modes', 'plugins'], sourceGroups: ['plugins'] },
  params: {
    parse: ({ slug }) => {
      if (!isRunbookSlug(slug)) throw notFound();
      return { slug };
    },
    stringify: ({ slug }) => ({ slug }),
  },
  // The checklist's ticks, `done=<item ids>` (read against the runbook on the page), and the
  // reader's platform, `platform=<id>` (its own command for the change; other values are ignored).
  validateSearch: validateRunbookSearch,
  head: ({ params }) => {
    const t = fixedDataT(params.lang, 'migrate');
    return pageHead(params.lang, 'migrate', `migrate/${params.slug}/`, {
      title: t(`runbooks.${params.slug}.title`),
      description: t(`runbooks.${params.slug}.summary`),
    });
  },
  component: RunbookRoute,
});

function RunbookRoute() {
  const { slug } = Route.useParams();
  // The router hands over the link's other parameters as they are, beside the validated ones:
  // a `platform=` the guide does not know arrives too, and is named, not used.
  const search: { done?: string; platform?: unknown } = Route.useSearch();
  const { done, platform } = validateRunbookSearch(search);
  const unknown = platform === undefined && typeof search.platform === 'string' ? search.platform : undefined;
  return <RunbookPage slug={slug} done={done} platform={platform} unknownPlatform={unknown} />;
}
