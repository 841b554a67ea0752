/** The parental pin in the profile (decision 030): set it, change it (current pin first), remove it. */
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { errorText } from '../../../lib/api/error-text';
import { usePinStatus, useRemovePin } from '../../../lib/api/pin';
import { usePinGate } from '../../../components/use-pin-gate';
import { useToasts } from '../../../components/Toasts';

export function PinSection() {
  const { t } = useTranslation();
  const status = usePinStatus();
  const gate = usePinGate();
  const toasts = useToasts();
  const removal = useRemovePin();
  const set = status.data === true;

  const change = async () => {
    const current = await gate.askPin();
    if (current) await gate.createPin(current);
  };
  const remove = async () => {
    const pin = await gate.askPin();
    if (!pin) return;
    removal.mutate(pin, {
      onSuccess: () => toasts.show(t('pin.removed'), { icon: 'success' }),
      onError: (err) => toasts.show(errorText(t, err), { icon: 'error' }),
    });
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
