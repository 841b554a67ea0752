/** chat/events/get: a room's events, a page of CHAT.pageSize at a time, newest first. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { CHAT } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { roomKey } from '../../../lib/live/query-keys';

/** `before` is the id of the oldest event already shown; none gives the newest page. */
export const getRoomEvents = (room: string, before?: number) =>
  api('chat/events/get', { roomid: room, count: CHAT.pageSize, ...(before ? { from: before } : {}) });

export const roomEventsQuery = (room: string) =>
  infiniteQueryOptions({
    queryKey: roomKey(room),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => getRoomEvents(room, pageParam),
    getNextPageParam: (last) => (last.end ? undefined : last.events.at(-1)?.id),
  });
