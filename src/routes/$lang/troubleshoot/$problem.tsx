import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../app/page-head';
import { isTroubleshootId } from '../../../domain/troubleshoot/model';
import { ProblemPage } from '../../../features/troubleshoot/components/problem-page';
import { fixedDataT } from '../../../i18n/use-data-t';

export const Route = createFileRoute('/$lang/troubleshoot/$problem')({
  // Calico's sources are the plugins page's. The head reads words only: the entries' data (and the
  // figures it reads) stays in the page's own chunk.
  staticData: { namespaces: ['troubleshoot'], sourceGroups: ['plugins'] },
  params: {
    parse: ({ problem }) => {
      if (!isTroubleshootId(problem)) throw notFound();
      return { problem };
    },
    stringify: ({ problem }) => ({ problem }),
  },
  head: ({ params }) => {
    const t = fixedDataT(params.lang, 'troubleshoot');
    return pageHead(params.lang, 'troubleshoot', `troubleshoot/${params.problem}/`, {
      title: t(`entries.${params.problem}.title`),
      description: t(`entries.${params.problem}.symptom`),
    });
  },
  component: ProblemRoute,
});

function ProblemRoute() {
  const { problem } = Route.useParams();
  return <ProblemPage id={problem} />;
}
