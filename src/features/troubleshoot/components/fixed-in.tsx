import { useTranslation } from 'react-i18next';
import type { FixedIn, FixRelease } from '../../../domain/troubleshoot/model';
import { Heading } from '../../../ui/heading';
import { SourceNotes } from '../../../ui/source-notes/source-notes';

/** The releases that carry a fix, line by line, or why there are none to name. */
export function FixedInList({ fixedIn }: { fixedIn: FixedIn }) {
  const { t } = useTranslation('troubleshoot');
  return (
    <>
      <Heading id="fixed-in" level={3}>
        {t('labels.fixedIn')}
      </Heading>
      {typeof fixedIn === 'string' ? (
        <p>{t(`fixed.${fixedIn}`)}</p>
      ) : (
        <ul className="problem-fixed-in">
          {fixedIn.map((r) => (
            <li key={`${r.product}-${r.line ?? r.release}`}>
              <strong>{t(`products.${r.product}`)}</strong> <ReleaseWords release={r} /> <SourceNotes ids={r.sources} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReleaseWords({ release: r }: { release: FixRelease }) {
  const { t } = useTranslation('troubleshoot');
  const release =
    r.release === null ? t('fixed.notPublishedRelease') : r.release === 'every' ? t('fixed.every') : r.release;
  return <>{r.line ? t('fixed.line', { line: r.line, release }) : t('fixed.only', { release })}</>;
}
