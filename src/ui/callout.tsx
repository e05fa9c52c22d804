import type { ReactNode } from 'react';
import './callout.css';

export type CalloutTone = 'info' | 'warn' | 'danger' | 'ok';

export function Callout({ tone, title, children }: { tone: CalloutTone; title?: string; children: ReactNode }) {
  return (
    <aside className={`callout callout-${tone}`}>
      {title ? <p className="callout-title">{title}</p> : null}
      {children}
    </aside>
  );
}
