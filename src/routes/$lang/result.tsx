import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ComingSoonPage } from '../../ui/coming-soon-page';

export const Route = createFileRoute('/$lang/result')({
  head: ({ params }) => pageHead(params.lang, 'result', 'result/'),
  component: () => <ComingSoonPage page="result" />,
});
