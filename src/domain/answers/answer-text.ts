import type { AnswerKey, Answers } from './answers';
import { formatClusterVersion, formatKernelVersion, formatNftVersion } from './answers';
import { PLUGIN_NAMES } from '../plugins/model';
import { nodeImage } from '../platforms/node-images';
import { formatCount } from '../number-format';

/** A choice's proper name, the same in every language (a named plugin or node image), or `undefined`: it has words. */
export const properName = (key: AnswerKey, value: string): string | undefined => {
  if (key === 'plugin')
    return Object.hasOwn(PLUGIN_NAMES, value) ? PLUGIN_NAMES[value as keyof typeof PLUGIN_NAMES] : undefined;
  return key === 'os' ? nodeImage(value)?.name : undefined;
};

/** A `t` bound to the page language, taking `namespace:key`. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface AnswerTextOptions {
  /** A typed kernel `as typed` with what it was read as (the default), or only what it was `read` as. */
  kernel?: 'typed' | 'read';
  /** Words for a choice (platform, OS image, algorithm); by default the answers' words in `common`. */
  choice?: (key: AnswerKey, value: string) => string;
}

/**
 * An answer in words, wherever one is shown (the result's summary and Markdown copy, the
 * wizard's step list); `undefined` when unanswered. Versions show as understood, counts in the
 * page's language. `t` takes `namespace:key`.
 */
export function answerText(
  key: AnswerKey,
  answers: Answers,
  t: Translate,
  lang: string,
  { kernel = 'typed', choice }: AnswerTextOptions = {},
): string | undefined {
  const value = answers[key];
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? t('common:answers.yes') : t('common:answers.no');
  if (typeof value === 'number') return formatCount(value, lang === 'zh' ? 'zh-CN' : 'en');
  switch (key) {
    case 'version':
      return answers.version ? formatClusterVersion(answers.version) : undefined;
    case 'kernel': {
      const k = answers.kernel;
      if (!k) return undefined;
      const read = formatKernelVersion(k);
      return kernel === 'read' || k.raw === read ? read : `${k.raw} ${t('common:answers.readAs', { value: read })}`;
    }
    case 'nft':
      return answers.nft === 'none'
        ? t('common:answers.notInstalled')
        : answers.nft
          ? formatNftVersion(answers.nft)
          : undefined;
    default:
      return (
        properName(key, String(value)) ??
        (choice ? choice(key, String(value)) : t(`common:answers.values.${key}.${String(value)}`))
      );
  }
}
