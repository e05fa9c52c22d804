import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { isChangedVersion } from '../../../domain/changes/versions';
import { VersionPage } from '../../../features/changes/components/version-page';
import { fixedDataT } from '../../../i18n/use-data-t';

export const Route = createFileRoute('/$lang/changes/$version')({
  // As the change log's: the comparison's words name the rows a change touches.
  staticData: { namespaces: ['changes', 'compare'], sourceGroups: ['plugins'] },
  params: {
    parse: ({ version }) => {
      if (!isChangedVersion(version)) throw notFound();
      return { version };
    },
    stringify: ({ version }) => ({ version }),
  },
  head: ({ params }) => {
    const t = fixedDataT(params.lang, 'changes');
    return pageHead(params.lang, 'changes', `changes/${params.version}/`, {
      title: t('version.title', { version: params.version }),
      description: t('version.description', { version: params.version }),
    });
  },
  component: VersionRoute,
});

function VersionRoute() {
  const { version } = Route.useParams();
  return <VersionPage version={version} />;
}
