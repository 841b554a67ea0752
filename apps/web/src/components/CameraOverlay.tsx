/**
 * The camera overlay (consumer §2): a live preview (getUserMedia), the shutter, the library, then
 * "Use this photo" or "Reshoot". The photo is taken at the largest size under 3 million pixels the
 * camera gives (consumer §9), as a JPEG of quality 95.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Check, Images, RotateCcw, X } from 'lucide-react';
import { UPLOAD } from '@tt/contract';

/** Common camera sizes, largest first; the first one under the pixel limit that the camera can give is asked for. */
const SIZES: [number, number][] = [
  [1920, 1440],
  [1600, 1200],
  [1920, 1080],
  [1280, 960],
  [1280, 720],
  [640, 480],
];

/** A capture size under the limit: the frame itself, or scaled down to fit. */
export function captureSize(width: number, height: number, maxPixels: number = UPLOAD.cameraMaxPixels) {
  const scale = Math.min(1, Math.sqrt((maxPixels - 1) / (width * height)));
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) };
}

async function askLargest(track: MediaStreamTrack): Promise<void> {
  const caps = track.getCapabilities?.();
  const maxW = caps?.width?.max ?? 0;
  const maxH = caps?.height?.max ?? 0;
  const size = SIZES.find(([w, h]) => w * h < UPLOAD.cameraMaxPixels && w <= maxW && h <= maxH);
  if (size) await track.applyConstraints({ width: { ideal: size[0] }, height: { ideal: size[1] } }).catch(() => {});
}

export function CameraOverlay({ onUse, onClose }: { onUse(photo: Blob, name: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const [shot, setShot] = useState<{ blob: Blob; url: string; width: number; height: number } | null>(null);
  // the preview has its size (a new preview after Reshoot too): before that the shutter would take nothing
  const [previewReady, setPreviewReady] = useState(false);

  useEffect(() => {
    let live: MediaStream | null = null;
    let stopped = false;
    void (async () => {
      try {
        live = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
        if (stopped) return live.getTracks().forEach((tr) => tr.stop());
        const track = live.getVideoTracks()[0];
        if (track) await askLargest(track);
        setStream(live);
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      live?.getTracks().forEach((tr) => tr.stop());
    };
  }, []);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream, shot]);
  useEffect(
    () => () => {
      if (shot) URL.revokeObjectURL(shot.url);
    },
    [shot],
  );

  const shoot = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const size = captureSize(v.videoWidth, v.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(v, 0, 0, size.width, size.height);
    canvas.toBlob(
      (blob) => blob && setShot({ blob, url: URL.createObjectURL(blob), ...size }),
      'image/jpeg',
      UPLOAD.cameraQuality / 100,
    );
  };

  return (
    <div className="camera" role="dialog" aria-modal="true" aria-label={t('camera.title')}>
      <button type="button" className="icon-button camera__close" aria-label={t('common.close')} onClick={onClose}>
        <X aria-hidden />
      </button>
      <div className="camera__view">
        {shot ? (
          <img src={shot.url} alt="" className="camera__shot" data-width={shot.width} data-height={shot.height} />
        ) : (
          <video
            ref={video}
            className="camera__preview"
            autoPlay
            playsInline
            muted
            onLoadedMetadata={() => setPreviewReady(true)}
          />
        )}
        {!stream && !failed && !shot && <p className="camera__note">{t('camera.starting')}</p>}
        {failed && (
          <p className="camera__note" role="alert">
            {t('camera.denied')}
          </p>
        )}
      </div>
      <div className="camera__controls">
        {shot ? (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setPreviewReady(false);
                setShot(null);
              }}
            >
              <RotateCcw aria-hidden size={20} /> {t('camera.reshoot')}
            </button>
            <button type="button" className="button" onClick={() => onUse(shot.blob, 'camera.jpg')}>
              <Check aria-hidden size={20} /> {t('camera.use')}
            </button>
          </>
        ) : (
          <>
            <label className="button button--ghost camera__library">
              <Images aria-hidden size={20} /> {t('camera.library')}
              <input
                type="file"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                className="visually-hidden"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) onUse(file, file.name);
                }}
              />
            </label>
            <button
              type="button"
              className="camera__shutter"
              aria-label={t('camera.shutter')}
              disabled={!stream || !previewReady}
              onClick={shoot}
            >
              <Camera aria-hidden size={32} />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
