import type { ReactNode } from 'react';
import type { Verdict } from '../../../domain/migrate/verdict';
import { Callout, type CalloutTone } from '../../../ui/callout';
import { SourceLinks } from '../../../ui/source-link';
import type { verdictWords } from '../lib/verdict-words';

const TONE: Record<Verdict['kind'], CalloutTone> = {
  new: 'info',
  noPick: 'info',
  none: 'ok',
  requiredNow: 'danger',
  requiredBy: 'warn',
  optional: 'info',
};

/**
 * The verdict on the mode run today: its title, the platform's own earlier end where it binds
 * first, then why (with upstream's plan); the way to move follows as `children`.
 */
export function VerdictCallout({
  verdict: v,
  words,
  children,
}: {
  verdict: Verdict;
  words: ReturnType<typeof verdictWords>;
  children?: ReactNode;
}) {
  return (
    <Callout tone={TONE[v.kind]} title={words.title}>
      {words.platformEnd ? (
        <p data-testid="verdict-platform-end">
          {words.platformEnd.text} <SourceLinks ids={words.platformEnd.sources} />
        </p>
      ) : null}
      <p data-testid="verdict-why">
        {words.why} {v.kind === 'requiredBy' ? <SourceLinks ids={v.sources} /> : null}
      </p>
      {children}
    </Callout>
  );
}
