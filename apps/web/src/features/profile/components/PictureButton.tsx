/** "Change picture" under the profile's avatar: opens the file-upload dialog (lib/picture). */
import { useTranslation } from 'react-i18next';
import { ImageUp } from 'lucide-react';
import type { Profile } from '../../../lib/auth';
import { usePicture } from '../../../components/PictureProvider';

export function PictureButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const picture = usePicture();
  return (
    <button
      type="button"
      className="link-button picture-button"
      disabled={picture.busy}
      data-has-picture={!!profile.info.image}
      onClick={picture.openDialog}
    >
      <ImageUp aria-hidden size={16} /> {picture.busy ? t('picture.uploading') : t('picture.change')}
    </button>
  );
}
