/**
 * Unread counts for the left menu badges. The chat and notification features report their
 * counts here; the menu only shows them.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface UnreadCounts {
  chats: number;
  stories: number;
}

interface UnreadValue extends UnreadCounts {
  setUnread(change: Partial<UnreadCounts>): void;
}

const UnreadContext = createContext<UnreadValue>({ chats: 0, stories: 0, setUnread: () => {} });

export function UnreadProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<UnreadCounts>({ chats: 0, stories: 0 });
  const value = useMemo<UnreadValue>(() => ({ ...counts, setUnread: (change) => setCounts((c) => ({ ...c, ...change })) }), [counts]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

export const useUnread = () => useContext(UnreadContext);
