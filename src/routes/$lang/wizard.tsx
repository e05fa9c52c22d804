import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { WizardPage } from '../../features/wizard/components/wizard-page';
import { validateWizardSearch } from '../../features/wizard/lib/wizard-search';

export const Route = createFileRoute('/$lang/wizard')({
  staticData: { namespaces: ['wizard'] },
  validateSearch: validateWizardSearch,
  head: ({ params }) => pageHead(params.lang, 'wizard', 'wizard/'),
  component: WizardRoute,
});

function WizardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WizardPage
      search={search}
      // A new step is a history entry; typing and choosing only replace the current one.
      onSearch={(next, push) => void navigate({ search: next, replace: !push, resetScroll: false })}
      onResult={(canonical) => void navigate({ to: '/$lang/result/', search: canonical })}
    />
  );
}
