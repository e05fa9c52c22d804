import type { RuleStatus, Status } from '../domain/decision/engine';
import './status-icon.css';

/** A shape per status — circle-check, triangle, octagon-cross, circle-i — so colour is never the only cue. */
export function StatusIcon({ status }: { status: Status | RuleStatus }) {
  return (
    <svg className={`status-icon status-icon-${status}`} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      {status === 'suitable' ? (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path
            d="M5.8 10.4l2.7 2.7 5.7-6"
            fill="none"
            stroke="var(--bg)"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : status === 'caution' ? (
        <>
          <path d="M10 1.6l8.8 16H1.2z" fill="currentColor" strokeLinejoin="round" />
          <path d="M10 7.2v5" stroke="var(--bg)" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="10" cy="15.1" r="1.25" fill="var(--bg)" />
        </>
      ) : status === 'unsuitable' ? (
        <>
          <path d="M6.3 1h7.4L19 6.3v7.4L13.7 19H6.3L1 13.7V6.3z" fill="currentColor" />
          <path d="M6.8 6.8l6.4 6.4M13.2 6.8l-6.4 6.4" stroke="var(--bg)" strokeWidth="2.2" strokeLinecap="round" />
        </>
      ) : (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M10 9v5.5" stroke="var(--bg)" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="10" cy="5.8" r="1.3" fill="var(--bg)" />
        </>
      )}
    </svg>
  );
}

/** Icon plus the status word, on a tinted chip. */
export function StatusBadge({ status, label }: { status: Status | RuleStatus; label: string }) {
  return (
    <span className={`status-chip status-${status}`}>
      <StatusIcon status={status} />
      <span>{label}</span>
    </span>
  );
}
