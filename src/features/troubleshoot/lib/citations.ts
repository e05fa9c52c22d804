import type { SourceId } from '../../../domain/sources';
import type { TroubleshootEntry } from '../../../domain/troubleshoot/model';

/** An entry page's citations in reading order: its text, then each release with the fix. */
export const problemCitations = (e: TroubleshootEntry): (readonly SourceId[])[] => [
  e.sources,
  ...(typeof e.fixedIn === 'string' ? [] : e.fixedIn.map((r) => r.sources)),
];
