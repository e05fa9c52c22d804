export function basePath(env?: Record<string, string | undefined>): string;
export function siteUrl(env?: Record<string, string | undefined>): string;
export const LANGS: string[];
export function buildDate(env?: Record<string, string | undefined>): string;
export function outDir(env?: Record<string, string | undefined>): string;
