import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RawNotice } from '../../../domain/answers/questions';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { withStep, type WizardSearch } from '../lib/wizard-search';

/** The URL parameter that holds the step (a name, not a word to translate). */
const STEP_PARAM = 'step';

/** Long or odd text is echoed shortened; the full text stays in the address bar. */
export const shorten = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

interface Props {
  notices: readonly (RawNotice & { step: number })[];
  /** A `step` value that is not a step. */
  badStep?: string;
  search: WizardSearch;
}

/** What in the link was ignored, naming each parameter and the text, with a way to fix it. */
export function WizardNotices({ notices, badStep, search }: Props) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const lang = useLang();
  if (notices.length === 0 && badStep === undefined) return null;
  return (
    <div className="wizard-notices" data-testid="url-notices" role="status">
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
              <Link to="/$lang/wizard/" params={{ lang }} search={withStep(search, n.step)}>
                {t('notices.fix')}
              </Link>
            </li>
          ))}
          {badStep !== undefined ? (
            <li data-param="step" data-kind="invalid">
              <code>
                {STEP_PARAM}={shorten(badStep)}
              </code>{' '}
              {t('notices.step', { value: shorten(badStep) })}
            </li>
          ) : null}
        </ul>
        <p className="small">{t('notices.keptNote')}</p>
      </Callout>
    </div>
  );
}
