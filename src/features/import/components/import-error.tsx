import { useTranslation } from 'react-i18next';
import { useDataT } from '../../../i18n/use-data-t';
import { commandsFor } from '../lib/commands';
import { errorWords, quotedSample, type PageError } from '../lib/words';

/** What went wrong, what was expected and which command produces it. Pasted text is only ever shown as text. */
export function ImportErrorMessage({ error }: { error: PageError }) {
  const { t } = useTranslation('import');
  const dt = useDataT('import');
  const words = errorWords(error);
  const sample = quotedSample(error);
  const commands = commandsFor(error);
  return (
    <>
      <p className="import-error-title">{dt(words.title.key)}</p>
      {sample ? (
        <figure className="import-sample">
          <figcaption>{t('errors.sampleLabel', { line: sample.line })}</figcaption>
          <pre>
            <code>{sample.text}</code>
          </pre>
        </figure>
      ) : null}
      <p>{dt(words.body.key, words.body.params)}</p>
      {commands.length > 0 ? (
        <ul className="import-error-commands">
          {commands.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {/* An empty box has nothing to keep. */}
      {error.code === 'empty' ? null : <p className="import-error-keep">{t('errors.keep')}</p>}
    </>
  );
}
