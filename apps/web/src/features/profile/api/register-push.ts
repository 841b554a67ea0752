/** notifier/Firebase/Register: hands the browser's Web Push subscription to the server. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const registerPush = (subscription: PushSubscription) =>
  api('notifier/Firebase/Register', { pushToken: JSON.stringify(subscription), device: 'web', appid: 'web' });

export const useRegisterPush = () =>
  useMutation({ mutationKey: ['notifier/Firebase/Register'], mutationFn: registerPush });
