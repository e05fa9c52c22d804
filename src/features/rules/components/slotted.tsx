import { Fragment } from 'react';
import { useFixedT } from '../../../i18n/use-fixed-t';
import { SLOTS } from '../lib/slots';

/** Marks an answer's place in a finding's words; the rule book shows it as a named slot. */
const MARK = '\u0001';
const SLOT_PARAMS = Object.fromEntries(SLOTS.map((s) => [s, `${MARK}${s}${MARK}`]));

/**
 * A finding's title or reason as the rule book shows it: the words a result page fills with the
 * reader's answers (`{{version}}` …) appear as named slots in italics; thresholds, as their values.
 */
export function Slotted({ k, values = {} }: { k: string; values?: Readonly<Record<string, string>> }) {
  // The slots' names are the rule book's; `k` names its own namespace (`rules:…`).
  const t = useFixedT('rulebook');
  // Thresholds a reason names (`{{ipvsGatedVersion}}` …) are the same for every reader: filled in.
  const text = (t as unknown as (key: string, params: Record<string, string>) => string)(k, {
    ...values,
    ...SLOT_PARAMS,
  });
  return (
    <>
      {text.split(MARK).map((part, i) =>
        i % 2 === 1 ? (
          <var key={i} className="rule-slot">
            {t(`slots.${part as (typeof SLOTS)[number]}`)}
          </var>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
