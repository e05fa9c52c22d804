import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ComingSoonPage } from '../../ui/coming-soon-page';

export const Route = createFileRoute('/$lang/wizard')({
  head: ({ params }) => pageHead(params.lang, 'wizard', 'wizard/'),
  component: () => <ComingSoonPage page="wizard" />,
});
