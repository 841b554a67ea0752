import { CHAT } from '@tt/contract';

/** Unread count; above 99 it shows "!" (consumer §2, §9). */
export function badgeText(count: number): string {
  return count > CHAT.badgeCap ? '!' : String(count);
}

export function Badge({ count, label }: { count: number; label?: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge" aria-label={label ? `${label}: ${count}` : undefined}>
      {badgeText(count)}
    </span>
  );
}
