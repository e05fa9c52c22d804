import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ScalingPage } from '../../features/scaling/components/scaling-page';
import { validateScalingSearch } from '../../features/scaling/lib/scaling-search';

export const Route = createFileRoute('/$lang/scaling')({
  staticData: { namespaces: ['scaling'], sourceGroups: ['scaling'] },
  validateSearch: validateScalingSearch,
  head: ({ params }) => pageHead(params.lang, 'scaling', 'scaling/'),
  component: ScalingRoute,
});

function ScalingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ScalingPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
