/** /chats: one preview per chat, newest event first (consumer §2 Chats list). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@tt/contract';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { Badge } from '../../components/Badge';
import { Preloader } from '../../components/Preloader';
import { sortedChats } from '../../lib/live/chat-store';
import { useLive } from '../../lib/live/LiveProvider';
import { memberNames } from './member-names';

function lastLine(chat: Chat, t: (key: string) => string): string {
  const last = chat.events[0];
  if (!last) return t('chat.noMessages');
  if (last.data.type === 'story') return t('chat.storyPlaceholder');
  return last.data.text ?? '';
}

export function chatLink(chat: Chat): string {
  if (chat.kind === 'support') return paths.supportChat;
  if (chat.kind === 'bot') return paths.chat;
  return `${paths.chat}?id=${encodeURIComponent(chat.uid)}`;
}

export function ChatsListPage() {
  const { t } = useTranslation();
  const { chats, synced } = useLive();
  const { profile } = useAuth();
  const me = profile?.info.id ?? -1;
  if (!synced) return <Preloader />;
  const list = sortedChats(chats, !!profile?.features.includes('news'));
  return (
    <section className="chats-list">
      <h1>{t('menu.chats')}</h1>
      {list.length === 0 && <p className="muted">{t('chat.noChats')}</p>}
      {list.map((chat) => (
        <Link key={chat.uid} to={chatLink(chat)} className="chat-preview">
          <strong>{memberNames(chat, me, t)}</strong>
          <span className="chat-preview__last">{lastLine(chat, t)}</span>
          <Badge count={chat.unread ?? 0} />
        </Link>
      ))}
    </section>
  );
}
