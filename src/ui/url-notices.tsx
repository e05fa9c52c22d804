import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { stepOf } from '../domain/answers/questions';
import { useLang } from '../i18n/use-lang';
import { Callout } from './callout';
import { shorten } from './shorten';
import type { OtherParam, UrlNoticesProps } from './url-notices-slot';
import './url-notices.css';

/**
 * One item about a parameter that is not an answer (the wizard's step, the result's rule set):
 * the parameter as the link has it, then `message`.
 */
function ParamNotice({ param, value, message }: OtherParam) {
  return (
    <li data-param={param} data-kind="invalid">
      <code>
        {param}={shorten(value)}
      </code>{' '}
      {message}
    </li>
  );
}

/** What in the link was ignored, naming each parameter and the text, with a way to fix it in the wizard. */
export default function UrlNotices({ notices, params, platform, fixLabel, note, other }: UrlNoticesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  // Only answers kept with a note (a plugin the platform does not name): nothing was ignored.
  const kept = !other && notices.every((n) => n.kind === 'offPlatform');
  return (
    <div className="url-notices" data-testid="url-notices" role="status">
      <Callout tone="warn" title={t(kept ? 'notices.titleKept' : 'notices.title')}>
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
          {other ? <ParamNotice {...other} /> : null}
        </ul>
        {kept ? null : <p className="small">{note}</p>}
      </Callout>
    </div>
  );
}
