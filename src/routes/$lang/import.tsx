import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ImportPage } from '../../features/import/components/import-page';

export const Route = createFileRoute('/$lang/import')({
  staticData: { namespaces: ['import'] },
  head: ({ params }) => pageHead(params.lang, 'import', 'import/'),
  component: ImportPage,
});
