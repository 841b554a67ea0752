/**
 * Finds the hand-written scene spec of each scene of a draft told from a bundled item's tale: a scene
 * whose text is a telling's scene gets that scene's spec, the good night (the tale's bedtime line) gets
 * the bedtime spec, so the last picture shows who the text says is asleep. A scene the writer wrote
 * itself (the AI writer's own words, the narrator's hello) has none and is drawn from its words.
 */
import type { Locale } from '@tt/contract';
import { talesFor, taleKey } from '../news/tales/index.js';
import { tellingScenes, type SceneSpec } from '../news/tales/scenes/index.js';
import type { DraftScene, NewsItem } from '../types.js';
import { KINDS } from './kinds.js';

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export function authoredSpecs(scenes: DraftScene[], news: NewsItem): (SceneSpec | undefined)[] {
  const locale = news.locale as Locale;
  const tales = talesFor(news.id);
  const specs = tellingScenes(taleKey(news.id), locale);
  if (!tales || !specs) return scenes.map(() => undefined);
  const tale = tales[locale];
  return scenes.map((scene) => {
    if (scene.beat === 'night') return scene.text.startsWith(tale.bedtime) ? specs.bedtime : undefined;
    for (const telling of ['toddler', 'small', 'arc'] as const) {
      const at = tale[telling].findIndex((s) => same(s.text, scene.text));
      if (at >= 0) return specs[telling][at];
    }
    return undefined;
  });
}

/** The emoji a spec's things are drawn with (and the pictures their books show), to load before composing. */
export function emojiOfSpec(spec: SceneSpec): string[] {
  return spec.things
    .flatMap((t) => [KINDS[t.is]?.emoji, t.shows ? KINDS[t.shows]?.emoji : undefined])
    .filter((e): e is string => !!e);
}
