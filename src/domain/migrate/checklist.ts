/**
 * The checklist's state in the URL: `done=<item ids>`, comma-separated, in checklist order, so a
 * half-done checklist can be shared. Ids a runbook does not have are dropped and named, so the
 * page can say so.
 */
import type { Runbook } from './model';

export function parseDone(raw: unknown, runbook: Runbook): { done: string[]; unknown: string[] } {
  const given =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const ids = runbook.checklist.map((i) => i.id);
  return {
    done: ids.filter((id) => given.includes(id)),
    unknown: [...new Set(given.filter((id) => !ids.includes(id)))],
  };
}

/** The `done` value for these ids (checklist order), or undefined when none is ticked. */
export function formatDone(done: readonly string[], runbook: Runbook): string | undefined {
  const ids = runbook.checklist.map((i) => i.id).filter((id) => done.includes(id));
  return ids.length > 0 ? ids.join(',') : undefined;
}

/** Ticks or unticks one item. */
export function toggleDone(done: readonly string[], id: string, runbook: Runbook): string | undefined {
  return formatDone(done.includes(id) ? done.filter((d) => d !== id) : [...done, id], runbook);
}
