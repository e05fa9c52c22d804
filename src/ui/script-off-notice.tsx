import type { ReactNode } from 'react';
import { Callout } from './callout';

/**
 * What a page cannot do without scripts, shown only where they do not run (global.css,
 * `.script-off-only`); the content that needs them carries `.needs-script` and is hidden there.
 */
export function ScriptOffNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Callout tone="info" title={title} className="script-off-only">
      {children}
    </Callout>
  );
}
