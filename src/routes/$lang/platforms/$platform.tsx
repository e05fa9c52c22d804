import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { loadSources } from '../../../i18n/source-table';
import { isPlatformId } from '../../../domain/platforms/model';
import { PlatformPage } from '../../../features/platforms/components/platform-page';
import { fixedDataT } from '../../../i18n/use-data-t';

const SOURCE_GROUPS = ['platforms'] as const;

export const Route = createFileRoute('/$lang/platforms/$platform')({
  staticData: { namespaces: ['platforms'], sourceGroups: SOURCE_GROUPS },
  params: {
    parse: ({ platform }) => {
      if (!isPlatformId(platform)) throw notFound();
      return { platform };
    },
    stringify: ({ platform }) => ({ platform }),
  },
  // Navigating here from another page: its sources load before it renders (a direct load gets them in main.tsx).
  beforeLoad: ({ params }) => loadSources(params.lang, SOURCE_GROUPS),
  head: ({ params }) => {
    const t = fixedDataT(params.lang, 'platforms');
    return pageHead(params.lang, 'platforms', `platforms/${params.platform}/`, {
      title: fixedDataT(params.lang, 'common')(`answers.values.platform.${params.platform}`),
      description: t(`platforms.${params.platform}.summary`),
    });
  },
  component: PlatformRoute,
});

function PlatformRoute() {
  const { platform } = Route.useParams();
  return <PlatformPage id={platform} />;
}
