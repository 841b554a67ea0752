/**
 * Where a chat opens (consumer §4): at the first unread message by somebody else, else at the
 * end. The room counts as ready CHAT.readyDelayMs (200 ms) after that jump: messages that only
 * flashed past while it settled are not taken as read.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { CHAT } from '@tt/contract';

export function useOpenPosition(
  loaded: boolean,
  container: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
): boolean {
  const opened = useRef(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    if (!opened.current) {
      opened.current = true;
      const firstUnread = container.current?.querySelector('[data-unread="true"]');
      (firstUnread ?? end.current)?.scrollIntoView?.({ block: firstUnread ? 'center' : 'end' });
    }
    const timer = setTimeout(() => setReady(true), CHAT.readyDelayMs);
    return () => clearTimeout(timer);
  }, [loaded, container, end]);
  return ready;
}
