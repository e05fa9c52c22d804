import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMode } from '../../../domain/modes';
import { modePageKey } from '../../../domain/matrix/mode-page-keys';
import { fixedDataT } from '../../../i18n/use-data-t';
import { pageHead } from '../../../app/page-head';
import { ModePage } from '../../../features/modes/components/mode-page';

export const Route = createFileRoute('/$lang/modes/$mode')({
  staticData: { namespaces: ['modes', 'diagram'] },
  params: {
    parse: ({ mode }) => {
      if (!isMode(mode)) throw notFound();
      return { mode };
    },
    stringify: ({ mode }) => ({ mode }),
  },
  head: ({ params }) => {
    const t = fixedDataT(params.lang, 'modes');
    const key = (path: string) => t(modePageKey(params.mode, path));
    return pageHead(params.lang, 'modes', `modes/${params.mode}/`, {
      title: key('title'),
      description: key('metaDescription'),
    });
  },
  component: ModeRoute,
});

function ModeRoute() {
  const { mode } = Route.useParams();
  return <ModePage mode={mode} />;
}
