/**
 * The modal host (consumer §2): one modal at a time by name. It closes on a backdrop click, the
 * cross, or a swipe down of 100 px (up when opened from the top). A modal may block closing;
 * then the host asks "Yes, close" / "No" first.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE } from '@tt/contract';

export const MODAL_NAMES = [
  'home', 'share', 'sharesocial', 'homesearch', 'pincode', 'explore', 'fastmenu', 'htmlpage', 'story', 'storytext', 'playlist',
  'bday', 'locale', 'edit', 'setpayment', 'privacy', 'terms', 'taskdata', 'paymentinfo', 'partnerinfo', 'articlestatic',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface ModalSpec {
  name: ModalName;
  title: string;
  content: ReactNode;
  blockClose?: boolean;
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
  const close = useCallback(() => {
    setSpec((current) => {
      current?.onClose?.();
      return null;
    });
    setAsking(false);
  }, []);
  const api = useMemo<ModalApi>(() => ({ open: (s) => { setAsking(false); setSpec(s); }, close, current: spec?.name ?? null }), [close, spec]);
  const requestClose = () => (spec?.blockClose ? setAsking(true) : close());
  return (
    <ModalContext.Provider value={api}>
      {children}
      {spec && <ModalFrame spec={spec} asking={asking} onRequestClose={requestClose} onConfirm={close} onKeep={() => setAsking(false)} />}
    </ModalContext.Provider>
  );
}

function ModalFrame(props: { spec: ModalSpec; asking: boolean; onRequestClose(): void; onConfirm(): void; onKeep(): void }) {
  const { t } = useTranslation();
  const startY = useRef<number | null>(null);
  const { spec } = props;
  const swipeEnd = (y: number) => {
    if (startY.current === null) return;
    const moved = spec.fromTop ? startY.current - y : y - startY.current;
    startY.current = null;
    if (moved >= SWIPE.modalDistance) props.onRequestClose();
  };
  return (
    <div className="modal-backdrop" data-testid="modal-backdrop" onClick={(e) => e.target === e.currentTarget && props.onRequestClose()}>
      <div
        className={`modal modal--${spec.name}${spec.fromTop ? ' modal--top' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={spec.title}
        onTouchStart={(e) => (startY.current = e.touches[0]?.clientY ?? null)}
        onTouchEnd={(e) => swipeEnd(e.changedTouches[0]?.clientY ?? 0)}
      >
        <header className="modal__head">
          <h2>{spec.title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={props.onRequestClose}>
            ✕
          </button>
        </header>
        <div className="modal__body">{spec.content}</div>
        {props.asking && (
          <div className="modal__ask" role="alertdialog" aria-label={t('common.closeAsk')}>
            <p>{t('common.closeAsk')}</p>
            <button type="button" className="button" onClick={props.onConfirm}>
              {t('common.yesClose')}
            </button>
            <button type="button" className="button button--ghost" onClick={props.onKeep}>
              {t('common.no')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

export const useModals = () => useContext(ModalContext);
