import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { PlatformsPage } from '../../../features/platforms/components/platforms-page';

export const Route = createFileRoute('/$lang/platforms/')({
  staticData: { namespaces: ['platforms'], sourceGroups: ['platforms'] },
  head: ({ params }) => pageHead(params.lang, 'platforms', 'platforms/'),
  component: PlatformsPage,
});
