/**
 * Marks a chat read (consumer §4): when an unread message by somebody else is at least half
 * visible, chat/read is sent after 3000 ms pending. Only such messages are observed.
 */
import { useCallback, useEffect, useRef } from 'react';
import { CHAT, type ChatEvent } from '@tt/contract';
import { api } from '../../lib/api/client';
import { useLive } from '../live/LiveProvider';

export const isUnreadForeign = (e: ChatEvent, me: number) => !e.read && e.creator !== me;

export function useReadMarking(room: string, me: number, onRead: (upTo: number) => void) {
  const { chatChanged } = useLive();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const newestSeen = useRef(0);
  const observer = useRef<IntersectionObserver | null>(null);
  // the page passes a new function each render; the pending timer must survive that
  const onReadNow = useRef(onRead);
  onReadNow.current = onRead;

  const send = useCallback(async () => {
    timer.current = null;
    const upTo = newestSeen.current;
    try {
      await api('chat/read', { ids: [room] });
      onReadNow.current(upTo);
      chatChanged({ read: room });
    } catch {
      // failing to mark read loses nothing: the next visible message tries again
    }
  }, [room, chatChanged]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          newestSeen.current = Math.max(newestSeen.current, Number((entry.target as HTMLElement).dataset.eventId ?? 0));
          if (!timer.current) timer.current = setTimeout(() => void send(), CHAT.readPendingMs);
        }
      },
      { threshold: CHAT.focusThreshold },
    );
    return () => {
      observer.current?.disconnect();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [send]);

  /** The ref for a message element: unread foreign messages are watched, others not. */
  return useCallback(
    (event: ChatEvent) => (el: HTMLElement | null) => {
      if (el && isUnreadForeign(event, me)) observer.current?.observe(el);
    },
    [me],
  );
}
