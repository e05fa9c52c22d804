import type { ReactNode } from 'react';
import './callout.css';

export type CalloutTone = 'info' | 'warn' | 'danger' | 'ok';

export function Callout({
  tone,
  title,
  className,
  children,
}: {
  tone: CalloutTone;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside className={className ? `callout callout-${tone} ${className}` : `callout callout-${tone}`}>
      {title ? <p className="callout-title">{title}</p> : null}
      {children}
    </aside>
  );
}
