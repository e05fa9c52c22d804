import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { SettingsPage } from '../../features/settings/components/settings-page';

export const Route = createFileRoute('/$lang/settings')({
  // The defaults' and the flags' references are in the scaling page's source table.
  staticData: { namespaces: ['settings'], sourceGroups: ['scaling'] },
  head: ({ params }) => pageHead(params.lang, 'settings', 'settings/'),
  component: SettingsPage,
});
