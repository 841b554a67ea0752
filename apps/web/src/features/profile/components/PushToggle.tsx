/**
 * "Notifications on this device": subscribes this browser to Web Push with the server's VAPID
 * key and registers the subscription. Shown only when the server has push on and the browser
 * can do it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterPush } from '../api/register-push';
import { errorText } from '../../../lib/api/error-text';
import { useAppInfo } from '../../../lib/api/app-info';
import { Toggle } from '../../../components/Toggle';
import { useToasts } from '../../../components/Toasts';

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/sw.js');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function PushToggle() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const key = useAppInfo().data?.vapidPublicKey ?? null;
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  // the subscription is the browser's; only handing it to the server is a write
  const { mutateAsync: registerPush } = useRegisterPush();
  useEffect(() => {
    if (key && supported())
      void currentSubscription().then(
        (s) => setOn(!!s),
        () => {},
      );
  }, [key]);
  if (!key || !supported()) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (on) {
        await (await currentSubscription())?.unsubscribe();
        setOn(false);
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') {
        toasts.show(t('push.denied'), { icon: 'error' });
        return;
      }
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      await registerPush(subscription);
      setOn(true);
    } catch (err) {
      toasts.show(errorText(t, err), { icon: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Toggle label={t('push.toggle')} checked={on} disabled={busy} onChange={() => void toggle()} />;
}
