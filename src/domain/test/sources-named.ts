/** Every source id a piece of data names anywhere, in `sources` arrays at any depth, sorted. */
export function sourcesNamedIn(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'sources' && Array.isArray(x)) x.forEach((id) => found.add(String(id)));
        else walk(x);
      }
  };
  walk(data);
  return [...found].sort();
}
