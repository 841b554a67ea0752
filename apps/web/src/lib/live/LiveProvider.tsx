/**
 * Everything that arrives without being asked for, while signed in: the sync loop (user info,
 * features, chats) and the real-time socket (chat events, read markers, notifications). Pages
 * read the chats and counts from here and subscribe to the raw messages they care about.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification, RealtimePayload } from '@tt/contract';
import { useAuth } from '../auth';
import { countUnreadNotifications } from '../api/notifications-list';
import { storage } from '../storage';
import { addEvent, markRead, mergeChats, unreadCounts, type ChatStore } from './chat-store';
import { RealtimeSocket } from './realtime-socket';
import { startSyncLoop } from './sync-loop';
import { notificationsKey, roomsKey } from './query-keys';

export interface UnreadCounts {
  chats: number;
  stories: number;
}

type PayloadListener = (payload: RealtimePayload) => void;

interface LiveValue {
  chats: ChatStore;
  /** The first sync answer has come: a chat missing from `chats` does not exist. */
  synced: boolean;
  unread: UnreadCounts;
  /** Notifications that arrived since the list was last opened (the bell's badge). */
  bell: number;
  clearBell(): void;
  /** Notifications waiting to be shown as a toast, the first one on screen. */
  toasts: Notification[];
  /** The toast on screen is done: show the next one. */
  toastDone(): void;
  /** Receives every real-time message; returns the unsubscribe. */
  subscribe(listener: PayloadListener): () => void;
  /** A chat this page just read or created, before sync reports it. */
  chatChanged(change: { read?: string }): void;
}

const empty: ChatStore = new Map();
const LiveContext = createContext<LiveValue>({
  chats: empty,
  synced: false,
  unread: { chats: 0, stories: 0 },
  bell: 0,
  clearBell: () => {},
  toasts: [],
  toastDone: () => {},
  subscribe: () => () => {},
  chatChanged: () => {},
});

export function LiveProvider({ children }: { children: ReactNode }) {
  const { status, profile, setProfile } = useAuth();
  const client = useQueryClient();
  const me = profile?.info.id ?? -1;
  const [chats, setChats] = useState<ChatStore>(empty);
  const [synced, setSynced] = useState(false);
  const [bell, setBell] = useState(0);
  const [toasts, setToasts] = useState<Notification[]>([]);
  const listeners = useRef(new Set<PayloadListener>());
  const meRef = useRef(me);
  meRef.current = me;
  const setProfileRef = useRef(setProfile);
  setProfileRef.current = setProfile;

  useEffect(() => {
    if (status !== 'in') {
      setChats(empty);
      setSynced(false);
      setBell(0);
      return;
    }
    const sync = startSyncLoop((answer) => {
      if (answer.chats) setChats((store) => mergeChats(store, answer.chats!));
      setSynced(true);
      if (answer.info && answer.features) setProfileRef.current({ info: answer.info, features: answer.features });
    });
    const countBell = () =>
      void countUnreadNotifications()
        .then(setBell)
        .catch(() => {});
    countBell();
    const apply = (payload: RealtimePayload) => {
      if (payload.type === 'chatEvent')
        setChats((store) => addEvent(store, payload.room, payload.event, meRef.current));
      if (payload.type === 'chatRead' && payload.reader === meRef.current)
        setChats((store) => markRead(store, payload.room));
      if (payload.type === 'notification') {
        setBell((n) => n + 1);
        setToasts((list) => [...list, payload.notification]);
      }
      listeners.current.forEach((listener) => listener(payload));
    };
    const socket = new RealtimeSocket(() => storage.token(), {
      onPayload: apply,
      // what was missed is gone from the server's log: reload it all through the calls
      onReset: () => {
        sync.resync(); // every chat with its last event and unread count, so the badges too
        countBell();
        void client.invalidateQueries({ queryKey: notificationsKey });
        void client.invalidateQueries({ queryKey: roomsKey }); // the open room's events
      },
    });
    socket.start();
    return () => {
      sync.stop();
      socket.stop();
    };
  }, [status, client]);

  const subscribe = useCallback((listener: PayloadListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const chatChanged = useCallback((change: { read?: string }) => {
    if (change.read) setChats((store) => markRead(store, change.read!));
  }, []);
  const clearBell = useCallback(() => setBell(0), []);
  const toastDone = useCallback(() => setToasts((list) => list.slice(1)), []);
  const value = useMemo<LiveValue>(
    () => ({ chats, synced, unread: unreadCounts(chats), bell, clearBell, toasts, toastDone, subscribe, chatChanged }),
    [chats, synced, bell, clearBell, toasts, toastDone, subscribe, chatChanged],
  );

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export const useLive = () => useContext(LiveContext);
