/**
 * /res/files (consumer §7): the address of a story's picture; size "small" gives a thumbnail
 * (128 px wide, §9) made once beside the original.
 */
import { Story, UPLOAD } from '@tt/contract';
import type { MediaStore } from '../../media/store.js';
import { ApiProblem } from '../../errors.js';
import { loadSharp } from '../../providers/sharp.js';
import type { StudioModule } from '../studio/index.js';

const THUMB_WIDTH = UPLOAD.thumbnailPx[1];
/** Thumbnails being made, so concurrent first requests for one picture share the work. */
const making = new Map<string, Promise<void>>();

/** Makes the thumbnail once, in whichever store holds the media (another process may make it too: same bytes). */
async function makeThumbnail(media: MediaStore, folder: string, source: string, target: string): Promise<void> {
  if (await media.has(`${folder}/${target}`)) return;
  const original = await media.readKey(`${folder}/${source}`);
  if (!original) throw new ApiProblem(404, 'errors.notFound');
  const sharp = await loadSharp();
  const data = await sharp(original).resize({ width: THUMB_WIDTH }).webp({ quality: 70 }).toBuffer();
  await media.writeIn(folder, target, data);
}

/** The address of a published story's picture (`key`, else the cover), or of its thumbnail. */
export async function pictureUrl(
  { stories, media }: { stories: Pick<StudioModule, 'findPlayableStory'>; media: MediaStore },
  input: { id: string; key?: string; size?: string },
): Promise<{ url: string }> {
  const row = await stories.findPlayableStory(input.id);
  if (!row) throw new ApiProblem(404, 'errors.notFound');
  const story = Story.parse(row.data);
  const pictures = [story.cover, ...story.scenes.map((s) => s.image)].filter((p): p is string => !!p);
  const key = input.key ?? story.cover;
  if (!key || !pictures.includes(key)) throw new ApiProblem(404, 'errors.notFound');
  if (input.size !== 'small') return { url: `${story.basePath}${key}` };

  const folder = `stories/${row.taskUid}`;
  const small = `small-${key.replace(/\.\w+$/, '')}.webp`;
  const target = `${folder}/${small}`;
  let made = making.get(target);
  if (!made) {
    made = makeThumbnail(media, folder, key, small).finally(() => making.delete(target));
    making.set(target, made);
  }
  await made;
  return { url: `${story.basePath}${small}` };
}
