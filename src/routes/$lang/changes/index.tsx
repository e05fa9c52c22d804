import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { ChangesPage } from '../../../features/changes/components/changes-page';

export const Route = createFileRoute('/$lang/changes/')({
  // The comparison's words name the rows a change touches.
  staticData: { namespaces: ['changes', 'compare'], sourceGroups: ['plugins'] },
  head: ({ params }) => pageHead(params.lang, 'changes', 'changes/'),
  component: ChangesPage,
});
