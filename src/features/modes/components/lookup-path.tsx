import { useTranslation } from 'react-i18next';
import type { Mode } from '../../../domain/modes';
import type { SourceId } from '../../../domain/sources';
import { useDataT } from '../../../i18n/use-data-t';
import { SourceLinks } from '../../../ui/source-link';

/** The first packet's path as a numbered flow: a diagram that is also a readable list. */
export function LookupPath({
  mode,
  steps,
  sources,
}: {
  mode: Mode;
  steps: readonly string[];
  sources: readonly SourceId[];
}) {
  const { t } = useTranslation('modes');
  const { t: tc } = useTranslation();
  const dt = useDataT('modes');
  return (
    <figure className="lookup-path" aria-labelledby={`lookup-caption-${mode}`}>
      <figcaption id={`lookup-caption-${mode}`}>
        <strong>{t('sections.lookupPath')}</strong> — {t('labels.lookupPathCaption', { mode: tc(`modes.${mode}`) })}
      </figcaption>
      <ol>
        {steps.map((key, i) => (
          <li key={key}>
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span>{dt(key)}</span>
          </li>
        ))}
      </ol>
      <SourceLinks ids={sources} />
    </figure>
  );
}
