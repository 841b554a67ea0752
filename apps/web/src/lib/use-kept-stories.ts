/**
 * The stories kept on this device (decision 034), read again whenever they change: `null` while
 * they are being read. Used by the profile's offline section and the home's offline shelf.
 */
import { useEffect, useState } from 'react';
import { onOfflineChange, recentStories, savedStories, type OfflineStory } from './offline-stories';

export interface KeptStories {
  saved: OfflineStory[];
  recent: OfflineStory[];
}

export function useKeptStories(): KeptStories | null {
  const [kept, setKept] = useState<KeptStories | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void Promise.all([savedStories(), recentStories()]).then(([saved, recent]) => {
        if (live) setKept({ saved, recent });
      });
    read();
    const stop = onOfflineChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return kept;
}
