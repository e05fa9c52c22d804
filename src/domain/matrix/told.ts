import { TOLD_SOURCES, type ToldId } from '../facts';

/** A known problem a troubleshooting entry tells in full: the link to it, and its sources. */
export const told = (id: ToldId) => ({ troubleshoot: id, sources: [...TOLD_SOURCES[id]] });
