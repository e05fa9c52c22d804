import type { AnswerKey, Answers } from '../../../domain/answers/answers';
import { formatClusterVersion, formatNftVersion } from '../../../domain/answers/answers';
import type { Translate } from './translate';

/**
 * An answer in words for the summary and the Markdown copy; `undefined` when
 * unanswered. Versions show as understood; a full `uname -r` keeps its text.
 */
export function answerText(key: AnswerKey, answers: Answers, t: Translate, lang: string): string | undefined {
  const value = answers[key];
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? t('common:answers.yes') : t('common:answers.no');
  if (typeof value === 'number') return value.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en');
  switch (key) {
    case 'version':
      return answers.version ? formatClusterVersion(answers.version) : undefined;
    case 'kernel': {
      const k = answers.kernel;
      if (!k) return undefined;
      const short = `${k.major}.${k.minor}.${k.patch}`;
      return k.raw === short ? short : `${k.raw} ${t('common:answers.readAs', { value: short })}`;
    }
    case 'nft':
      return answers.nft === 'none'
        ? t('common:answers.notInstalled')
        : answers.nft
          ? formatNftVersion(answers.nft)
          : undefined;
    default:
      return t(`common:answers.values.${key}.${String(value)}`);
  }
}
