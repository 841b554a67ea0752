/**
 * The pin-code dialog (consumer §2, §4, §5, §8): digits shown as dots, a keypad (and the keyboard).
 * Enter mode checks the pin on the server: a wrong one shows "Invalid pincode" and is cleared after
 * 0.5 s; the third wrong one cancels. Create mode asks for the pin, then for it again; Save is
 * enabled only when both match.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Delete } from 'lucide-react';
import { PIN } from '@tt/contract';
import { ApiError } from '../lib/api/client';
import { errorText } from '../lib/api/error-text';

export type PinMode = 'create' | 'enter';

interface Props {
  mode: PinMode;
  /** Enter mode: checks the pin (throws when wrong). Create mode: saves it. */
  submit(pin: string): Promise<unknown>;
  onSuccess(pin: string): void;
  /** The third wrong pin (enter mode). */
  onAttemptsSpent(): void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinDialog({ mode, submit, onSuccess, onAttemptsSpent }: Props) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState('');
  const [first, setFirst] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const attempts = useRef(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const check = useCallback(
    async (pin: string) => {
      setBusy(true);
      try {
        await submit(pin);
        onSuccess(pin);
      } catch (err) {
        const wrong = err instanceof ApiError && err.key === 'errors.invalidPin';
        if (wrong && ++attempts.current >= PIN.attempts) {
          onAttemptsSpent();
          return;
        }
        setMessage(wrong ? t('errors.invalidPin') : errorText(t, err));
        clearTimer.current = setTimeout(() => {
          typed.current = '';
          setDigits('');
        }, PIN.wrongClearMs);
      } finally {
        setBusy(false);
      }
    },
    [submit, onSuccess, onAttemptsSpent, t],
  );

  // the digits as typed so far, read by key presses that come faster than renders
  const typed = useRef('');
  const show = (next: string) => {
    typed.current = next;
    setDigits(next);
  };
  useEffect(() => {
    typed.current = digits;
  }, [digits]);

  const press = useCallback(
    (key: string) => {
      if (busy) return;
      const current = typed.current;
      if (key === 'erase') return show(current.slice(0, -1));
      if (current.length >= PIN.length) return;
      const next = current + key;
      show(next);
      if (mode === 'enter') setMessage('');
      if (next.length < PIN.length) return;
      if (mode === 'enter') void check(next);
      else if (first === null) {
        // the first entry is kept; the same pin is asked for again
        setFirst(next);
        show('');
      }
    },
    [busy, mode, first, check],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (/^\d$/.test(e.key)) press(e.key);
      else if (e.key === 'Backspace') press('erase');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  const confirming = mode === 'create' && first !== null;
  const mismatch = confirming && digits.length === PIN.length && digits !== first;
  const canSave = confirming && digits === first && !busy;
  const prompt =
    mode === 'enter' ? t('pin.enter') : confirming ? t('pin.confirm') : t('pin.create', { len: PIN.length });
  const shown = mismatch ? t('validation.pinMatch') : message;

  return (
    <div className="pin" data-mode={mode} data-step={confirming ? 'confirm' : 'first'}>
      <p className="pin__prompt">{prompt}</p>
      <div
        className="pin__dots"
        role="img"
        aria-label={t('pin.entered', { count: digits.length, len: PIN.length })}
        data-count={digits.length}
      >
        {Array.from({ length: PIN.length }, (_, i) => (
          <span key={i} className={`pin__dot${i < digits.length ? ' pin__dot--on' : ''}`} />
        ))}
      </div>
      <p className="pin__message" role="alert">
        {shown}
      </p>
      <div className="pin__pad">
        {KEYS.map((k) => (
          <button
            key={k}
            type="button"
            className="pin__key"
            aria-label={t('pin.digit', { digit: k })}
            onClick={() => press(k)}
          >
            {k}
          </button>
        ))}
        <span />
        <button
          type="button"
          className="pin__key"
          aria-label={t('pin.digit', { digit: '0' })}
          onClick={() => press('0')}
        >
          0
        </button>
        <button type="button" className="pin__key" aria-label={t('pin.erase')} onClick={() => press('erase')}>
          <Delete aria-hidden size={24} />
        </button>
      </div>
      {mode === 'create' && (
        <button type="button" className="button button--wide" disabled={!canSave} onClick={() => void check(digits)}>
          {t('pin.save')}
        </button>
      )}
    </div>
  );
}
