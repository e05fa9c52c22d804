import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { TroubleshootPage } from '../../../features/troubleshoot/components/troubleshoot-page';

export const Route = createFileRoute('/$lang/troubleshoot/')({
  staticData: { namespaces: ['troubleshoot'] },
  head: ({ params }) => pageHead(params.lang, 'troubleshoot', 'troubleshoot/'),
  component: TroubleshootPage,
});
