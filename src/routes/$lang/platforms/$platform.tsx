import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { isPlatformId } from '../../../domain/platforms/model';
import { PlatformPage } from '../../../features/platforms/components/platform-page';
import { fixedDataT } from '../../../i18n/use-data-t';

export const Route = createFileRoute('/$lang/platforms/$platform')({
  staticData: { namespaces: ['platforms'], sourceGroups: ['platforms'] },
  params: {
    parse: ({ platform }) => {
      if (!isPlatformId(platform)) throw notFound();
      return { platform };
    },
    stringify: ({ platform }) => ({ platform }),
  },
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
