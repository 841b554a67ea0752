/**
 * /res/files (consumer §7): the address of a story's picture; size "small" gives a thumbnail
 * (128 px wide, §9) made once beside the original.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Story, UPLOAD } from '@tt/contract';
import type { Handlers } from '../../context.js';
import { ApiProblem } from '../../plugins/problem.js';
import { mediaRoot } from '../studio/setup.js';
import { findStory } from '../studio/repository.js';

const THUMB_WIDTH = UPLOAD.thumbnailPx[1];

export const fileHandlers: Handlers = {
  'res/files': async (input, ctx) => {
    const row = await findStory(ctx.app.db, input.id);
    if (!row || row.status !== 'published') throw new ApiProblem(404, 'errors.notFound');
    const story = Story.parse(row.data);
    const pictures = [story.cover, ...story.scenes.map((s) => s.image)].filter((p): p is string => !!p);
    const key = input.key ?? story.cover;
    if (!key || !pictures.includes(key)) throw new ApiProblem(404, 'errors.notFound');
    if (input.size !== 'small') return { url: `${story.basePath}${key}` };

    const dir = path.join(mediaRoot(ctx.app.config.dataDir), 'stories', row.taskUid);
    const small = `small-${key.replace(/\.\w+$/, '')}.webp`;
    const target = path.join(dir, small);
    const exists = await fs.stat(target).then(() => true, () => false);
    if (!exists) {
      const data = await sharp(path.join(dir, key)).resize({ width: THUMB_WIDTH }).webp({ quality: 70 }).toBuffer();
      await fs.writeFile(`${target}.tmp`, data);
      await fs.rename(`${target}.tmp`, target);
    }
    return { url: `${story.basePath}${small}` };
  },
};
