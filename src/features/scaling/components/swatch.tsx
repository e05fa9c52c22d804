/** A short line in a series' colour and dash, for legends. */
export function Swatch({ dash }: { dash?: string }) {
  return (
    <svg className="swatch" width="30" height="10" viewBox="0 0 30 10" aria-hidden="true">
      <line
        x1="1"
        y1="5"
        x2="29"
        y2="5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray={dash}
        strokeLinecap="round"
      />
    </svg>
  );
}
