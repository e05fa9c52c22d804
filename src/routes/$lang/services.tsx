import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ServicesPage } from '../../features/services/components/services-page';

export const Route = createFileRoute('/$lang/services')({
  staticData: { namespaces: ['services'] },
  head: ({ params }) => pageHead(params.lang, 'services', 'services/'),
  component: ServicesPage,
});
