/** Long or odd text is echoed shortened; the full text stays in the address bar. */
export const shorten = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
