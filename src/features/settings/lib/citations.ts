import {
  CONFIG_FIELDS,
  DEFAULT_SOURCES,
  FIELD_GROUPS,
  FILE_NOTES,
  FLAG_SOURCES,
  READS_SOURCES,
} from '../../../domain/settings/config-fields';
import type { SourceId } from '../../../domain/sources';

/** The settings page's citations in reading order: the notes, then each table's header and rows. */
export const SETTINGS_CITATIONS: readonly (readonly SourceId[])[] = [
  ...FILE_NOTES.map((n) => n.sources),
  READS_SOURCES,
  DEFAULT_SOURCES,
  FLAG_SOURCES,
  ...FIELD_GROUPS.flatMap((g) => CONFIG_FIELDS.filter((f) => f.group === g).map((f) => f.sources)),
];

/** Every source the page cites: its "checked on" date is the oldest of theirs. */
export const SETTINGS_SOURCES: readonly SourceId[] = [...new Set(SETTINGS_CITATIONS.flat())];
