import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ComingSoonPage } from '../../ui/coming-soon-page';

export const Route = createFileRoute('/$lang/import')({
  head: ({ params }) => pageHead(params.lang, 'import', 'import/'),
  component: () => <ComingSoonPage page="import" />,
});
