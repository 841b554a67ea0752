/**
 * A support or normal chat (consumer §2, §4): messages oldest first with earlier pages on demand,
 * opened at the first unread message or the end, read marking, and the message box. A failed
 * send puts the text back and shows the error (the send's mutation holds it).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@tt/contract';
import { useAuth } from '../../lib/auth';
import { useSendMessage } from './api/send-message';
import { errorText } from '../../lib/api/error-text';
import { Preloader } from '../../components/Preloader';
import { MessageBubble } from './MessageBubble';
import { MessageInput } from './MessageInput';
import { isUnreadForeign, useReadMarking } from './use-read-marking';
import { useRoomEvents } from './use-room-events';
import { useOpenPosition } from './use-open-position';

const newUid = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

export function ChatRoom({ chat, title }: { chat: Chat; title: string }) {
  const { t } = useTranslation();
  const me = useAuth().profile?.info.id ?? -1;
  const { query, events, add, readUpTo } = useRoomEvents(chat.uid, me);
  const [draft, setDraft] = useState('');
  const sending = useSendMessage();
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // the last failed send: it may have been stored all the same, so the same text goes again under the same id
  const failed = useRef<{ text: string; uid: string } | null>(null);
  const ready = useOpenPosition(!!query.data, list, end);
  const watch = useReadMarking(chat.uid, me, (upTo) => readUpTo(upTo, false), ready);
  const names = new Map(
    chat.members.map((m) => [m.data.userId, m.relation === 'staff' ? t('chat.supportTeam') : (m.data.name ?? '')]),
  );

  const send = async (text: string) => {
    setDraft('');
    const uid = failed.current?.text === text ? failed.current.uid : newUid();
    // every send's own outcome (not only the latest's): two quick messages both land in the list
    try {
      const answer = await sending.mutateAsync({ room: chat.uid, uid, text });
      failed.current = null;
      answer.events.forEach(add);
      requestAnimationFrame(() => end.current?.scrollIntoView?.({ block: 'end' }));
    } catch {
      failed.current = { text, uid };
      setDraft((current) => current || text);
    }
  };

  if (query.isLoading) return <Preloader />;
  return (
    <section className="chat-room" aria-label={title}>
      <h1 className="chat-room__title">{title}</h1>
      <div className="chat-room__messages" ref={list}>
        {query.hasNextPage && (
          <button
            type="button"
            className="button button--ghost"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('chat.earlierMessages')}
          </button>
        )}
        {!query.hasNextPage && chat.kind === 'support' && (
          <div className="bubble bubble--system">{t('chat.supportIntro')}</div>
        )}
        {events.length === 0 && <p className="muted">{t('chat.noMessages')}</p>}
        {events.map((event) => (
          <MessageBubble
            key={event.uid}
            ref={isUnreadForeign(event, me) ? watch(event) : undefined}
            event={event}
            mine={event.creator === me}
            author={
              event.creator !== me
                ? // a visitor's message (support page) has no creator: the staff inbox names it as member 0
                  (names.get(event.creator ?? 0) ?? (chat.kind === 'support' ? t('chat.supportTeam') : undefined))
                : undefined
            }
          />
        ))}
        <div ref={end} className="chat-room__end" />
      </div>
      <MessageInput
        value={draft}
        onChange={setDraft}
        onSend={(text) => void send(text)}
        error={sending.error && errorText(t, sending.error)}
      />
    </section>
  );
}
