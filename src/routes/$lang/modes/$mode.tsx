import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMode } from '../../../domain/matrix/matrix';
import { modePage } from '../../../domain/matrix/mode-pages';
import { fixedDataT } from '../../../i18n/use-data-t';
import { pageHead } from '../../../app/page-head';
import { ModePage } from '../../../features/modes/components/mode-page';

export const Route = createFileRoute('/$lang/modes/$mode')({
  params: {
    parse: ({ mode }) => {
      if (!isMode(mode)) throw notFound();
      return { mode };
    },
    stringify: ({ mode }) => ({ mode }),
  },
  head: ({ params }) => {
    const page = modePage(params.mode);
    const t = fixedDataT(params.lang, 'modes');
    return pageHead(params.lang, 'modes', `modes/${params.mode}/`, { title: t(page.titleKey), description: t(page.metaDescriptionKey) });
  },
  component: ModeRoute,
});

function ModeRoute() {
  const { mode } = Route.useParams();
  return <ModePage mode={mode} />;
}
