/** /chat: an id gives a normal chat, support=true the support chat, neither the bot story feed. */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MessageCircleOff } from 'lucide-react';
import { CHAT } from '@tt/contract';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { Preloader } from '../../components/Preloader';
import { useLive } from '../../lib/live/LiveProvider';
import { BotFeedPage } from './BotFeedPage';
import { ChatRoom } from './ChatRoom';
import { SupportChatPage } from './SupportChatPage';
import { memberNames } from './member-names';

function NormalChatPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { chats, synced } = useLive();
  const { profile } = useAuth();
  const me = profile?.info.id ?? -1;
  const found = chats.get(id);
  const chat = found?.kind === 'bot' ? undefined : found;
  // a chat just made (a link from a notification, say) may reach this device a sync later:
  // it is looked for CHAT.chatIdRetryMs more before "Chat not found"
  const [gaveUp, setGaveUp] = useState(false);
  const missing = synced && !chat;
  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => setGaveUp(true), CHAT.chatIdRetryMs);
    return () => clearTimeout(timer);
  }, [missing]);
  if (!chat && !gaveUp) return <Preloader />;
  if (!chat) {
    // a page of its own, as the 404 is, with the way on (issue 26 §7)
    const chatsList = profile?.features.includes('chats');
    return (
      <section className="card center chat-missing">
        <div className="big-emoji" aria-hidden>
          <MessageCircleOff size={72} strokeWidth={1.5} />
        </div>
        <h1>{t('errors.chatNotFound')}</h1>
        <p>{t('chat.notFoundText')}</p>
        <Link to={chatsList ? paths.chats : paths.home} className="button">
          {chatsList ? t('chat.backToChats') : t('common.backHome')}
        </Link>
      </section>
    );
  }
  return <ChatRoom key={chat.uid} chat={chat} title={memberNames(chat, me, t)} />;
}

export function ChatPage() {
  const [params] = useSearchParams();
  if (params.get('support') === 'true') return <SupportChatPage />;
  const id = params.get('id');
  return id ? <NormalChatPage key={id} id={id} /> : <BotFeedPage />;
}
