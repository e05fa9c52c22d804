import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. It can take focus (and is a named region) so keyboard
 * users can scroll it with the arrow keys — axe's scrollable-region-focusable.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
