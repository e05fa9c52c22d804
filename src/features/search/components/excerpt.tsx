import { excerptParts } from '../lib/results';

/** A result's excerpt as text, the matched words marked: nothing from the index becomes markup. */
export function Excerpt({ text }: { text: string }) {
  return excerptParts(text).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text));
}
