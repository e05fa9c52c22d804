import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../domain/answers/answers';
import { stepOf, type AnswerParams, type RawNotice } from '../../../domain/answers/questions';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';

const shorten = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Names each ignored parameter and the text that was ignored, with a link to fix it in the wizard. */
export function ResultNotices({
  notices,
  params,
  platform,
}: {
  notices: readonly RawNotice[];
  params: AnswerParams;
  platform?: Platform;
}) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const lang = useLang();
  if (notices.length === 0) return null;
  return (
    <div className="result-notices" data-testid="url-notices" role="status">
      <Callout tone="warn" title={tc('notices.title')}>
        <ul>
          {notices.map((n) => (
            <li key={n.param} data-param={n.param} data-kind={n.kind}>
              <code>
                {n.param}={shorten(n.raw)}
              </code>{' '}
              {tc(n.kind === 'cceOnly' ? 'notices.cceOnly' : 'notices.invalid', {
                question: tc(`answers.labels.${n.param}`),
                value: shorten(n.raw),
              })}{' '}
              <Link
                to="/$lang/wizard/"
                params={{ lang }}
                search={{ ...params, step: String(stepOf(n.param, platform) ?? 1) }}
              >
                {t('notices.fix')}
              </Link>
            </li>
          ))}
        </ul>
        <p className="small">{t('notices.shareNote')}</p>
      </Callout>
    </div>
  );
}
