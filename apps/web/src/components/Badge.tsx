import { CHAT } from '@tt/contract';

/** The unread count as shown: the number, or "!" above 99 (consumer §2, §9). */
export function badgeText(count: number): string {
  return count > CHAT.badgeCap ? '!' : String(count);
}

export function Badge({ count, label }: { count: number; label?: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge" title={label ? `${label}: ${count}` : undefined}>
      {badgeText(count)}
    </span>
  );
}
