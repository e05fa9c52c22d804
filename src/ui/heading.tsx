import type { ReactNode } from 'react';
import { useFixedT } from '../i18n/use-fixed-t';

/** A section heading with a stable, explicit id and a visible-on-focus anchor link. */
export function Heading({ id, level = 2, children }: { id: string; level?: 2 | 3; children: ReactNode }) {
  const t = useFixedT();
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className="anchored">
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={t('a11y.headingAnchor')}>
        #
      </a>
    </Tag>
  );
}
