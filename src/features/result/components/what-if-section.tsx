import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../domain/answers/answers';
import { serializeAnswers } from '../../../domain/answers/answers';
import { withRuleset } from '../../../domain/changes/versions';
import { applyChanges, changesFor } from '../../../domain/decision/what-if';
import type { Mode } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';
import { changeText } from '../lib/change-text';
import { useResultT } from './use-result-t';

/** The fewest answer changes that make `mode` the pick, and a link to the result they give. */
export default function WhatIfSection({ mode, name, answers }: { mode: Mode; name: string; answers: Answers }) {
  const { t } = useTranslation('result');
  const rt = useResultT();
  const lang = useLang();
  const changes = useMemo(() => changesFor(answers, mode), [answers, mode]);
  return (
    <div className="result-whatif" data-testid={`what-if-${mode}`}>
      <h4>{t('modes.whatIf')}</h4>
      {!changes || changes.length === 0 ? (
        <p className="result-whatif-none">{rt('rules:changes.none')}</p>
      ) : (
        <>
          <p>{t('modes.whatIfIntro', { mode: name })}</p>
          <ul className="result-whatif-list">
            {changes.map((c) => (
              <li key={c.kind} data-change={c.kind}>
                {changeText(c, rt)}
              </li>
            ))}
          </ul>
          <Link
            to="/$lang/result/"
            params={{ lang }}
            search={withRuleset(serializeAnswers(applyChanges(answers, changes)))}
            className="result-whatif-try"
          >
            {t('modes.tryIt')} <span aria-hidden="true">→</span>
          </Link>
        </>
      )}
    </div>
  );
}
