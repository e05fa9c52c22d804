import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { ImportPage } from '../../features/import/components/import-page';
import { loadSources } from '../../i18n/source-table';

// The platform clues' sources: the detection table cites the clue that named the platform.
const SOURCE_GROUPS = ['platforms'] as const;

export const Route = createFileRoute('/$lang/import')({
  staticData: { namespaces: ['import'], sourceGroups: SOURCE_GROUPS },
  beforeLoad: ({ params }) => loadSources(params.lang, SOURCE_GROUPS),
  head: ({ params }) => pageHead(params.lang, 'import', 'import/'),
  component: ImportPage,
});
