import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ComparePage } from '../../features/compare/components/compare-page';
import { validateCompareSearch } from '../../features/compare/lib/compare-search';

export const Route = createFileRoute('/$lang/compare')({
  staticData: { namespaces: ['compare'] },
  validateSearch: validateCompareSearch,
  search: { middlewares: [stripSearchParams({ diff: false })] },
  head: ({ params }) => pageHead(params.lang, 'compare', 'compare/'),
  component: CompareRoute,
});

function CompareRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ComparePage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
