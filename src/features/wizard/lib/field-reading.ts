import type { AnswerKey, ClusterVersion, KernelVersion, NftVersion } from '../../../domain/answers/answers';
import {
  formatClusterVersion,
  formatKernelVersion,
  formatNftVersion,
  parseAnswer,
} from '../../../domain/answers/answers';

/** How a typed value was understood: nothing yet, a value shown back canonically, "not installed", or not at all. */
export type FieldReading =
  { state: 'empty' } | { state: 'invalid' } | { state: 'none' } | { state: 'ok'; shown: string };

/** Reads a free-text answer the way the share link will (`uname -r` → 5.10.0, `v1.31.4-r0` → 1.31). */
export function readField(key: AnswerKey, text: string): FieldReading {
  if (text.trim() === '') return { state: 'empty' };
  const value = parseAnswer(key, text);
  if (value === undefined) return { state: 'invalid' };
  if (value === 'none') return { state: 'none' };
  if (key === 'version') return { state: 'ok', shown: formatClusterVersion(value as ClusterVersion) };
  if (key === 'nft') return { state: 'ok', shown: formatNftVersion(value as NftVersion) };
  if (key === 'kernel') return { state: 'ok', shown: formatKernelVersion(value as KernelVersion) };
  return { state: 'ok', shown: String(value) };
}

/** Whether the nft field holds "not installed". */
export const isNftNone = (text: string): boolean => text.trim().toLowerCase() === 'none';

/** What the link holds for a typed value: a count as its number (`3,000` → `3000`), anything else as typed. */
export function linkValue(key: AnswerKey, text: string): string {
  const value = parseAnswer(key, text);
  return typeof value === 'number' ? String(value) : text;
}
