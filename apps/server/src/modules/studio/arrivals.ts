/**
 * A published story reaches its readers: one real-time message to the cohort's channel (never
 * one row per user), a notification for each user who asked for it, and Web Push to the
 * cohort's browsers in the background.
 */
import { localeOr, type AgeCluster, type ChatEvent } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { NotificationsModule } from '../notifications/index.js';
import { notificationTexts } from '../notifications/index.js';
import type { PushModule } from '../push/index.js';
import { channels, type RealtimeModule } from '../realtime/index.js';
import type { UsersModule } from '../users/index.js';
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
  realtime: Pick<RealtimeModule, 'publish'>;
  notifications: Pick<NotificationsModule, 'notify'>;
  users: Pick<UsersModule, 'findUserById'>;
  push: Pick<PushModule, 'sendToCohort'>;
}

export async function announceStory(deps: ArrivalDeps, storyUid: string, requesters: number[]): Promise<void> {
  const story = await findPlayableStory(deps.db, storyUid);
  if (!story) return;
  const everyAge = story.topic === 'aboutStory';
  const channel = everyAge ? channels.locale(story.locale) : channels.cohort(story.locale, story.ageCluster);
  await deps.realtime.publish([
    { channel, payload: { type: 'chatEvent', room: BOT_ROOM, event: storyEvent(story, false) } },
  ]);

  const cover = (story.data as { cover?: string | null }).cover ?? null;
  const address = `/stories/${story.uid}`;
  for (const userId of new Set(requesters)) {
    const user = await deps.users.findUserById(userId);
    if (!user) continue;
    const t = notificationTexts(user.locale);
    await deps.notifications.notify(userId, {
      type: 'story',
      title: t.storyReadyTitle,
      body: t.storyReadyBody(story.title),
      image: cover,
      actions: [{ text: t.play, type: 'internalLink', address }],
    });
  }

  const t = notificationTexts(story.locale);
  const cohort = { locale: localeOr(story.locale), cluster: story.ageCluster as AgeCluster };
  void deps.push
    .sendToCohort(
      cohort,
      { title: t.newStoryTitle, body: story.title, url: address, icon: cover ?? undefined },
      everyAge,
    )
    .catch((err: Error) => console.warn(`Web Push for story ${story.uid} failed: ${err.message}`));
}
