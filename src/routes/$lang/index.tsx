import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { OverviewPage } from '../../features/home/overview-page';

export const Route = createFileRoute('/$lang/')({
  staticData: { namespaces: ['home', 'diagram'] },
  head: ({ params }) => pageHead(params.lang, 'overview', ''),
  component: OverviewPage,
});
