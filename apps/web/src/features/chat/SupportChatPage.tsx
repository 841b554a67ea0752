/** /chat?support=true: the user's support chat, or a button that starts it. */
import { useTranslation } from 'react-i18next';
import { useCreateSupportChat } from './api/create-support-chat';
import { errorText } from '../../lib/api/error-text';
import { Preloader } from '../../components/Preloader';
import { useLive } from '../../lib/live/LiveProvider';
import { ChatRoom } from './ChatRoom';

export function SupportChatPage() {
  const { t } = useTranslation();
  const { chats, synced } = useLive();
  const start = useCreateSupportChat();
  // the store's copy follows sync (staff joining, for instance); the created one bridges until then
  const chat = [...chats.values()].find((c) => c.kind === 'support') ?? start.data;

  if (chat) return <ChatRoom key={chat.uid} chat={chat} title={t('chat.supportTitle')} />;
  if (!synced) return <Preloader />;
  return (
    <section className="chat-empty">
      <h1>{t('chat.supportTitle')}</h1>
      <p>{t('chat.supportStartText')}</p>
      {start.error && <p role="alert">{errorText(t, start.error)}</p>}
      <button type="button" className="button" disabled={start.isPending} onClick={() => start.mutate()}>
        {t('chat.startSupport')}
      </button>
    </section>
  );
}
