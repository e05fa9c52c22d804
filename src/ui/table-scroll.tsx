import type { ReactNode } from 'react';
import './table-scroll.css';

/**
 * A wide table's horizontal scroller. It can take focus (and is a named region) so keyboard
 * users can scroll it with the arrow keys — axe's scrollable-region-focusable; a shadow at an
 * edge shows there is more that way (table-scroll.css).
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
