/**
 * A published story reaches its readers: one real-time message to the cohort's channel (never
 * one row per user), a notification for each user who asked for it, and Web Push to the
 * cohort's browsers in the background.
 */
import { localeOr, type AgeCluster } from '@tt/contract';
import { findUserById } from '../accounts/users.js';
import { findPlayableStory } from '../studio/stories.js';
import { notify, type NotifyDeps } from '../notifications/service.js';
import { notificationTexts } from '../notifications/texts.js';
import { channels } from '../realtime/log.js';
import { storyEvent, BOT_ROOM } from './bot-feed.js';

export async function announceStory(app: NotifyDeps, storyUid: string, requesters: number[]): Promise<void> {
  const story = await findPlayableStory(app.db, storyUid);
  if (!story) return;
  const everyAge = story.topic === 'aboutStory';
  const channel = everyAge ? channels.locale(story.locale) : channels.cohort(story.locale, story.ageCluster);
  await app.realtime.publish([
    { channel, payload: { type: 'chatEvent', room: BOT_ROOM, event: storyEvent(story, false) } },
  ]);

  const cover = (story.data as { cover?: string | null }).cover ?? null;
  const address = `/stories/${story.uid}`;
  for (const userId of new Set(requesters)) {
    const user = await findUserById(app.db, userId);
    if (!user) continue;
    const t = notificationTexts(user.locale);
    await notify(app, userId, {
      type: 'story',
      title: t.storyReadyTitle,
      body: t.storyReadyBody(story.title),
      image: cover,
      actions: [{ text: t.play, type: 'internalLink', address }],
    });
  }

  if (app.push) {
    const t = notificationTexts(story.locale);
    const cohort = { locale: localeOr(story.locale), cluster: story.ageCluster as AgeCluster };
    void app.push
      .sendToCohort(
        cohort,
        { title: t.newStoryTitle, body: story.title, url: address, icon: cover ?? undefined },
        everyAge,
      )
      .catch((err: Error) => console.warn(`Web Push for story ${story.uid} failed: ${err.message}`));
  }
}
