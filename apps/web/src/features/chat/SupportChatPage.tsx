/** /chat?support=true: the user's support chat, or a button that starts it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@tt/contract';
import { createSupportChat } from './api/create-support-chat';
import { errorText } from '../../lib/api/error-text';
import { Preloader } from '../../components/Preloader';
import { useLive } from '../../lib/live/LiveProvider';
import { ChatRoom } from './ChatRoom';

export function SupportChatPage() {
  const { t } = useTranslation();
  const { chats, synced } = useLive();
  const [started, setStarted] = useState<Chat | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the store's copy follows sync (staff joining, for instance); the created one bridges until then
  const chat = [...chats.values()].find((c) => c.kind === 'support') ?? started;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setStarted(await createSupportChat());
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  if (chat) return <ChatRoom key={chat.uid} chat={chat} title={t('chat.supportTitle')} />;
  if (!synced) return <Preloader />;
  return (
    <section className="chat-empty">
      <h1>{t('chat.supportTitle')}</h1>
      <p>{t('chat.supportStartText')}</p>
      {error && <p role="alert">{error}</p>}
      <button type="button" className="button" disabled={busy} onClick={() => void start()}>
        {t('chat.startSupport')}
      </button>
    </section>
  );
}
