/** /chat: an id gives a normal chat, support=true the support chat, neither the bot story feed. */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { Preloader } from '../../components/Preloader';
import { useLive } from '../live/LiveProvider';
import { BotFeedPage } from './BotFeedPage';
import { ChatRoom } from './ChatRoom';
import { SupportChatPage } from './SupportChatPage';
import { memberNames } from './member-names';

function NormalChatPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { chats, synced } = useLive();
  const me = useAuth().profile?.info.id ?? -1;
  const chat = chats.get(id);
  if (!chat && !synced) return <Preloader />;
  if (!chat || chat.kind === 'bot') {
    return (
      <section className="chat-empty">
        <p role="alert">{t('errors.chatNotFound')}</p>
      </section>
    );
  }
  return <ChatRoom key={chat.uid} chat={chat} title={memberNames(chat, me, t)} />;
}

export function ChatPage() {
  const [params] = useSearchParams();
  if (params.get('support') === 'true') return <SupportChatPage />;
  const id = params.get('id');
  return id ? <NormalChatPage id={id} /> : <BotFeedPage />;
}
