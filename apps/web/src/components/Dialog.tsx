/** A small message dialog: icon, title, text and a Close button (sign-in and form errors). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbulb, PartyPopper, TriangleAlert } from 'lucide-react';

export interface DialogMessage {
  title: string;
  text: string;
  icon?: 'error' | 'info' | 'success';
}

const ICONS = { error: TriangleAlert, info: Lightbulb, success: PartyPopper } as const;

export function Dialog({ title, text, icon = 'error', onClose }: DialogMessage & { onClose(): void }) {
  const { t } = useTranslation();
  const Icon = ICONS[icon];
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop modal-backdrop--center" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal modal--alert" role="alertdialog" aria-modal="true" aria-label={title}>
        <div className="modal__icon" aria-hidden>
          <Icon size={40} />
        </div>
        <h2>{title}</h2>
        <p>{text}</p>
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
