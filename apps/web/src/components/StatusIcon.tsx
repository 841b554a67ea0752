/**
 * Small status pictures drawn as inline SVG (no system emoji): success, error, in progress, cancelled,
 * and partial (half filled: a partial refund).
 */
export type StatusKind = 'success' | 'error' | 'progress' | 'cancelled' | 'partial';

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
          {kind === 'partial' && <path d="M12 2a10 10 0 0 0 0 20z" fill="currentColor" />}
        </>
      )}
    </svg>
  );
}
