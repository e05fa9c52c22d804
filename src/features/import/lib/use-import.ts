import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportOutcome } from '../../../domain/import/parse-import';
import { loadSources } from '../../../i18n/source-table';
import { useLang } from '../../../i18n/use-lang';
import type { ImportRequest } from './import-worker-protocol';
import { runImport, type ImportRun } from './run-import';

export type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; read: number; total: number; fileName?: string }
  | { status: 'done'; outcome: ImportOutcome; ms: number }
  /** The worker stopped without an answer. */
  | { status: 'crashed' };

/** The page's import: one run at a time; a new run or leaving the page cancels the previous one. */
export function useImport() {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const lang = useLang();
  const current = useRef<ImportRun | null>(null);
  useEffect(() => () => current.current?.cancel(), []);

  const run = useCallback(
    (request: ImportRequest) => {
      current.current?.cancel();
      const total = (request.file?.size ?? 0) + request.text.length;
      const fileName = request.file?.name;
      setState(fileName ? { status: 'reading', read: 0, total, fileName } : { status: 'reading', read: 0, total });
      const job = runImport(request, (read, size) =>
        setState((s) => (s.status === 'reading' ? { ...s, read, total: size } : s)),
      );
      current.current = job;
      // The detection table cites the platform clue it names, and a dataplane's setting where one replaces
      // kube-proxy: their sources load with the parse, not with the page.
      Promise.all([job.result, loadSources(lang, ['platforms', 'plugins'])]).then(
        ([{ outcome, ms }]) => {
          if (current.current === job) setState({ status: 'done', outcome, ms });
        },
        (error: Error) => {
          if (current.current === job && error.message !== 'cancelled') setState({ status: 'crashed' });
        },
      );
    },
    [lang],
  );

  const reset = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}
