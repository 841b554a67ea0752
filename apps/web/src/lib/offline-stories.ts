/**
 * Stories kept for playing without a network (decision 034), in Cache Storage:
 * - "saved": the ones a parent saved for offline, kept until removed;
 * - "recent": the last RECENT_KEEP stories played, replaced as new ones are played.
 * Each story is its data (kept under a /offline/stories/<uid>.json key with when and how many
 * bytes) and every picture and sound it uses, fetched whole (no Range) so that the service worker
 * (sw.ts) can answer the Range requests of <audio> and <video> from the full file.
 */
import type { Story } from '@tt/contract';
import { RECENT_CACHE, SAVED_CACHE } from './offline-caches';
import { inTurn } from './in-turn';

export type OfflineKind = 'saved' | 'recent';
export const RECENT_KEEP = 5;

export interface OfflineStory {
  uid: string;
  title: string;
  cover: string | null;
  savedAt: string;
  /** Bytes of the data and media together. */
  bytes: number;
}

interface Entry extends OfflineStory {
  story: Story;
  media: string[];
}

const cacheName = (kind: OfflineKind) => (kind === 'saved' ? SAVED_CACHE : RECENT_CACHE);
const dataKey = (uid: string) => `/offline/stories/${encodeURIComponent(uid)}.json`;
const isDataKey = (url: string) => new URL(url, location.origin).pathname.startsWith('/offline/stories/');

export const offlineSupported = () => typeof caches !== 'undefined' && typeof fetch !== 'undefined';

/** Every picture and sound the story plays, as the player asks for them. */
export function storyMedia(story: Story): string[] {
  const paths = [
    story.cover,
    story.audio?.path,
    story.backgroundaudio,
    ...story.scenes.flatMap((s) => [s.image, s.video, s.audio]),
    ...story.footnotes.flatMap((f) => [f.image, f.audio?.path]),
  ];
  return [...new Set(paths.filter((p): p is string => !!p).map((p) => `${story.basePath}${p}`))];
}

async function readEntry(cache: Cache, uid: string): Promise<Entry | null> {
  const hit = await cache.match(dataKey(uid));
  return hit ? ((await hit.json()) as Entry) : null;
}

async function entries(kind: OfflineKind): Promise<Entry[]> {
  if (!offlineSupported()) return [];
  const cache = await caches.open(cacheName(kind));
  const keys = (await cache.keys()).filter((r) => isDataKey(r.url));
  const all = await Promise.all(keys.map(async (k) => (await (await cache.match(k))?.json()) as Entry | undefined));
  return all.filter((e): e is Entry => !!e).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Fetches the story's media whole and keeps it with the story's data. */
async function put(kind: OfflineKind, story: Story): Promise<OfflineStory> {
  const cache = await caches.open(cacheName(kind));
  const media = storyMedia(story);
  let bytes = 0;
  // a played story's copy is made while it plays, one file at a time so as not to hold up its page; a
  // parent who pressed "save" waits for it, so its files come four at a time
  await inTurn(
    media.map((url) => async () => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      // the body goes to the cache as it comes, never through the page's script (issue 32 §6: reading
      // each file into a Blob here was hundreds of ms of a phone's main thread as the story began)
      const length = Number(response.headers.get('content-length'));
      await cache.put(url, response);
      bytes += length > 0 ? length : ((await (await cache.match(url))?.blob())?.size ?? 0);
    }),
    kind === 'recent' ? 1 : 4,
  );
  const entry: Entry = {
    uid: story.uid,
    title: story.title,
    cover: story.cover ? `${story.basePath}${story.cover}` : null,
    savedAt: new Date().toISOString(),
    bytes: 0,
    story,
    media,
  };
  const data = JSON.stringify(entry);
  entry.bytes = bytes + data.length;
  await cache.put(
    dataKey(story.uid),
    new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }),
  );
  return summary(entry);
}

const summary = ({ uid, title, cover, savedAt, bytes }: Entry): OfflineStory => ({ uid, title, cover, savedAt, bytes });

/** Removes the story's data and the media no other story in that cache uses. */
async function drop(kind: OfflineKind, uid: string): Promise<void> {
  const cache = await caches.open(cacheName(kind));
  const entry = await readEntry(cache, uid);
  if (!entry) return;
  const others = new Set((await entries(kind)).filter((e) => e.uid !== uid).flatMap((e) => e.media));
  await Promise.all(entry.media.filter((m) => !others.has(m)).map((m) => cache.delete(m)));
  await cache.delete(dataKey(uid));
}

export const saveForOffline = (story: Story) => put('saved', story).finally(notify);
export const removeSaved = (uid: string) => drop('saved', uid).finally(notify);
export const savedStories = async () => (await entries('saved')).map(summary);
export const recentStories = async () => (await entries('recent')).map(summary);

export async function isSaved(uid: string): Promise<boolean> {
  if (!offlineSupported()) return false;
  return !!(await (await caches.open(SAVED_CACHE)).match(dataKey(uid)));
}

/** A played story joins the recent ones; the oldest beyond RECENT_KEEP leave. Failures are only logged. */
export async function rememberPlayed(story: Story): Promise<void> {
  if (!offlineSupported()) return;
  try {
    await put('recent', story);
    const old = (await entries('recent')).slice(RECENT_KEEP);
    for (const e of old) await drop('recent', e.uid);
  } catch (err) {
    console.warn('could not keep the story for offline', err);
  } finally {
    notify();
  }
}

/** The story's data when it is kept (saved or recent), for playing with no network. */
export async function offlineStory(uid: string): Promise<Story | null> {
  if (!offlineSupported()) return null;
  for (const kind of ['saved', 'recent'] as const) {
    const entry = await readEntry(await caches.open(cacheName(kind)), uid);
    if (entry) return entry.story;
  }
  return null;
}

/** Forgets every kept story (sign-out, or the parent's "remove all"). */
export async function clearOffline(): Promise<void> {
  if (!offlineSupported()) return;
  await Promise.all([caches.delete(SAVED_CACHE), caches.delete(RECENT_CACHE)]);
  notify();
}

const listeners = new Set<() => void>();
/** Called whenever kept stories change, so lists and buttons can read them again. */
export function onOfflineChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
function notify() {
  listeners.forEach((l) => l());
}
