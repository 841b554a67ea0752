/**
 * A published story without running the studio: its row goes in through the studio repository,
 * and its media are small real files (pictures sharp can read, a few bytes of "audio").
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Story } from '@tt/contract';
import type { Db } from '../../src/db/client.js';
import { MediaStore } from '../../src/media/store.js';
import { upsertStory } from '../../src/modules/studio/repository.js';

export interface StoryOptions {
  topic?: 'news' | 'aboutStory';
  locale?: string;
  ageCluster?: string;
  /** The news day the story tells; today by default. */
  date?: string;
  title?: string;
  /** The two scenes' texts (the story's content). */
  texts?: [string, string];
  /** The news item told, shared with its telling in the other language. */
  newsKey?: string;
}

const picture = (red: number) =>
  sharp({ create: { width: 512, height: 384, channels: 3, background: { r: red, g: 120, b: 200 } } })
    .webp()
    .toBuffer();

/** Inserts a published story with two scenes, a cover and voice-overs on disk; returns its uid. */
export async function insertPublishedStory(db: Db, media: MediaStore, options: StoryOptions = {}): Promise<string> {
  const taskUid = `t-${randomBytes(6).toString('hex')}`;
  const uid = `s-${randomBytes(6).toString('hex')}`;
  const files: [string, Buffer][] = [
    ['cover-a0.webp', await picture(10)],
    ['scene-1.webp', await picture(90)],
    ['scene-2.webp', await picture(170)],
    ['voice-1.mp3', randomBytes(4096)],
    ['voice-2.mp3', randomBytes(4096)],
  ];
  for (const [name, data] of files) await media.write(taskUid, name, data);
  const texts = options.texts ?? [
    'A little fox found a big red kite.',
    'The kite flew over the hill and the fox waved.',
  ];
  const story: Story = {
    uid,
    title: options.title ?? 'The fox and the kite',
    cover: 'cover-a0.webp',
    date: options.date ?? new Date().toISOString().slice(0, 10),
    topic: options.topic ?? 'news',
    locale: options.locale ?? 'en',
    ageCluster: options.ageCluster ?? '4to5',
    duration: 8,
    basePath: MediaStore.basePath(taskUid),
    scenes: texts.map((text, i) => ({
      image: `scene-${i + 1}.webp`,
      video: null,
      title: null,
      text,
      start: i * 4,
      end: (i + 1) * 4,
      duration: 4,
      audio: `voice-${i + 1}.mp3`,
      audioDuration: 3,
      words: [],
    })),
    content: texts.join('\n\n'),
    audio: null,
    backgroundaudio: null,
    footnotes: [],
    ...(options.newsKey ? { newsKey: options.newsKey } : {}),
  };
  await upsertStory(db, story, taskUid, 'published');
  return uid;
}
