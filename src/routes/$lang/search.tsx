import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { SearchPage } from '../../features/search/components/search-page';
import { validateSearchSearch } from '../../features/search/lib/search-params';

export const Route = createFileRoute('/$lang/search')({
  staticData: { namespaces: ['search'] },
  validateSearch: validateSearchSearch,
  head: ({ params }) => pageHead(params.lang, 'search', 'search/'),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
