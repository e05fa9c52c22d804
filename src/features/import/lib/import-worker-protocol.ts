/** Messages between the page and its import worker. */
import type { ImportOutcome } from '../../../domain/import/parse-import';

/** A file (read in the worker, chunk by chunk) and/or pasted text, read as one input. */
export interface ImportRequest {
  text: string;
  file: File | null;
}

export type ImportMessage =
  { type: 'progress'; read: number; total: number } | { type: 'done'; outcome: ImportOutcome; ms: number };
