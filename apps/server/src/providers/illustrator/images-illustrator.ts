/** The real illustrator: an OpenAI-compatible images endpoint (b64_json), converted to WebP. */
import { loadSharp } from '../sharp.js';
import { postJson, ProviderError, type Endpoint } from '../openai/client.js';
import type { CharacterSheet, DraftScene, IllustratorProvider, NewsItem, Picture, StoryDraft } from '../types.js';
import { NARRATOR } from '../writer/phrases.js';
import { authoredSpecs } from './authored.js';
import { specPrompt } from './spec-text.js';

/** One style and the narrator's description in every prompt, so the scenes look like one book. */
export const STYLE =
  "Soft, warm children's picture-book illustration in gentle watercolour and pencil, friendly rounded characters, nothing scary, no text.";

/** How a scene's beat frames its picture: the narrator's scenes are theirs, the others the hero's. */
const FRAMING: Partial<Record<NonNullable<DraftScene['beat']>, string>> = {
  hello: 'The storyteller greets the viewer, close up, holding the satchel of news.',
  night: 'A sleepy, softly lit picture: the hero resting, the storyteller waving good night.',
  where: 'A wide view of the place, the hero small in it.',
  detail: 'A close-up of the one thing the scene is about.',
  feeling: "A close-up of the hero's face and paws or hands, showing the feeling.",
};

/**
 * The character sheet every prompt repeats word for word, so the hero and the narrator look the same
 * in every picture: the writer's hero (when it gives one) and the narrator's look.
 */
export function characterSheet(draft: StoryDraft, news: NewsItem): string {
  const narrator = `The storyteller, ${NARRATOR[news.locale].looks}, is in the picture.`;
  const hero: CharacterSheet | undefined = draft.hero;
  if (!hero) return narrator;
  return `${narrator} The hero, ${hero.name}: ${hero.looks}; draw the hero exactly like this in every picture.`;
}

export function createImagesIllustrator(endpoint: Endpoint, opts: { fetch?: typeof fetch } = {}): IllustratorProvider {
  const draw = async (prompt: string): Promise<Picture> => {
    const res = await postJson(
      endpoint,
      '/images/generations',
      { model: endpoint.model, prompt: `${STYLE} ${prompt}`, n: 1, size: '1024x1024', response_format: 'b64_json' },
      opts,
    );
    const body = (await res.json()) as { data?: { b64_json?: string }[] };
    const b64 = body.data?.[0]?.b64_json;
    if (!b64) throw new ProviderError('The images endpoint returned no b64_json picture');
    const sharp = await loadSharp();
    try {
      const image = sharp(Buffer.from(b64, 'base64')).resize(1024, 768, { fit: 'cover' });
      return { data: await image.webp({ quality: 70 }).toBuffer(), width: 1024, height: 768 };
    } catch (err) {
      throw new ProviderError(`The images endpoint returned a picture that cannot be read: ${(err as Error).message}`);
    }
  };
  return {
    async illustrate({ draft, news }) {
      const characters = characterSheet(draft, news);
      const where = draft.setting ? ` Setting: ${draft.setting}.` : '';
      const cover = await draw(`${characters}${where} Cover for a story titled "${draft.title}". ${news.summary}`);
      const scenes: Picture[] = [];
      // a scene with a hand-written spec is drawn from it: who, where, in what relation, what must be seen
      const specs = authoredSpecs(draft.scenes, news);
      for (const [i, scene] of draft.scenes.entries()) {
        const spec = specs[i];
        const framing = !spec && scene.beat && FRAMING[scene.beat] ? ` ${FRAMING[scene.beat]}` : '';
        scenes.push(
          await draw(
            `${characters}${where} Scene ${i + 1} of ${draft.scenes.length}, framed differently from the others.${framing} ${scene.text}${spec ? ` ${specPrompt(spec)}` : ''}`,
          ),
        );
      }
      return { cover, scenes };
    },
  };
}
