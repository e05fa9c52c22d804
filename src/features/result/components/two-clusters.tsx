import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { serializeAnswers, type Answers } from '../../../domain/answers/answers';
import { withRuleset } from '../../../domain/changes/versions';
import { nextClusterAnswers, type TwoClusters as Parts } from '../../../domain/migrate/next-cluster';
import type { Verdict } from '../../../domain/migrate/verdict';
import { htmlLang } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';
import type { Translate } from '../lib/translate';
import { twoClustersWords } from '../lib/two-clusters-words';
import type { verdictWords } from '../lib/verdict-words';
import { VerdictCallout } from './verdict-callout';

/**
 * Where the platform fixes the mode at creation: the verdict on this cluster, which keeps its mode,
 * with what paces that mode meanwhile at its scale; then the pick for the next cluster at the
 * newest version the platform offers, and where that pick becomes available.
 */
export function TwoClusters({
  parts,
  verdict,
  words,
  answers,
}: {
  parts: Parts;
  verdict: Verdict;
  words: ReturnType<typeof verdictWords>;
  answers: Answers;
}) {
  const lang = useLang();
  const { t } = useTranslation('migrate');
  const w = twoClustersWords(parts, answers, t as unknown as Translate, htmlLang(lang));
  const { thisCluster, next, platform } = parts;
  const required = verdict.kind === 'requiredNow' || verdict.kind === 'requiredBy';
  return (
    <section className="result-section" aria-labelledby="your-move" data-testid="verdict" data-kind={verdict.kind}>
      <Heading id="your-move">{w.title}</Heading>
      <p data-testid="two-fixed">
        {w.fixed} <SourceLinks ids={thisCluster.fixedBy} />
      </p>
      <div className="result-two">
        <section className="result-two-part" aria-labelledby="this-cluster" data-testid="this-cluster">
          <Heading id="this-cluster" level={3}>
            {w.thisTitle}
          </Heading>
          <VerdictCallout verdict={verdict} words={words}>
            {required ? <p>{t('verdict.two.replace')}</p> : null}
          </VerdictCallout>
          {thisCluster.pacing && w.pacing ? (
            <div className="result-two-pacing" data-testid="this-cluster-pacing">
              <p>{w.pacing.intro}</p>
              <ul>
                {thisCluster.pacing.settings.map((s, i) => (
                  <li key={s.id}>
                    <code>{s.field}</code> · <code>{s.default.flag.name}</code> — {w.pacing?.settings[i]}
                  </li>
                ))}
              </ul>
              <p>
                {w.pacing.platform} <SourceLinks ids={thisCluster.pacing.sources} />
              </p>
            </div>
          ) : null}
          <p>
            <a href={`#mode-${thisCluster.mode}`}>{w.card}</a>
          </p>
        </section>
        <section className="result-two-part" aria-labelledby="next-cluster" data-testid="next-cluster">
          <Heading id="next-cluster" level={3}>
            {w.nextTitle}
          </Heading>
          <p data-testid="next-cluster-pick">
            {w.nextAt}{' '}
            {next.newest ? (
              <>
                <SourceLinks ids={next.newest.sources} /> <CheckedOn ids={next.newest.sources} />
              </>
            ) : null}
          </p>
          {next.offeredFrom && w.offeredFrom ? (
            <p data-testid="next-cluster-offered">
              {w.offeredFrom} <SourceLinks ids={next.offeredFrom.sources} />
            </p>
          ) : null}
          {w.conditional ? <p data-testid="next-cluster-conditional">{w.conditional}</p> : null}
          <p>{w.move}</p>
          <ul className="result-two-links">
            <li>
              <Link
                to="/$lang/result/"
                params={{ lang }}
                search={withRuleset(serializeAnswers(nextClusterAnswers(answers)))}
              >
                {w.fullResult}
              </Link>
            </li>
            <li>
              <Link to="/$lang/platforms/$platform/" params={{ lang, platform }} hash="how-to-set">
                {w.howToSet}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}
