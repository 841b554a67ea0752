/**
 * The offline writer: a seeded story grammar. A recurring narrator (Pip the mouse in English, Tisha
 * the hedgehog in Russian) brings the news along a small arc — hello → where we are → what happened →
 * a detail → who helped → a quiet moment → why it matters → good night — with scenery lines that
 * belong to the story's setting. Lengths by age cluster: upto3 4–5 scenes of sentences of at most
 * eight words; 4to5 six scenes; 6to7 eight scenes (about 60–120 s of speech).
 */
import type { AgeCluster, Locale } from '@tt/contract';
import { hashString, pick, seeded, type Random } from '../random.js';
import type { DraftFootnote, DraftScene, Mood, NewsItem, StoryDraft, WriterInput, WriterProvider } from '../types.js';
import { GLOSSARY, PHRASES, type Part, type Phrases } from './phrases.js';
import { SETTING_WORDS, settingFor, type Setting } from './settings.js';
import { TODDLER_LINES } from './toddler.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (template: string, values: Record<string, string>) =>
  capital(template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')).replace(
    /([.!?])\s+(\p{Ll})/gu,
    (_m, p: string, c: string) => `${p} ${c.toUpperCase()}`,
  );

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

function plan(cluster: AgeCluster, random: Random): Part[] {
  if (cluster === 'upto3')
    return random() < 0.5 ? ['hello', 'where', 'what', 'quiet', 'night'] : ['hello', 'where', 'what', 'night'];
  if (cluster === '4to5') return ['hello', 'where', 'what', 'detail', 'helpers', 'night'];
  return ['hello', 'where', 'what', 'detail', 'helpers', 'quiet', 'why', 'night'];
}

/** A draw without putting back, so no line is said twice in a story. */
function drawer(random: Random) {
  const used = new Set<string>();
  return <T extends string | string[]>(list: readonly T[]): T => {
    const options = list.filter((x) => !used.has(String(x)));
    const choice = pick(random, options.length ? options : list);
    used.add(String(choice));
    return choice;
  };
}

/** "A keeper is a person who…" → "A person who…": a footnote explains its word without repeating it. */
export function explainWithoutWord(explanation: string, word: string, locale: Locale): string {
  const stripped =
    locale === 'ru'
      ? explanation.replace(/^[^—]{1,40}\s—\s(это\s)?/u, '')
      : explanation.replace(/^(to |an? |the )?[\w' -]{1,30}? (is|are|means)( to)? /i, (m, _a, _b, to?: string) =>
          to ? 'To ' : '',
        );
  return capital(stripped.trim());
}

function kidScenes(
  parts: Part[],
  words: Phrases,
  news: NewsItem,
  setting: Setting,
  locale: Locale,
  young: boolean,
  draw: ReturnType<typeof drawer>,
): DraftScene[] {
  const kid = news.kid!;
  const values = { hero: kid.hero, heroThe: kid.heroThe, place: kid.place, event: kid.event };
  const place = SETTING_WORDS[locale][setting];
  const scenery = [...place.scenery];
  const title = (part: Exclude<Part, 'where' | 'what'>) => draw(words.titles[part]);
  const toddler = TODDLER_LINES[news.id.replace(/^bundled-|-(en|ru)$/g, '')]?.[locale === 'ru' ? 1 : 0];
  return parts.map((part): DraftScene => {
    switch (part) {
      case 'hello':
        return { title: title('hello'), text: draw(young ? words.helloShort : words.hello).join(' ') };
      case 'where':
        return {
          title: place.title,
          text: young ? place.where : `${fill(draw(words.where), values)} ${scenery.shift()!}`,
        };
      case 'what':
        return {
          title: news.title,
          text: young && toddler ? toddler : `${fill(draw(words.what), values)} ${draw(words.feelShort)}`,
        };
      case 'detail':
        return { title: title('detail'), text: `${kid.detail} ${draw(words.wonder)}` };
      case 'helpers':
        return { title: title('helpers'), text: draw(words.helpers).join(' ') };
      case 'quiet':
        return {
          title: title('quiet'),
          text: young ? draw(words.feelShort) : `${scenery.shift()!} ${scenery.shift()!} ${draw(words.quiet)}`,
        };
      case 'why':
        return { title: title('why'), text: draw(words.why).join(' ') };
      case 'night':
        return { title: title('night'), text: draw(young ? words.nightShort : words.night).join(' ') };
    }
  });
}

/** Feed items have no retelling: their own sentences, one to a scene, inside the same frame. */
function feedScenes(
  parts: Part[],
  words: Phrases,
  news: NewsItem,
  setting: Setting,
  locale: Locale,
  young: boolean,
  draw: ReturnType<typeof drawer>,
): DraftScene[] {
  const sentences = `${news.title}. ${news.summary}`
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3);
  const place = SETTING_WORDS[locale][setting];
  const middle = Math.max(1, parts.length - 3);
  const toddler = TODDLER_LINES[news.id.replace(/^bundled-|-(en|ru)$/g, '')]?.[locale === 'ru' ? 1 : 0];
  const told = young && toddler ? [toddler] : sentences.slice(0, middle);
  const scenes: DraftScene[] = [
    { title: draw(words.titles.hello), text: draw(young ? words.helloShort : words.hello).join(' ') },
    { title: place.title, text: young ? place.where : `${draw(words.feedWhere)} ${place.scenery[0]}` },
    ...told.map((text, i) => ({ title: i === 0 ? news.title : `${news.title} (${i + 1})`, text })),
  ];
  // the older children's arc goes on: a quiet moment and why it matters
  if (!young && parts.includes('quiet'))
    scenes.push({
      title: draw(words.titles.quiet),
      text: `${place.scenery[1]} ${place.scenery[2]} ${draw(words.quiet)}`,
    });
  if (parts.includes('why')) scenes.push({ title: draw(words.titles.why), text: draw(words.why).join(' ') });
  scenes.push({ title: draw(words.titles.night), text: draw(young ? words.nightShort : words.night).join(' ') });
  return scenes;
}

function footnotesFor(news: NewsItem, scenes: DraftScene[], locale: Locale): DraftFootnote[] {
  const text = scenes.map((s) => s.text).join(' ');
  const at = news.kid ? text.toLowerCase().indexOf(news.kid.word.toLowerCase()) : -1;
  if (news.kid && at >= 0)
    return [
      {
        title: capital(news.kid.word),
        titleInSource: text.slice(at, at + news.kid.word.length),
        text: explainWithoutWord(news.kid.explanation, news.kid.word, locale),
      },
    ];
  if (news.kid) return [];
  return Object.entries(GLOSSARY[locale])
    .filter(([word]) => text.toLowerCase().includes(word))
    .slice(0, 2)
    .map(([word, explanation]) => {
      const at = text.toLowerCase().indexOf(word);
      return { title: capital(word), titleInSource: text.slice(at, at + word.length), text: explanation };
    });
}

export function createTemplateWriter(): WriterProvider {
  return {
    async write(input: WriterInput): Promise<StoryDraft> {
      const { news, locale, ageCluster } = input;
      const random = seeded(input.seed ^ hashString(news.id));
      const draw = drawer(random);
      const words = PHRASES[locale];
      const parts = plan(ageCluster, random);
      const setting = settingFor(news.tags, news.kid ? `${news.kid.place} ${news.kid.event}` : news.title);
      const young = ageCluster === 'upto3';
      const scenes = (news.kid ? kidScenes : feedScenes)(parts, words, news, setting, locale, young, draw);
      const values = { heroThe: news.kid?.heroThe ?? '', place: news.kid?.place ?? '' };
      const pool = news.kid ? words.questions : words.questions.filter((q) => !q.includes('{'));
      const first = draw(pool);
      const second = draw(pool);
      return {
        title: news.title,
        scenes,
        footnotes: footnotesFor(news, scenes, locale),
        parentNote: { whatHappened: news.summary, questions: [fill(first, values), fill(second, values)] },
        mood: MOOD[setting],
        setting,
      };
    },
  };
}
