import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang';

/** The translated 404 inside the site layout (unknown path under /en/ or /zh/). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="status-page" data-testid="not-found">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/$lang/" params={{ lang }} className="button button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
