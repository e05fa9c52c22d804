import { useTranslation } from 'react-i18next';

export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
