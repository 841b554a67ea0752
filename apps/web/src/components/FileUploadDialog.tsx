/** The file-upload dialog (consumer §2): choose a jpg, jpeg or png file, take a photo, or remove the picture. */
import { useTranslation } from 'react-i18next';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { UPLOAD } from '@tt/contract';

export function FileUploadDialog({
  hasPicture,
  onFile,
  onCamera,
  onRemove,
}: {
  hasPicture: boolean;
  onFile(file: File): void;
  onCamera(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="file-upload">
      <p className="muted">{t('picture.hint', { mb: UPLOAD.maxMb })}</p>
      <label className="button button--wide">
        <ImagePlus aria-hidden size={20} /> {t('picture.choose')}
        <input
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="visually-hidden"
          data-testid="picture-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && (
        <button type="button" className="button button--ghost button--wide" onClick={onCamera}>
          <Camera aria-hidden size={20} /> {t('picture.camera')}
        </button>
      )}
      {hasPicture && (
        <button type="button" className="button button--ghost button--wide" onClick={onRemove}>
          <Trash2 aria-hidden size={20} /> {t('picture.remove')}
        </button>
      )}
    </div>
  );
}
