/**
 * /res/files (consumer §7): the address of a story's picture; size "small" gives a thumbnail
 * (128 px wide, §9) made once beside the original.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Story, UPLOAD } from '@tt/contract';
import type { Handlers } from '../../context.js';
import { ApiProblem } from '../../plugins/problem.js';
import { loadSharp } from '../../providers/sharp.js';
import { mediaRoot } from '../studio/setup.js';
import { findPlayableStory } from '../studio/stories.js';

const THUMB_WIDTH = UPLOAD.thumbnailPx[1];
/** Thumbnails being made, so concurrent first requests for one picture share the work. */
const making = new Map<string, Promise<void>>();

async function makeThumbnail(source: string, target: string): Promise<void> {
  if (
    await fs.stat(target).then(
      () => true,
      () => false,
    )
  )
    return;
  const sharp = await loadSharp();
  const data = await sharp(source).resize({ width: THUMB_WIDTH }).webp({ quality: 70 }).toBuffer();
  // A temporary name of its own: another process may be writing the same thumbnail.
  const tmp = `${target}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, target);
}

export const fileHandlers: Handlers = {
  'res/files': async (input, ctx) => {
    const row = await findPlayableStory(ctx.app.db, input.id);
    if (!row) throw new ApiProblem(404, 'errors.notFound');
    const story = Story.parse(row.data);
    const pictures = [story.cover, ...story.scenes.map((s) => s.image)].filter((p): p is string => !!p);
    const key = input.key ?? story.cover;
    if (!key || !pictures.includes(key)) throw new ApiProblem(404, 'errors.notFound');
    if (input.size !== 'small') return { url: `${story.basePath}${key}` };

    const dir = path.join(mediaRoot(ctx.app.config.dataDir), 'stories', row.taskUid);
    const small = `small-${key.replace(/\.\w+$/, '')}.webp`;
    const target = path.join(dir, small);
    let made = making.get(target);
    if (!made) {
      made = makeThumbnail(path.join(dir, key), target).finally(() => making.delete(target));
      making.set(target, made);
    }
    await made;
    return { url: `${story.basePath}${small}` };
  },
};
