/**
 * The parental gate (decision 030): once a parent has set a pin, guarded actions (payment, plan
 * changes, settings, sign-out) first open the pin-code dialog in enter mode and go on only after the
 * right pin. Without a pin they go on at once. The third wrong pin cancels with the spec's text.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useModals } from './ModalHost';
import { PinDialog } from './PinDialog';
import { useToasts } from './Toasts';
import { pinStatusQuery, PIN_QUERY_KEY, useCheckPin, useSetPin } from '../lib/api/pin';

/** Opens the dialog in enter mode; resolves with the pin, or null when cancelled. */
function useAskPin() {
  const { t } = useTranslation();
  const modals = useModals();
  const toasts = useToasts();
  const { mutateAsync: checkPin } = useCheckPin();
  return useCallback(
    (): Promise<string | null> =>
      new Promise((resolve) => {
        let settled = false;
        const finish = (pin: string | null) => {
          if (settled) return;
          settled = true;
          resolve(pin);
        };
        modals.open({
          name: 'pincode',
          title: t('pin.title'),
          onClose: () => finish(null),
          content: (
            <PinDialog
              mode="enter"
              submit={checkPin}
              onSuccess={(pin) => {
                finish(pin);
                modals.close();
              }}
              onAttemptsSpent={() => {
                finish(null);
                modals.close();
                toasts.show(t('errors.pinAttempts'), { icon: 'error', ms: 4000 });
              }}
            />
          ),
        });
      }),
    [modals, t, toasts, checkPin],
  );
}

/** Create mode: a new pin (replacing one needs `current`); resolves true once saved. */
function useCreatePin() {
  const { t } = useTranslation();
  const modals = useModals();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { mutateAsync: setPin } = useSetPin();
  return useCallback(
    (current?: string): Promise<boolean> =>
      new Promise((resolve) => {
        let settled = false;
        modals.open({
          name: 'pincode',
          title: t('pin.createTitle'),
          onClose: () => !settled && resolve(false),
          content: (
            <PinDialog
              mode="create"
              submit={(pin) => setPin({ pin, current })}
              onSuccess={() => {
                settled = true;
                resolve(true);
                modals.close();
                queryClient.setQueryData(PIN_QUERY_KEY, { set: true });
                toasts.show(t('pin.saved'), { icon: 'success' });
              }}
              onAttemptsSpent={() => {}}
            />
          ),
        });
      }),
    [modals, queryClient, t, toasts, setPin],
  );
}

export function usePinGate() {
  const queryClient = useQueryClient();
  const askPin = useAskPin();
  const createPin = useCreatePin();
  const pinIsSet = useCallback(() => queryClient.fetchQuery(pinStatusQuery).then((s) => s.set), [queryClient]);

  /** Runs the action, after the pin when one is set. */
  const guard = useCallback(
    async (action: () => void | Promise<void>) => {
      const set = await pinIsSet().catch(() => false);
      if (set && !(await askPin())) return;
      await action();
    },
    [askPin, pinIsSet],
  );

  return { guard, askPin, createPin, pinIsSet };
}
