import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { PluginsPage } from '../../features/plugins/components/plugins-page';

export const Route = createFileRoute('/$lang/plugins')({
  staticData: { namespaces: ['plugins'], sourceGroups: ['plugins'] },
  head: ({ params }) => pageHead(params.lang, 'plugins', 'plugins/'),
  component: PluginsPage,
});
