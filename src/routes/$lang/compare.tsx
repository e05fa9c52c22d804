import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ComingSoonPage } from '../../ui/coming-soon-page';

export const Route = createFileRoute('/$lang/compare')({
  head: ({ params }) => pageHead(params.lang, 'compare', 'compare/'),
  component: () => <ComingSoonPage page="compare" />,
});
