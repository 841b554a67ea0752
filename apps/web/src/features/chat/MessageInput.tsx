/**
 * The message box (consumer §5): Enter sends, Ctrl+Enter adds a line, whitespace alone is not
 * sent; it grows with its text and is back to 52 px when empty.
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT } from '@tt/contract';
import { TriangleAlert } from 'lucide-react';

export function MessageInput({
  value,
  onChange,
  onSend,
  error,
}: {
  value: string;
  onChange(text: string): void;
  onSend(text: string): void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = `${CHAT.inputMinHeightPx}px`;
    if (value) el.style.height = `${Math.max(CHAT.inputMinHeightPx, el.scrollHeight)}px`;
  }, [value]);
  const send = () => {
    if (value.trim()) onSend(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (e.ctrlKey || e.metaKey) onChange(`${value}\n`);
    else send();
  };
  return (
    <div className="message-input">
      {error && (
        <p className="message-input__error" role="alert">
          <TriangleAlert aria-hidden size={18} /> {error}
        </p>
      )}
      <textarea
        ref={box}
        aria-label={t('chat.message')}
        placeholder={t('chat.messagePlaceholder')}
        value={value}
        rows={1}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="button" onClick={send} disabled={!value.trim()}>
        {t('chat.send')}
      </button>
    </div>
  );
}
