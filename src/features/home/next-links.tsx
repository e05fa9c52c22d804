import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { Heading } from '../../ui/heading';

const LINKS = [
  { to: '/$lang/compare/', key: 'compare' },
  { to: '/$lang/wizard/', key: 'wizard' },
  { to: '/$lang/scaling/', key: 'scaling' },
  { to: '/$lang/import/', key: 'import' },
  { to: '/$lang/migrate/', key: 'migrate' },
  { to: '/$lang/beyond-kube-proxy/', key: 'beyond' },
] as const;

export function NextLinks() {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section aria-labelledby="next-steps">
      <Heading id="next-steps">{t('next.title')}</Heading>
      {/* Six cards: three rows of two, or two of three. */}
      <ul className="link-cards link-cards-threes">
        {LINKS.map((l) => (
          <li key={l.key}>
            <Link to={l.to} params={{ lang }} className="link-card">
              <span className="link-card-title">{t(`next.${l.key}`)}</span>{' '}
              <span className="link-card-hint">{t(`next.${l.key}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
