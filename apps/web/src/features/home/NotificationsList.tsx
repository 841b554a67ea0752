/**
 * The notifications list (consumer §2): only unread (default) or all, toggled from the header;
 * Read all only in unread mode with a nonzero count; swipe left 100 px marks read, swipe down
 * 100 px opens. Opening the list clears the bell's badge.
 */
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@tt/contract';
import { notificationsQuery } from './api/notifications';
import { useChangeNotifications } from './api/change-notifications';
import { errorText } from '../../lib/api/error-text';
import { formatMoment } from '../../lib/dates';
import { useToasts } from '../../components/Toasts';
import { useLive } from '../../lib/live/LiveProvider';
import { followAction } from '../../lib/live/follow-action';
import { notificationsKey } from '../../lib/live/query-keys';
import { Check, X } from 'lucide-react';

export const SWIPE_DISTANCE_PX = 100;
const DRAG_SLOP_PX = 10;

/**
 * A swipe of SWIPE_DISTANCE_PX on a list item: left calls onLeft (when given), down calls onDown. The
 * handlers go on the item; the click that may end a swipe must not open or act a second time.
 */
function useSwipe(onLeft: (() => void) | null, onDown: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: PointerEvent) => {
    start.current = last.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (!start.current) return;
    last.current = { x: e.clientX, y: e.clientY };
    // once it is a drag, keep its moves when the pointer leaves the item (not on a plain click:
    // a captured pointer's click would go to the item instead of the button pressed)
    const far = Math.abs(e.clientX - start.current.x) + Math.abs(e.clientY - start.current.y) > DRAG_SLOP_PX;
    if (far && !e.currentTarget.hasPointerCapture?.(e.pointerId)) {
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // an unknown pointer or no capture: moves over the item still count
      }
    }
  };
  const finish = (at: { x: number; y: number } | null) => {
    if (!start.current || !at) return;
    const dx = at.x - start.current.x;
    const dy = at.y - start.current.y;
    start.current = last.current = null;
    if (dx <= -SWIPE_DISTANCE_PX && onLeft) onLeft();
    else if (dy >= SWIPE_DISTANCE_PX) onDown();
    else return;
    swiped.current = true;
    // the click a browser may send comes in the same task as the pointerup; later clicks are real
    setTimeout(() => (swiped.current = false), 0);
  };
  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (e: PointerEvent) => finish({ x: e.clientX, y: e.clientY }),
    // a browser that takes the gesture over cancels the pointer without a pointerup: the last move counts
    onPointerCancel: () => finish(last.current),
    onClickCapture: (e: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}

function NotificationItem({
  note,
  onRead,
  onHide,
  onOpen,
}: {
  note: Notification;
  onRead(): void;
  onHide(): void;
  onOpen(): void;
}) {
  const { t, i18n } = useTranslation();
  // swipe left marks an unread one read, swipe down opens it
  const swipe = useSwipe(note.read ? null : onRead, onOpen);
  return (
    <li className={`notification${note.read ? '' : ' notification--unread'}`} {...swipe}>
      {note.image && <img src={note.image} alt="" width={56} height={56} />}
      <button type="button" className="notification__body" onClick={onOpen}>
        <strong>{note.title}</strong>
        <span>{note.body}</span>
        <time dateTime={note.created}>{formatMoment(note.created, i18n.language)}</time>
      </button>
      <span className="notification__actions">
        {!note.read && (
          <button type="button" className="icon-button" aria-label={t('notifications.markRead')} onClick={onRead}>
            <Check aria-hidden size={20} />
          </button>
        )}
        <button type="button" className="icon-button" aria-label={t('notifications.hide')} onClick={onHide}>
          <X aria-hidden size={20} />
        </button>
      </span>
    </li>
  );
}

export function NotificationsList({ close }: { close(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { clearBell, subscribe } = useLive();
  const [onlyUnread, setOnlyUnread] = useState(true);
  const list = useInfiniteQuery(notificationsQuery(onlyUnread));
  useEffect(() => clearBell(), [clearBell]);
  useEffect(
    () =>
      subscribe((payload) => {
        if (['notification', 'readNotification', 'readAllNotifications', 'hideNotification'].includes(payload.type))
          void client.invalidateQueries({ queryKey: notificationsKey });
      }),
    [subscribe, client],
  );

  const change = useChangeNotifications((err) => toasts.show(errorText(t, err), { icon: 'error' }));
  const notes = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <section className="notifications" aria-label={t('notifications.title')}>
      <header className="notifications__head">
        <h2>{t('notifications.title')}</h2>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={!onlyUnread}
          onClick={() => setOnlyUnread((v) => !v)}
        >
          {onlyUnread ? t('notifications.showAll') : t('notifications.showUnread')}
        </button>
        {onlyUnread && unread > 0 && (
          <button type="button" className="button button--ghost" onClick={() => change.mutate({ readAll: true })}>
            {t('notifications.readAll')}
          </button>
        )}
      </header>
      {list.error && <p role="alert">{errorText(t, list.error)}</p>}
      {list.data && notes.length === 0 && (
        <p className="muted">{onlyUnread ? t('notifications.noneNew') : t('notifications.none')}</p>
      )}
      <ul>
        {notes.map((note) => (
          <NotificationItem
            key={note.id}
            note={note}
            onRead={() => change.mutate({ read: [note.id] })}
            onHide={() => change.mutate({ hide: note.id })}
            onOpen={() => {
              if (!note.read) change.mutate({ read: [note.id] });
              close();
              followAction(note, navigate);
            }}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('notifications.more')}
        </button>
      )}
    </section>
  );
}
