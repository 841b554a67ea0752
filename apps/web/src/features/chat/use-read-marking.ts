/**
 * Marks a chat read (consumer §4): when an unread message by somebody else is at least half
 * visible, chat/read is sent after 3000 ms pending. Only such messages are observed, and each
 * one only until it has been seen, so a message never asks for chat/read twice.
 */
import { useCallback, useEffect, useRef } from 'react';
import { CHAT, type ChatEvent } from '@tt/contract';
import { useMarkRoomRead } from './api/mark-read';
import { useLive } from '../../lib/live/LiveProvider';

export const isUnreadForeign = (e: ChatEvent, me: number) => !e.read && e.creator !== me;

/** `ready` false holds the watching back (the room is still jumping to where it opens). */
export function useReadMarking(room: string, me: number, onRead: (upTo: number) => void, ready = true) {
  const { chatChanged } = useLive();
  const { mutateAsync: markRoomRead } = useMarkRoomRead();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const newestSeen = useRef(0);
  // ids already seen half visible: their elements are not watched again on later renders
  const seen = useRef(new Set<number>());
  const observer = useRef<IntersectionObserver | null>(null);
  // the unread foreign message elements on the page, watched or already seen
  const mounted = useRef(new Set<HTMLElement>());
  // the page passes a new function each render; the pending timer must survive that
  const onReadNow = useRef(onRead);
  onReadNow.current = onRead;

  const send = useCallback(async () => {
    timer.current = null;
    const upTo = newestSeen.current;
    try {
      await markRoomRead(room);
      onReadNow.current(upTo);
      chatChanged({ read: room });
    } catch {
      // nothing is lost: what was seen and is still unread is watched again
      seen.current.clear();
      mounted.current.forEach((el) => observer.current?.observe(el));
    }
  }, [room, chatChanged, markRoomRead]);

  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // isIntersecting is true at any visible fraction: the spec asks for half
          if (entry.intersectionRatio < CHAT.focusThreshold) continue;
          const id = Number((entry.target as HTMLElement).dataset.eventId ?? 0);
          watcher.unobserve(entry.target);
          seen.current.add(id);
          newestSeen.current = Math.max(newestSeen.current, id);
          if (!timer.current) timer.current = setTimeout(() => void send(), CHAT.readPendingMs);
        }
      },
      { threshold: [0, CHAT.focusThreshold] },
    );
    observer.current = watcher;
    // elements rendered before the room was ready
    mounted.current.forEach((el) => seen.current.has(Number(el.dataset.eventId ?? 0)) || watcher.observe(el));
    return () => {
      watcher.disconnect();
      observer.current = null;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [send, ready]);

  /** The ref for a message element: unread foreign messages are watched until seen, others not. */
  return useCallback(
    (event: ChatEvent) => (el: HTMLElement | null) => {
      if (!el || !isUnreadForeign(event, me)) return;
      mounted.current.add(el);
      if (!seen.current.has(event.id ?? 0)) observer.current?.observe(el);
      return () => {
        mounted.current.delete(el);
        observer.current?.unobserve(el);
      };
    },
    [me],
  );
}
