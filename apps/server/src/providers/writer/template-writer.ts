/**
 * The offline writer: a seeded template writer. Scene count and length grow with the age
 * cluster (upto3: 4 scenes of short sentences; 4to5: 5–6; 6to7: 6–8 with a fact and a thought).
 */
import type { AgeCluster } from '@tt/contract';
import { between, hashString, pick, seeded, type Random } from '../random.js';
import type { DraftFootnote, DraftScene, Mood, NewsItem, StoryDraft, WriterInput, WriterProvider } from '../types.js';
import { GLOSSARY, PHRASES, type Phrases } from './phrases.js';

type Part = 'intro' | 'event' | 'detail' | 'feeling' | 'friends' | 'thought' | 'ending';

function plan(cluster: AgeCluster, random: Random): Part[] {
  if (cluster === 'upto3') return ['intro', 'event', 'feeling', 'ending'];
  if (cluster === '4to5')
    return between(random, 5, 6) === 5
      ? ['intro', 'event', 'detail', 'feeling', 'ending']
      : ['intro', 'event', 'detail', 'friends', 'feeling', 'ending'];
  const extra = between(random, 6, 8);
  const parts: Part[] = ['intro', 'event', 'detail', 'friends', 'feeling', 'thought', 'ending'];
  if (extra === 6) parts.splice(3, 1);
  if (extra === 8) parts.splice(5, 0, 'feeling');
  return parts;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (template: string, values: Record<string, string>) =>
  capital(template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')).replace(
    /([.!?])\s+(\p{Ll})/gu,
    (_m, p: string, c: string) => `${p} ${c.toUpperCase()}`,
  );

const MOODS: [string, Mood][] = [
  ['space', 'curious'],
  ['star', 'curious'],
  ['snow', 'cozy'],
  ['moon', 'calm'],
  ['night', 'calm'],
  ['festival', 'happy'],
  ['sun', 'happy'],
];
function moodOf(news: NewsItem, random: Random): Mood {
  const found = MOODS.find(([tag]) => news.tags.includes(tag));
  return found ? found[1] : pick(random, ['happy', 'calm', 'curious', 'cozy'] as Mood[]);
}

function kidScenes(parts: Part[], phrases: Phrases, news: NewsItem, random: Random): DraftScene[] {
  const kid = news.kid!;
  const values = { hero: kid.hero, heroThe: kid.heroThe, place: kid.place, event: kid.event };
  const used = new Set<string>();
  const fresh = (list: string[]) => {
    const options = list.filter((x) => !used.has(x));
    const choice = pick(random, options.length ? options : list);
    used.add(choice);
    return choice;
  };
  return parts.map((part) => ({
    title: phrases.titles[part],
    text: part === 'detail' ? kid.detail : fill(fresh(phrases[part]), values),
  }));
}

/** Feed items have no retelling: their own sentences, one or two to a scene, between an opening and an ending. */
function feedScenes(parts: Part[], phrases: Phrases, news: NewsItem, random: Random): DraftScene[] {
  const sentences = `${news.title}. ${news.summary}`
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3);
  const middle = Math.max(1, parts.length - 2);
  const scenes: DraftScene[] = [{ title: phrases.titles.intro, text: pick(random, phrases.feedIntro) }];
  for (let i = 0; i < middle; i++)
    scenes.push({ title: i === 0 ? news.title : undefined, text: sentences[i] ?? pick(random, phrases.feeling) });
  scenes.push({ title: phrases.titles.ending, text: pick(random, phrases.feedEnding) });
  return scenes;
}

function footnotesFor(news: NewsItem, scenes: DraftScene[], input: WriterInput): DraftFootnote[] {
  const text = scenes.map((s) => s.text).join(' ');
  const at = news.kid ? text.toLowerCase().indexOf(news.kid.word.toLowerCase()) : -1;
  if (news.kid && at >= 0)
    return [
      {
        title: capital(news.kid.word),
        titleInSource: text.slice(at, at + news.kid.word.length),
        text: news.kid.explanation,
      },
    ];
  return Object.entries(GLOSSARY[input.locale])
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
      const random = seeded(input.seed ^ hashString(input.news.id));
      const phrases = PHRASES[input.locale];
      const parts = plan(input.ageCluster, random);
      const scenes = input.news.kid
        ? kidScenes(parts, phrases, input.news, random)
        : feedScenes(parts, phrases, input.news, random);
      const values = { heroThe: input.news.kid?.heroThe ?? '', place: input.news.kid?.place ?? '' };
      const questionPool = input.news.kid ? phrases.questions : phrases.questions.filter((q) => !q.includes('{'));
      const first = pick(random, questionPool);
      const second = pick(
        random,
        questionPool.filter((q) => q !== first),
      );
      return {
        title: input.news.title,
        scenes,
        footnotes: footnotesFor(input.news, scenes, input),
        parentNote: { whatHappened: input.news.summary, questions: [fill(first, values), fill(second, values)] },
        mood: moodOf(input.news, random),
      };
    },
  };
}
