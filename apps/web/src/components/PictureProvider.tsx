/**
 * The user's picture from anywhere in the app (consumer §2, decision 031): the file-upload dialog,
 * the drop-files overlay (a picture dragged over any page while signed in) and the camera overlay.
 * Files are checked here first (25 MB, jpg/jpeg/png) so the message comes at once in the user's
 * language; the server checks again, by the bytes.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp } from 'lucide-react';
import { checkUpload, UPLOAD } from '@tt/contract';
import { CameraOverlay } from './CameraOverlay';
import { FileUploadDialog } from './FileUploadDialog';
import { useModals } from './ModalHost';
import { useToasts } from './Toasts';
import { ApiError } from '../lib/api/client';
import { useRemovePicture, useUploadPicture } from '../lib/api/picture';
import { useAuth } from '../lib/auth';

interface PictureApi {
  /** Opens the file-upload dialog. */
  openDialog(): void;
  openCamera(): void;
  upload(file: Blob, name: string): Promise<boolean>;
  busy: boolean;
}

const PictureContext = createContext<PictureApi>({
  openDialog: () => {},
  openCamera: () => {},
  upload: async () => false,
  busy: false,
});

const hasFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files');

export function PictureProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, profile, refreshProfile } = useAuth();
  const toasts = useToasts();
  const modals = useModals();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: uploadPicture } = useUploadPicture();
  const { mutateAsync: removePicture } = useRemovePicture();
  const [camera, setCamera] = useState(false);
  const [dragging, setDragging] = useState(false);
  const signedIn = status === 'in';

  const upload = useCallback(
    async (file: Blob, name: string) => {
      const refused = checkUpload({ name, size: file.size });
      if (refused) {
        toasts.show(t(refused, { mb: UPLOAD.maxMb }), { icon: 'error', ms: 4000 });
        return false;
      }
      setBusy(true);
      try {
        await uploadPicture({ file, name });
        await refreshProfile();
        toasts.show(t('picture.saved'), { icon: 'success' });
        return true;
      } catch (err) {
        const key = err instanceof ApiError ? err.key : 'errors.imageNotUploaded';
        toasts.show(t(key, { mb: UPLOAD.maxMb, defaultValue: t('errors.imageNotUploaded') }), {
          icon: 'error',
          ms: 4000,
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [refreshProfile, t, toasts, uploadPicture],
  );

  const remove = useCallback(async () => {
    try {
      await removePicture();
      await refreshProfile();
    } catch {
      toasts.show(t('errors.general'), { icon: 'error' });
    }
  }, [refreshProfile, t, toasts, removePicture]);

  const openCamera = useCallback(() => setCamera(true), []);
  const hasPicture = !!profile?.info.image;
  const openDialog = useCallback(
    () =>
      modals.open({
        name: 'fileupload',
        title: t('picture.title'),
        content: (
          <FileUploadDialog
            hasPicture={hasPicture}
            onFile={(file) => void upload(file, file.name).then((ok) => ok && modals.close())}
            onCamera={() => {
              modals.close();
              setCamera(true);
            }}
            onRemove={() => void remove().then(modals.close)}
          />
        ),
      }),
    [hasPicture, modals, remove, t, upload],
  );

  // the drop-files overlay: shown while files are dragged over the window
  const depth = useRef(0);
  useEffect(() => {
    if (!signedIn) return;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth.current++;
      setDragging(true);
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const over = (e: DragEvent) => hasFiles(e) && e.preventDefault();
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      const file = e.dataTransfer?.files[0];
      if (file) void upload(file, file.name);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [signedIn, upload]);

  const api = useMemo(() => ({ openDialog, openCamera, upload, busy }), [openDialog, openCamera, upload, busy]);
  return (
    <PictureContext.Provider value={api}>
      {children}
      {signedIn && dragging && (
        <div className="drop-files" data-testid="drop-files">
          <ImageUp aria-hidden size={64} />
          <p>{t('picture.drop')}</p>
        </div>
      )}
      {signedIn && camera && (
        <CameraOverlay
          onClose={() => setCamera(false)}
          onUse={(photo, name) => void upload(photo, name).then((ok) => ok && setCamera(false))}
        />
      )}
    </PictureContext.Provider>
  );
}

export const usePicture = () => useContext(PictureContext);
