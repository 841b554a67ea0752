/** notifier/Firebase/Register: hands the browser's Web Push subscription to the server. */
import { api } from '../../../lib/api/client';

export const registerPush = (subscription: PushSubscription) =>
  api('notifier/Firebase/Register', { pushToken: JSON.stringify(subscription), device: 'web', appid: 'web' });
