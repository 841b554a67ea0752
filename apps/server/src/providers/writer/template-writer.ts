/**
 * The offline writer. A bundled news item is told from its hand-written tale (news/tales) inside the
 * narrator's frame (Pip the mouse in English, Тиша the hedgehog in Russian); a feed item from its own
 * sentences, retold for a child (feed-writer.ts). Lengths by age cluster: upto3 4–5 scenes of
 * sentences of at most eight words; 4to5 5–6 scenes; 6to7 seven to nine scenes with an arc in the
 * shape its tale gives it.
 * Deterministic: the same item and age give the same story (the frame lines go by the item's place
 * in the bundled set, see frame.ts).
 */
import type { Mood, StoryDraft, WriterInput, WriterProvider } from '../types.js';
import { BUNDLED_TALES, taleKey, talesFor } from '../news/tales/index.js';
import { feedDraft } from './feed-writer.js';
import { settingFor, type Setting } from './settings.js';
import { taleDraft } from './tale-writer.js';

const MOOD: Record<Setting, Mood> = {
  sea: 'happy',
  underwater: 'calm',
  sky: 'happy',
  night: 'calm',
  space: 'curious',
  snow: 'cozy',
  forest: 'curious',
  farm: 'happy',
  garden: 'happy',
  river: 'calm',
  mountain: 'curious',
  town: 'happy',
};

const ORDER = Object.keys(BUNDLED_TALES).sort();

export function createTemplateWriter(): WriterProvider {
  return {
    async write({ news, locale, ageCluster }: WriterInput): Promise<StoryDraft> {
      const tales = talesFor(news.id);
      const setting = settingFor(news.tags, news.kid ? `${news.kid.place} ${news.kid.event}` : news.title);
      const body = tales
        ? taleDraft(tales, { locale, cluster: ageCluster, index: ORDER.indexOf(taleKey(news.id)) })
        : feedDraft(news, locale, ageCluster);
      return { ...body, mood: MOOD[setting], setting };
    },
  };
}
