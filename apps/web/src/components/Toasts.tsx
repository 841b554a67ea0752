/** Toasts: one line of text with an optional icon; they close after 2 s unless told otherwise. */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@tt/contract';
import { StatusIcon } from './StatusIcon';

export interface Toast {
  id: number;
  text: string;
  icon?: 'error' | 'success' | 'info';
}
interface ToastApi {
  show(text: string, options?: { icon?: Toast['icon']; ms?: number }): void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<ToastApi['show']>((text, options = {}) => {
    const id = next.current++;
    setToasts((list) => [...list, { id, text, icon: options.icon }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), options.ms ?? TIMINGS.toastMs);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.icon ?? 'info'}`} role="status">
            {t.icon && t.icon !== 'info' && <StatusIcon kind={t.icon} size={18} />}
            <span>{t.text}</span>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToasts = () => useContext(ToastContext);
