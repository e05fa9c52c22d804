import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { BeyondPage } from '../../features/plugins/components/beyond-page';

export const Route = createFileRoute('/$lang/beyond-kube-proxy')({
  staticData: { namespaces: ['plugins'], sourceGroups: ['plugins'] },
  head: ({ params }) => pageHead(params.lang, 'beyond', 'beyond-kube-proxy/'),
  component: BeyondPage,
});
