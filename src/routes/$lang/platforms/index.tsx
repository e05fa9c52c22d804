import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { loadSources } from '../../../i18n/source-table';
import { PlatformsPage } from '../../../features/platforms/components/platforms-page';

const SOURCE_GROUPS = ['platforms'] as const;

export const Route = createFileRoute('/$lang/platforms/')({
  staticData: { namespaces: ['platforms'], sourceGroups: SOURCE_GROUPS },
  // Navigating here from another page: its sources load before it renders (a direct load gets them in main.tsx).
  beforeLoad: ({ params }) => loadSources(params.lang, SOURCE_GROUPS),
  head: ({ params }) => pageHead(params.lang, 'platforms', 'platforms/'),
  component: PlatformsPage,
});
