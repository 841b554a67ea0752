/**
 * A story made by the studio — news, words, pictures, voice, music — published, for tests that play or
 * show a real one. Making one costs tens of seconds of CPU, so within one `npm test` (which points
 * TT_STORY_CACHE at a folder of its own) the first file to ask for a story makes it and keeps it, and a
 * later file asking the same (the other database's run, another page) gets a copy: the same story row
 * in its own database and the same files in its own media folder. Without TT_STORY_CACHE (one file run
 * alone) every request is made. A test about the making itself calls the studio, not this.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AgeCluster, Locale, Story } from '@tt/contract';
import type { App } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { stories } from '../../src/db/schema.js';
import { findTask, upsertStory } from '../../src/modules/studio/repository.js';
import { waitUntil } from './wait.js';

export interface StoryRequest {
  locale: Locale;
  ageCluster: AgeCluster;
  seed: number;
  /** The news day (YYYY-MM-DD); today by default. */
  newsDate?: string;
}

interface Kept {
  story: Story;
  taskUid: string;
}

function storiesFolder(config: Config): string {
  if (config.media.kind !== 'folder') throw new Error('madeStory keeps stories of a folder media store only');
  return path.join(config.media.root, 'stories');
}

/** The studio's run, waited for until the story is published (the app needs AUTO_APPROVE=true). */
async function make(app: App, request: StoryRequest): Promise<Kept> {
  const { locale, ageCluster, seed, newsDate } = request;
  const task = await app.context.studio!.createTask(
    { type: 'tidingsStory', locale, ageCluster },
    newsDate ? { seed, newsDate } : { seed },
  );
  const uid = await waitUntil(async () => {
    const found = await findTask(app.context.db, task);
    return found?.status === 'approve' && found.storyUid;
  }, `the ${locale} story (seed ${seed})`);
  const [row] = await app.context.db.select().from(stories).where(eq(stories.uid, uid));
  return { story: row!.data as Story, taskUid: row!.taskUid };
}

/** Makes the story, or copies the one this run already made for the same request; returns its uid. */
export async function madeStory(app: App, config: Config, request: StoryRequest): Promise<string> {
  const cache = process.env.TT_STORY_CACHE;
  if (!cache) return (await make(app, request)).story.uid;
  const key = createHash('sha1').update(JSON.stringify(request)).digest('hex').slice(0, 16);
  const kept = path.join(cache, key);
  const media = storiesFolder(config);
  if (fs.existsSync(path.join(kept, 'story.json'))) {
    const { story, taskUid } = JSON.parse(fs.readFileSync(path.join(kept, 'story.json'), 'utf8')) as Kept;
    fs.cpSync(path.join(kept, 'media'), path.join(media, taskUid), { recursive: true });
    await upsertStory(app.context.db, story, taskUid, 'published');
    return story.uid;
  }
  const made = await make(app, request);
  // kept under a temporary name and renamed, so a run beside this one never reads half a story
  const partial = `${kept}.${process.pid}`;
  fs.cpSync(path.join(media, made.taskUid), path.join(partial, 'media'), { recursive: true });
  fs.writeFileSync(path.join(partial, 'story.json'), JSON.stringify(made));
  try {
    fs.renameSync(partial, kept);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true }); // another run kept the same request first
  }
  return made.story.uid;
}
