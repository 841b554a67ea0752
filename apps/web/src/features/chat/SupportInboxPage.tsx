/**
 * /panel/support (feature team or admin): the support chats, newest event first, with what the
 * user wrote last and how much of it this staff member has not read; one opens beside the list
 * in the same chat view the user has, so staff can answer.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Chat, SupportChatRow } from '@tt/contract';
import { supportInboxKey, useSupportInbox } from './api/support-inbox';
import { errorText } from '../../lib/api/error-text';
import { Badge } from '../../components/Badge';
import { Preloader } from '../../components/Preloader';
import { ChatRoom } from './ChatRoom';
import { useLive } from '../../lib/live/LiveProvider';

const asChat = (row: SupportChatRow): Chat => ({
  uid: row.uid,
  kind: 'support',
  members: [{ relation: 'owner', data: { userId: row.userId, name: row.name || row.email } }],
  events: [],
  unread: row.unread,
});

export function SupportInboxPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { subscribe } = useLive();
  const [open, setOpen] = useState<SupportChatRow | null>(null);
  const inbox = useSupportInbox();
  // any message or read marker in a support chat changes the order or the counts
  useEffect(
    () =>
      subscribe(
        (p) =>
          (p.type === 'chatEvent' || p.type === 'chatRead') &&
          void client.invalidateQueries({ queryKey: supportInboxKey }),
      ),
    [subscribe, client],
  );

  if (inbox.isLoading) return <Preloader />;
  const rows = inbox.data?.data ?? [];
  return (
    <section className="support-inbox">
      <div className="support-inbox__list">
        <h1>{t('panel_support')}</h1>
        {inbox.error && <p role="alert">{errorText(t, inbox.error)}</p>}
        {/* an error instead of "no chats yet", never beside it (issue 25 point 12) */}
        {rows.length === 0 && !inbox.error && <p className="muted">{t('inbox.empty')}</p>}
        {rows.map((row) => (
          <button
            key={row.uid}
            type="button"
            className={`chat-preview${open?.uid === row.uid ? ' chat-preview--open' : ''}`}
            onClick={() => setOpen(row)}
          >
            <strong>{row.email}</strong>
            {row.visitor && <span className="muted">{t('support.inbox.byEmail')}</span>}
            {/* the address is only typed, never confirmed: which browser wrote tells two writers apart */}
            {row.browser && <span className="muted">{t('support.inbox.browser', { browser: row.browser })}</span>}
            <span className="chat-preview__last">{row.lastEvent?.data.text ?? t('chat.noMessages')}</span>
            <Badge count={row.unread} />
          </button>
        ))}
      </div>
      {open ? (
        <ChatRoom
          key={open.uid}
          chat={asChat(open)}
          title={open.visitor ? `${open.email} · ${t('support.inbox.byEmail')}` : open.email}
        />
      ) : (
        <p className="muted support-inbox__hint">{t('inbox.pick')}</p>
      )}
    </section>
  );
}
