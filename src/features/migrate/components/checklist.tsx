import { useNavigate } from '@tanstack/react-router';
import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDone, toggleDone } from '../../../domain/migrate/checklist';
import type { Runbook } from '../../../domain/migrate/model';
import { Callout } from '../../../ui/callout';
import { StepBody } from './runbook-step';

/**
 * Part 1: the items a reader ticks. The ticks live in the URL (`done`), so reload, sharing and
 * the language switch keep them; ids the runbook does not have are dropped, and the page says so.
 */
export function Checklist({ runbook, done: raw }: { runbook: Runbook; done: string | undefined }) {
  const { t } = useTranslation('migrate');
  const hydrated = useHydrated();
  const navigate = useNavigate({ from: '/$lang/migrate/$slug' });
  // A tick shows at once; the URL follows (and a new URL, from back or a link, wins).
  const [shown, setShown] = useState(raw);
  const [fromUrl, setFromUrl] = useState(raw);
  if (raw !== fromUrl) {
    setFromUrl(raw);
    setShown(raw);
  }
  // The prerendered page shows nothing ticked; the link's ticks take over once the page is live.
  const { done, unknown } = parseDone(hydrated ? shown : undefined, runbook);
  const go = (value: string | undefined) =>
    navigate({
      to: './',
      // The platform the link names stays; only the ticks change.
      search: ({ platform }) => ({
        ...(platform ? { platform } : {}),
        ...(value === undefined ? {} : { done: value }),
      }),
      replace: true,
      resetScroll: false,
    });
  const setDone = (value: string | undefined) => {
    setShown(value);
    void go(value);
  };
  // Ids from the link that this runbook lacks: said once, and left out of the URL.
  const [dropped, setDropped] = useState('');
  const unknownIds = unknown.join(', ');
  if (unknownIds !== '' && unknownIds !== dropped) setDropped(unknownIds);
  const cleaned = unknown.length > 0 ? done.join(',') : null;
  useEffect(() => {
    if (cleaned !== null) void go(cleaned === '' ? undefined : cleaned);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link with unknown ids
  }, [cleaned]);
  return (
    <>
      {dropped !== '' ? (
        <Callout tone="warn">
          <p data-testid="runbook-dropped">{t('done.dropped', { ids: dropped })}</p>
        </Callout>
      ) : null}
      <p className="runbook-progress needs-script" data-testid="runbook-progress" aria-live="polite">
        {t('done.progress', { done: done.length, total: runbook.checklist.length })}
      </p>
      <ul className="runbook-checklist" data-testid="runbook-checklist">
        {runbook.checklist.map((item) => {
          const checked = done.includes(item.id);
          return (
            <li key={item.id} data-item={item.id} data-done={checked}>
              <input
                type="checkbox"
                className="needs-script"
                id={`check-${item.id}`}
                checked={checked}
                disabled={!hydrated}
                onChange={() => setDone(toggleDone(done, item.id, runbook))}
              />
              <div className="runbook-item">
                <StepBody step={item} group="checklist" labelFor={`check-${item.id}`} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
