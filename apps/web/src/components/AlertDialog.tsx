import { useTranslation } from 'react-i18next';

/** A small dialog with a title, a text and a Close button (sign-in and form errors). */
export function AlertDialog({ title, text, onClose }: { title: string; text: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal modal--alert" role="alertdialog" aria-label={title}>
        <h2>{title}</h2>
        <p>{text}</p>
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
