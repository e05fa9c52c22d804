import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang';

/** Any render error lands here: a way back instead of a blank page. */
export function ErrorPanel({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const router = useRouter();
  return (
    <section className="status-page" role="alert" data-testid="error-panel">
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('error.retry')}
        </button>
        <Link to="/$lang/" params={{ lang }} className="button">
          {t('error.home')}
        </Link>
      </div>
      <details className="error-details">
        <summary>{t('error.details')}</summary>
        <pre>{error instanceof Error ? error.message : String(error)}</pre>
      </details>
    </section>
  );
}
