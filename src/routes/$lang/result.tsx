import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ResultPage } from '../../features/result/components/result-page';
import { validateResultSearch } from '../../features/result/lib/result-search';

export const Route = createFileRoute('/$lang/result')({
  staticData: { namespaces: ['result', 'rules', 'modes'], sourceGroups: ['plugins'] },
  validateSearch: validateResultSearch,
  head: ({ params }) => pageHead(params.lang, 'result', 'result/'),
  component: ResultRoute,
});

function ResultRoute() {
  return <ResultPage search={Route.useSearch()} />;
}
