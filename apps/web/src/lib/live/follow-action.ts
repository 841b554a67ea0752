/** Where a notification leads: its first action, inside the app or in a new tab. */
import type { Notification } from '@tt/contract';

export function followAction(notification: Notification, navigate: (to: string) => void): void {
  const action = notification.actions?.[0];
  if (!action) return;
  if (action.type === 'internalLink') navigate(action.address);
  else window.open(action.address, '_blank', 'noopener');
}
