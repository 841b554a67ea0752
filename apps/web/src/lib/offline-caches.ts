/** The Cache Storage names shared by the page (offline-stories.ts) and the service worker (sw.ts). */
export const SAVED_CACHE = 'tt-saved-stories-v1';
export const RECENT_CACHE = 'tt-recent-stories-v1';
/** Saved first: a story both saved and recent is answered from the saved copy. */
export const OFFLINE_CACHES = [SAVED_CACHE, RECENT_CACHE] as const;
