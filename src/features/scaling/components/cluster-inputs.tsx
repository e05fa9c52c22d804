import { useTranslation } from 'react-i18next';
import { SERVICE_AXIS } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { formatters, joinSentences } from '../lib/format';
import { onServiceAxis } from '../lib/markers';
import {
  DEFAULT_ENDPOINTS,
  DEFAULT_SERVICES,
  LIMITS,
  withField,
  type Field,
  type ParsedValue,
  type ScalingView,
} from '../lib/scaling-values';
import type { ScalingSearch } from '../lib/scaling-search';

interface Props {
  search: ScalingSearch;
  view: ScalingView;
  onSearch: (next: ScalingSearch) => void;
}

/** The reader's Service and endpoint counts; both live in the URL. */
export function ClusterInputs({ search, view, onSearch }: Props) {
  const { t } = useTranslation('scaling');
  const lang = useLang();
  const f = formatters(lang);
  const services = view.services.value;
  return (
    <section className="cluster-inputs needs-script" aria-labelledby="your-cluster" data-testid="cluster-inputs">
      <h2 id="your-cluster" className="cluster-inputs-title">
        {t('inputs.title')}
      </h2>
      <div className="cluster-fields">
        <NumberField
          field="services"
          label={t('inputs.services')}
          raw={search.services}
          parsed={view.services}
          onChange={(text) => onSearch(withField(search, 'services', text))}
        />
        <NumberField
          field="endpoints"
          label={t('inputs.endpoints')}
          raw={search.endpoints}
          parsed={view.endpoints}
          onChange={(text) => onSearch(withField(search, 'endpoints', text))}
        />
      </div>
      <p className="muted small">
        {joinSentences(
          lang,
          t('inputs.help'),
          t('inputs.defaults', { services: f.num(DEFAULT_SERVICES), endpoints: f.num(DEFAULT_ENDPOINTS) }),
        )}
      </p>
      {!view.services.problem && !onServiceAxis(services) ? (
        <p className="notice notice-info small" role="status" data-testid="out-of-range">
          {t('inputs.outOfRange', {
            min: f.num(SERVICE_AXIS.min),
            max: f.num(SERVICE_AXIS.max),
            value: f.num(services),
          })}
        </p>
      ) : null}
    </section>
  );
}

function NumberField({
  field,
  label,
  raw,
  parsed,
  onChange,
}: {
  field: Field;
  label: string;
  raw: string | undefined;
  parsed: ParsedValue;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('scaling');
  const lang = useLang();
  const f = formatters(lang);
  const id = `input-${field}`;
  const noticeId = `${id}-notice`;
  const limits = LIMITS[field];
  return (
    <div className="cluster-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={raw ?? ''}
        placeholder={f.num(field === 'services' ? DEFAULT_SERVICES : DEFAULT_ENDPOINTS)}
        aria-invalid={parsed.problem ? true : undefined}
        aria-describedby={parsed.problem ? noticeId : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={id}
      />
      {parsed.problem ? (
        <p id={noticeId} className="notice notice-warn small" role="alert" data-testid={`${id}-problem`}>
          {joinSentences(
            lang,
            t(`inputs.problems.${parsed.problem}`, {
              raw: parsed.raw ?? '',
              min: f.num(limits.min),
              max: f.num(limits.max),
            }),
            t('inputs.fallback', { value: f.num(parsed.value) }),
          )}
        </p>
      ) : null}
    </div>
  );
}
