/** Runs one import in a fresh Web Worker; `cancel` ends it (a new import, or leaving the page). */
import type { ImportOutcome } from '../../../domain/import/parse-import';
import type { ImportMessage, ImportRequest } from './import-worker-protocol';

export interface ImportRun {
  result: Promise<{ outcome: ImportOutcome; ms: number }>;
  cancel(): void;
}

export function runImport(request: ImportRequest, onProgress: (read: number, total: number) => void): ImportRun {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  let settle: { reject: (e: Error) => void } | undefined;
  const result = new Promise<{ outcome: ImportOutcome; ms: number }>((resolve, reject) => {
    settle = { reject };
    worker.onmessage = (event: MessageEvent<ImportMessage>) => {
      const m = event.data;
      if (m.type === 'progress') onProgress(m.read, m.total);
      else {
        resolve({ outcome: m.outcome, ms: m.ms });
        worker.terminate();
      }
    };
    // The worker died (out of memory, most likely): say so instead of spinning forever.
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error('import worker failed'));
      worker.terminate();
    };
    worker.postMessage(request);
  });
  return {
    result,
    cancel() {
      worker.terminate();
      settle?.reject(new Error('cancelled'));
    },
  };
}
