import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { MigratePage } from '../../../features/migrate/components/migrate-page';

export const Route = createFileRoute('/$lang/migrate/')({
  staticData: { namespaces: ['migrate'] },
  head: ({ params }) => pageHead(params.lang, 'migrate', 'migrate/'),
  component: MigratePage,
});
