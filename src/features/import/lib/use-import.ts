import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportOutcome } from '../../../domain/import/parse-import';
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
  const current = useRef<ImportRun | null>(null);
  useEffect(() => () => current.current?.cancel(), []);

  const run = useCallback((request: ImportRequest) => {
    current.current?.cancel();
    const total = (request.file?.size ?? 0) + request.text.length;
    const fileName = request.file?.name;
    setState(fileName ? { status: 'reading', read: 0, total, fileName } : { status: 'reading', read: 0, total });
    const job = runImport(request, (read, size) =>
      setState((s) => (s.status === 'reading' ? { ...s, read, total: size } : s)),
    );
    current.current = job;
    job.result.then(
      ({ outcome, ms }) => {
        if (current.current === job) setState({ status: 'done', outcome, ms });
      },
      (error: Error) => {
        if (current.current === job && error.message !== 'cancelled') setState({ status: 'crashed' });
      },
    );
  }, []);

  const reset = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}
