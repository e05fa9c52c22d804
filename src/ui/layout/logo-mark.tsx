/** Three arrows fanning out from one point: a Service spread over its Pods. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <circle cx="7" cy="16" r="4" fill="currentColor" />
      <path
        d="M11 16h8M11 14l9-7M11 18l9 7"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="24" cy="6" r="3" fill="var(--accent)" />
      <circle cx="24" cy="16" r="3" fill="var(--accent)" />
      <circle cx="24" cy="26" r="3" fill="var(--accent)" />
    </svg>
  );
}
