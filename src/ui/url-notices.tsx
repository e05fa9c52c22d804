import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../domain/answers/answers';
import { stepOf, type AnswerParams, type RawNotice } from '../domain/answers/questions';
import { useLang } from '../i18n/use-lang';
import { Callout } from './callout';
import './url-notices.css';

/** Long or odd text is echoed shortened; the full text stays in the address bar. */
export const shorten = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * One item about a parameter that is not an answer (the wizard's step, the result's rule set):
 * the parameter as the link has it, then `message`.
 */
export function ParamNotice({ param, value, message }: { param: string; value: string; message: string }) {
  return (
    <li data-param={param} data-kind="invalid">
      <code>
        {param}={shorten(value)}
      </code>{' '}
      {message}
    </li>
  );
}

interface Props {
  /** The answers in the link that were ignored. */
  notices: readonly RawNotice[];
  /** The link's answers, as typed: each "fix it" link opens the wizard's step with them. */
  params: AnswerParams;
  /** The platform the answers give, which decides the step each question is on. */
  platform: Platform | undefined;
  /** Words of the "fix it" link, and the note under the list. */
  fixLabel: string;
  note: string;
  /** Items about other ignored parameters, after the answers' (the wizard's step number). */
  children?: ReactNode;
}

/** What in the link was ignored, naming each parameter and the text, with a way to fix it in the wizard. */
export function UrlNotices({ notices, params, platform, fixLabel, note, children }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  if (notices.length === 0 && !children) return null;
  return (
    <div className="url-notices" data-testid="url-notices" role="status">
      <Callout tone="warn" title={t('notices.title')}>
        <ul>
          {notices.map((n) => (
            <li key={n.param} data-param={n.param} data-kind={n.kind}>
              <code>
                {n.param}={shorten(n.raw)}
              </code>{' '}
              {t(`notices.${n.kind}`, {
                question: t(`answers.labels.${n.param}`),
                value: shorten(n.raw),
              })}{' '}
              <Link
                to="/$lang/wizard/"
                params={{ lang }}
                search={{ ...params, step: String(stepOf(n.param, platform) ?? 1) }}
              >
                {fixLabel}
              </Link>
            </li>
          ))}
          {children}
        </ul>
        <p className="small">{note}</p>
      </Callout>
    </div>
  );
}
