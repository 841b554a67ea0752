/**
 * The modal host (consumer §2): one modal at a time, opened by name. It closes on a backdrop
 * click, the cross, Escape, or a swipe down of 100 px (up when it was opened from the top). A
 * modal may block closing; then the host first asks "Yes, close" / "No".
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE } from '@tt/contract';
import { X } from 'lucide-react';
import { ConfirmDialog } from './ConfirmDialog';

/** The modals the app opens, by name (consumer §2 names more; only those the app has are listed). */
export type ModalName =
  | 'home'
  | 'fastmenu'
  | 'share'
  | 'pincode'
  | 'storytext'
  | 'playlist'
  | 'bday'
  | 'locale'
  | 'setpayment'
  | 'taskdata'
  | 'partnerinfo'
  | 'articlestatic'
  | 'refund'
  | 'addpromo'
  | 'fileupload'
  | 'child'
  | 'bedtime'
  | 'datarequest'
  | 'narration';

export interface ModalSpec {
  name: ModalName;
  title: string;
  content: ReactNode;
  /** Closing asks for confirmation first (a form with unsaved input, for instance). */
  blockClose?: boolean;
  /** Opened from the top of the screen: it slides in from there and is swiped up to close. */
  fromTop?: boolean;
  /** Called once the modal is closed, e.g. to drop its id from the address. */
  onClose?: () => void;
}

interface ModalApi {
  open(spec: ModalSpec): void;
  close(): void;
  current: ModalName | null;
}

const ModalContext = createContext<ModalApi>({ open: () => {}, close: () => {}, current: null });

export function ModalProvider({ children }: { children: ReactNode }) {
  const [spec, setSpec] = useState<ModalSpec | null>(null);
  const [asking, setAsking] = useState(false);
  const openSpec = useRef<ModalSpec | null>(null);
  const close = useCallback(() => {
    const closing = openSpec.current;
    openSpec.current = null;
    setSpec(null);
    setAsking(false);
    closing?.onClose?.();
  }, []);
  const open = useCallback((next: ModalSpec) => {
    openSpec.current = next;
    setAsking(false);
    setSpec(next);
  }, []);
  const api = useMemo<ModalApi>(() => ({ open, close, current: spec?.name ?? null }), [open, close, spec]);
  const requestClose = () => (spec?.blockClose ? setAsking(true) : close());
  return (
    <ModalContext.Provider value={api}>
      {children}
      {spec && (
        <ModalFrame
          spec={spec}
          asking={asking}
          onRequestClose={requestClose}
          onConfirm={close}
          onKeep={() => setAsking(false)}
        />
      )}
    </ModalContext.Provider>
  );
}

interface FrameProps {
  spec: ModalSpec;
  asking: boolean;
  onRequestClose(): void;
  onConfirm(): void;
  onKeep(): void;
}

function ModalFrame({ spec, asking, onRequestClose, onConfirm, onKeep }: FrameProps) {
  const { t } = useTranslation();
  const startY = useRef<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const requestClose = useRef(onRequestClose);
  requestClose.current = onRequestClose;

  useEffect(() => {
    frame.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && requestClose.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const swipeEnd = (y: number) => {
    if (startY.current === null) return;
    const moved = spec.fromTop ? startY.current - y : y - startY.current;
    startY.current = null;
    if (moved >= SWIPE.modalDistance) onRequestClose();
  };

  return (
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onClick={(e) => e.target === e.currentTarget && onRequestClose()}
    >
      <div
        ref={frame}
        tabIndex={-1}
        className={`modal modal--${spec.name}${spec.fromTop ? ' modal--top' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={spec.title}
        onTouchStart={(e) => (startY.current = e.touches[0]?.clientY ?? null)}
        onTouchEnd={(e) => swipeEnd(e.changedTouches[0]?.clientY ?? 0)}
      >
        <span className="modal__grip" aria-hidden />
        <header className="modal__head">
          <h2>{spec.title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onRequestClose}>
            <X aria-hidden size={22} />
          </button>
        </header>
        <div className="modal__body">{spec.content}</div>
        {asking && (
          <ConfirmDialog
            className="modal__ask"
            label={t('common.closeAsk')}
            text={t('common.closeAsk')}
            yes={t('common.yesClose')}
            onYes={onConfirm}
            onNo={onKeep}
          />
        )}
      </div>
    </div>
  );
}

export const useModals = () => useContext(ModalContext);
