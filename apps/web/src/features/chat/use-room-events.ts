/**
 * A chat's events: pages of 10 from chat/events/get (newest first), plus what arrives live.
 * Returned oldest first, as a chat shows them.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CallOutput, ChatEvent } from '@tt/contract';
import { roomEventsQuery } from './api/room-events';
import { useLive } from '../../lib/live/LiveProvider';
import { roomKey } from '../../lib/live/query-keys';

type Page = CallOutput<'chat/events/get'>;

function withEvent(data: InfiniteData<Page, number | undefined> | undefined, event: ChatEvent) {
  if (!data || data.pages.some((p) => p.events.some((e) => e.id === event.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, events: [event, ...first!.events] }, ...rest] };
}

function mapEvents(data: InfiniteData<Page, number | undefined> | undefined, change: (e: ChatEvent) => ChatEvent) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, events: p.events.map(change) })) };
}

export function useRoomEvents(room: string, me: number) {
  const client = useQueryClient();
  const { subscribe } = useLive();
  const query = useInfiniteQuery(roomEventsQuery(room));

  const add = useCallback(
    (event: ChatEvent) =>
      client.setQueryData(roomKey(room), (d: InfiniteData<Page, number | undefined> | undefined) =>
        withEvent(d, event),
      ),
    [client, room],
  );
  /** Everything up to eventId counts as read: mine when someone else read it, theirs when I did. */
  const readUpTo = useCallback(
    (eventId: number, mine: boolean) =>
      client.setQueryData(roomKey(room), (d: InfiniteData<Page, number | undefined> | undefined) =>
        mapEvents(d, (e) => ((e.creator === me) === mine && (e.id ?? 0) <= eventId ? { ...e, read: true } : e)),
      ),
    [client, room, me],
  );

  useEffect(
    () =>
      subscribe((payload) => {
        if (payload.type === 'chatEvent' && payload.room === room) add(payload.event);
        if (payload.type === 'chatRead' && payload.room === room) readUpTo(payload.eventId, payload.reader !== me);
      }),
    [subscribe, room, me, add, readUpTo],
  );

  const events = useMemo(() => (query.data?.pages.flatMap((p) => p.events) ?? []).slice().reverse(), [query.data]);
  return { query, events, add, readUpTo };
}
