/**
 * kube-proxy's log read for the troubleshooting entries' lines: a pasted log that holds an entry's
 * line, as logged, names that entry. The lines are the entries' own (entries.ts), read where the
 * import parses a paste — in its worker, so no page's first-load script carries them.
 */
import { TROUBLESHOOT } from './entries';
import type { TroubleshootId } from './model';

/** kube-proxy's start-up line names the mode it runs: a fact the import reads, no sign of a problem. */
const STARTUP_LINE = /^"?Using \w+ Proxier"?$/;

/** Every line an entry is known by, with its entry. */
const SIGNS: readonly { readonly entry: TroubleshootId; readonly text: string }[] = TROUBLESHOOT.flatMap((e) =>
  e.logLines.filter((l) => !STARTUP_LINE.test(l.trim())).map((l) => ({ entry: e.id, text: l.trim() })),
);

export interface LogFinding {
  readonly entry: TroubleshootId;
  /** The pasted line's number (1 for the first) and its words, shortened. */
  readonly line: number;
  readonly text: string;
}

/** Longest pasted line kept in a finding: a log line can carry a whole error chain. */
const SHOWN = 300;

/**
 * Reads lines one at a time and keeps, per entry, the first line holding one of its signs: in
 * the paste's order, each entry once.
 */
export function createLogReader() {
  const found = new Map<TroubleshootId, LogFinding>();
  return {
    /** Whether the line holds an entry's sign (then it is read, not skipped). */
    addLine(text: string, line: number): boolean {
      let sign = false;
      for (const s of SIGNS)
        if (text.includes(s.text)) {
          sign = true;
          if (!found.has(s.entry)) found.set(s.entry, { entry: s.entry, line, text: text.trim().slice(0, SHOWN) });
        }
      return sign;
    },
    findings(): LogFinding[] {
      return [...found.values()];
    },
  };
}
