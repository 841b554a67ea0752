/** The parental pin in the profile (decision 030): set it, change it (current pin first), remove it. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { errorText } from '../../../lib/api/error-text';
import { PIN_QUERY_KEY, removePin, usePinStatus } from '../../../lib/api/pin';
import { usePinGate } from '../../../components/use-pin-gate';
import { useToasts } from '../../../components/Toasts';

export function PinSection() {
  const { t } = useTranslation();
  const status = usePinStatus();
  const gate = usePinGate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const set = status.data === true;

  const change = async () => {
    const current = await gate.askPin();
    if (current) await gate.createPin(current);
  };
  const remove = async () => {
    const pin = await gate.askPin();
    if (!pin) return;
    try {
      await removePin(pin);
      queryClient.setQueryData(PIN_QUERY_KEY, { set: false });
      toasts.show(t('pin.removed'), { icon: 'success' });
    } catch (err) {
      toasts.show(errorText(t, err), { icon: 'error' });
    }
  };

  return (
    <fieldset className="pin-section" data-pin={set ? 'set' : 'unset'}>
      <legend>
        <LockKeyhole aria-hidden size={18} /> {t('pin.section')}
      </legend>
      <p className="muted">{t('pin.about')}</p>
      {status.isSuccess &&
        (set ? (
          <div className="row">
            <button type="button" className="button button--ghost" onClick={() => void change()}>
              {t('pin.change')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => void remove()}>
              {t('pin.remove')}
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => void gate.createPin()}>
            {t('pin.set')}
          </button>
        ))}
    </fieldset>
  );
}
