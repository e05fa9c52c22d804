import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ComingSoonPage } from '../../ui/coming-soon-page';

export const Route = createFileRoute('/$lang/scaling')({
  head: ({ params }) => pageHead(params.lang, 'scaling', 'scaling/'),
  component: () => <ComingSoonPage page="scaling" />,
});
