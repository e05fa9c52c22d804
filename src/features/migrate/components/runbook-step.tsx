import { useTranslation } from 'react-i18next';
import type { Step } from '../../../domain/migrate/model';
import { formatThreshold } from '../../../domain/threshold-format';
import { htmlLang } from '../../../i18n/langs';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { CodeBlock } from '../../../ui/code-block';
import { SettingLink } from '../../../ui/setting-link';
import { SourceLinks, TroubleshootLink } from '../../../ui/source-link';
import { PluginWord } from './plugin-word';

/** The words a step's figures fill in, in the page language's format. */
function useStepParams(step: Step): Record<string, string> {
  const locale = htmlLang(useLang());
  return Object.fromEntries(Object.entries(step.thresholds ?? {}).map(([k, v]) => [k, formatThreshold(v, locale)]));
}

/** The command-line flags of the moved settings: renamed, or read by both modes as they are. */
function FlagMoves({ flags }: { flags: NonNullable<Step['flags']> }) {
  const { t } = useTranslation('migrate');
  return (
    <>
      <p className="runbook-words">{t('settingsFlags.lead')}</p>
      <ul className="runbook-moves" data-testid="flag-moves">
        {flags.map((f) =>
          f.from === f.to ? (
            <li key={f.from} data-kept="">
              <code>{f.from}</code> — {t('settingsFlags.kept')}
            </li>
          ) : (
            <li key={f.from}>
              <code>{f.from}</code> <span aria-hidden="true">→</span> <code>{f.to}</code>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

/**
 * One step: its words (`group.<key>`), the fields it moves, its command or config, its sources.
 * `labelFor`: the checkbox the words label (a checklist item).
 */
export function StepBody({ step, group, labelFor }: { step: Step; group: 'steps' | 'checklist'; labelFor?: string }) {
  const dt = useDataT('migrate');
  const params = useStepParams(step);
  const words = dt(`${group}.${step.key}`, params);
  return (
    <>
      <p className="runbook-words">
        {labelFor ? <label htmlFor={labelFor}>{words}</label> : words} <SourceLinks ids={step.sources} />{' '}
        <CheckedOn ids={step.sources} />
      </p>
      {step.troubleshoot ? <TroubleshootLink id={step.troubleshoot} /> : null}
      {step.moves ? (
        <ul className="runbook-moves">
          {step.moves.map((m) => (
            <li key={m.from}>
              <SettingLink path={m.from} /> <span aria-hidden="true">→</span> <SettingLink path={m.to} />
            </li>
          ))}
        </ul>
      ) : null}
      {step.flags ? <FlagMoves flags={step.flags} /> : null}
      {step.plugins ? <PluginWord mode={step.plugins} /> : null}
      {step.code ? <CodeBlock code={step.code.code} language={step.code.language} /> : null}
    </>
  );
}
