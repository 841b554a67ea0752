/** Small status pictures drawn as inline SVG (no system emoji): success, error, in progress, cancelled. */
export type StatusKind = 'success' | 'error' | 'progress' | 'cancelled';

export function StatusIcon({ kind, label, size = 24 }: { kind: StatusKind; label?: string; size?: number }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={`status-icon status-icon--${kind}`}
      data-status={kind}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      {kind === 'progress' ? (
        <path d="M21 12a9 9 0 1 1-6.2-8.56" />
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          {kind === 'success' && <path d="m8 12 3 3 5-6" />}
          {kind === 'error' && <path d="M12 7v6m0 4h.01" />}
          {kind === 'cancelled' && <path d="m5 5 14 14" />}
        </>
      )}
    </svg>
  );
}
