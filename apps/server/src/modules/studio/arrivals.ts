/**
 * A published story reaches its readers: one real-time message to the cohort's channel (never
 * one row per user), a notification for each user who asked for it — both in the transaction that
 * publishes it, so a crash cannot publish a story unannounced — and, once committed, Web Push to
 * the cohort's browsers in the background.
 */
import { localeOr, type AgeCluster, type ChatEvent } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { NotificationsModule } from '../notifications/index.js';
import { notificationTexts } from '../notifications/index.js';
import type { PushModule } from '../push/index.js';
import { channels, withLog, type LoggedTx } from '../realtime/index.js';
import { parentLocaleOf, type UsersModule } from '../users/index.js';
import type { FeedStoryRow } from './repositories/feed.js';
import { findPlayableStory } from './stories.js';

/** The room id of the bot chat, whose feed is the cohort's published stories (chat/bot-feed.ts). */
export const BOT_ROOM = 'bot';

/** A published story as an event of the bot feed: its id is the story's publish seq. */
export function storyEvent(row: FeedStoryRow, read: boolean): ChatEvent {
  return {
    id: row.publishSeq ?? 0,
    uid: `story-${row.uid}`,
    type: 'message',
    creator: null,
    read,
    date: (row.publishedAt ?? new Date()).toISOString(),
    data: { type: 'story', story: row.uid },
  };
}

export interface ArrivalDeps {
  db: Db;
  notifications: Pick<NotificationsModule, 'notify'>;
  users: Pick<UsersModule, 'findUserById'>;
  push: Pick<PushModule, 'sendToCohort'>;
}

/** The writes of an announcement, made in the publishing transaction. */
export type Announcement = (storyUid: string, scope: LoggedTx) => Promise<void>;

/**
 * Reads what announcing needs before the publishing transaction (the requesters' languages: on
 * PGlite a transaction holds the one connection), and returns the writes to make inside it.
 */
export async function prepareAnnouncement(deps: ArrivalDeps, requesters: number[]): Promise<Announcement> {
  const readers: { id: number; locale: string | null }[] = [];
  for (const userId of new Set(requesters)) {
    const user = await deps.users.findUserById(userId);
    if (user) readers.push({ id: user.id, locale: parentLocaleOf(user, null) }); // the parent reads the notice
  }
  return async (storyUid, scope) => {
    const story = await findPlayableStory(scope.tx, storyUid);
    if (!story) return;
    const everyAge = story.topic === 'aboutStory';
    const channel = everyAge ? channels.locale(story.locale) : channels.cohort(story.locale, story.ageCluster);
    scope.log({ channel, payload: { type: 'chatEvent', room: BOT_ROOM, event: storyEvent(story, false) } });

    const cover = (story.data as { cover?: string | null }).cover ?? null;
    const address = `/stories/${story.uid}`;
    for (const reader of readers) {
      const t = notificationTexts(reader.locale);
      await deps.notifications.notify(
        reader.id,
        {
          type: 'story',
          title: t.storyReadyTitle,
          body: t.storyReadyBody(story.title),
          image: cover,
          actions: [{ text: t.play, type: 'internalLink', address }],
        },
        scope,
      );
    }

    const t = notificationTexts(story.locale);
    const cohort = { locale: localeOr(story.locale), cluster: story.ageCluster as AgeCluster };
    // in the background: a cohort's browsers are sent to 500 at a time
    scope.afterCommit(async () => {
      void deps.push
        .sendToCohort(
          cohort,
          { title: t.newStoryTitle, body: story.title, url: address, icon: cover ?? undefined },
          everyAge,
        )
        .catch((err: Error) => console.warn(`Web Push for story ${story.uid} failed: ${err.message}`));
    });
  };
}

/** Announces a story already published (the benchmark): its messages in a transaction of their own. */
export async function announceStory(deps: ArrivalDeps, storyUid: string, requesters: number[]): Promise<void> {
  const announce = await prepareAnnouncement(deps, requesters);
  await withLog(deps.db, (scope) => announce(storyUid, scope));
}
