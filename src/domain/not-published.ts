/**
 * A gap in the data: no source we read states this fact. Platforms, plugins, settings and the
 * Service behaviours all mark a gap this one way. The text says what was read, so whoever checks
 * again starts there; the pages show "not published" in the reader's language, never this text.
 * Tell it apart with `'notPublished' in x` (a type only: a shared helper would be a script chunk of its own).
 */
export interface NotPublished {
  readonly notPublished: string;
}
