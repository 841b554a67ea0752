/**
 * The chat writer's brief: the same standard the hand-written tales meet (news/tales/types.ts), as a
 * structured prompt per age cluster. A bundled item's beats come from its tales; for any other item the
 * model first extracts them, in the same answer (the `beats` field comes before the scenes), so one call
 * both settles the facts and tells them: half the latency and cost of a separate extraction call, and
 * the critic then checks the story against those beats.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import { talesFor, type Tale } from '../news/tales/index.js';
import { CRAFT } from '../safety/story-checks.js';
import type { WriterInput } from '../types.js';
import { NARRATOR } from './phrases.js';
import { SETTINGS, settingFor } from './settings.js';

interface ClusterPlan {
  ages: string;
  /** The scenes in order, each with the `beat` it returns. */
  scenes: string;
  lines: (locale: Locale, maxWords: number) => string;
  /** What the parent note's two questions do for this age. */
  parent: string;
}

export const PLAN: Record<AgeCluster, ClusterPlan> = {
  upto3: {
    ages: '1 to 3',
    scenes:
      '4 or 5 scenes: "hello" (the narrator opens) → 2 or 3 scenes of the news, beats "happened", "detail" and "feeling" → "night" (the narrator says good night).',
    lines: (locale, maxWords) =>
      `Short, rhythmic, concrete lines: every sentence at most ${maxWords} words, one to four sentences a scene. Repeat words and lines, use sound words (${locale === 'ru' ? '«хрум», «плюх», «бух», «топ-топ»' : '"crunch", "splash", "bump", "pitter-pat"'}) and name things a small child can point at in a picture. No footnotes for this age (an empty list).`,
    parent:
      'pointing and naming, about things in the pictures ("Can you point to the panda\'s ears?", "What colour is snow?").',
  },
  '4to5': {
    ages: '4 and 5',
    scenes:
      '5 to 7 scenes: "hello" → "where" (the hero, with a name, and the place) → "happened" (what happened, as a small scene) → "detail" (one thing to see, hear or touch) → "feeling" (how the hero felt, then one question to the child) → "help" only if someone really helped → "night".',
    lines: (_locale, maxWords) =>
      `Two or three plain sentences a scene, each at most ${maxWords} words. One footnote for the hardest word (at most two).`,
    parent: 'feelings: how the hero felt, and how the child would feel ("How did Mei feel when…?").',
  },
  '6to7': {
    ages: '6 and 7',
    scenes:
      '7 to 9 scenes, an arc: "hello" → "where" (where and who) → "problem" (a problem or a wish) → "attempt" (the hero tries) → "help" (the help or a discovery) → "resolution" → "why" (why this news matters, grounded in this item\'s facts, not a general moral) → "night". A "detail" or "feeling" scene may be added once.',
    lines: (_locale, maxWords) =>
      `Two or three sentences a scene, each at most ${maxWords} words, 60 to 120 seconds read aloud in all. One footnote for the hardest word (at most two).`,
    parent:
      'first a why or how question about the news, then a thing to try or to look up together, asked as a question ("Could you find … on a map together?").',
  },
};

const LANGUAGE: Record<Locale, string> = { en: 'English', ru: 'Russian' };

/** The narrator in character: who they are, and how they open and close. */
function narratorRules(locale: Locale): string {
  const n = NARRATOR[locale];
  const self =
    locale === 'ru'
      ? `${n.name}, a hedgehog boy (Russian: masculine forms — «принёс», «нашёл»)`
      : `${n.name}, a mouse girl ("she", "her")`;
  return `The narrator is ${self}: ${n.looks}. ${n.name} opens the story in the first scene (beat "hello", greeting the child and saying what tonight's news is about) and closes it in the last (beat "night", back with the hero for a moment, then good night). ${n.name} only tells the story and never takes part in the news.`;
}

/** The beats of a bundled item's tale, given as facts the story must carry. */
function givenBeats(tale: Tale, heroLooks: string, cluster: AgeCluster): string {
  const b = tale.beats;
  return [
    'The beats of this news (checked facts: carry every one, invent nothing that contradicts them; copy them unchanged into "beats"):',
    `- who: ${b.who}`,
    `- what: ${b.what}`,
    `- feeling: ${b.feeling}`,
    `- helped: ${b.helped ?? 'nobody (null): do not invent a helper'}`,
    `- why it matters: ${b.why}`,
    `The hero's look for every picture ("hero.looks", copy it): ${heroLooks}`,
    cluster === 'upto3' ? '' : `A good footnote word: "${tale.footnote.word}" (${tale.footnote.explanation})`,
  ]
    .filter(Boolean)
    .join('\n');
}

const EXTRACT =
  'First extract the beats of this news into "beats", from the item only: who it is about (with a name if the item gives one or the hero can have one), what happened in one plain sentence, the feeling at its heart, who helped (only if someone really did; otherwise null) and why this particular news matters, in a sentence a child can follow. Then tell the story from those beats.';

export interface StoryBrief {
  system: string;
  /** The news item and its beats: the first message of every writer and critic call. */
  news: string;
  /** The hero's look from the tales, kept over the model's. */
  heroLooks?: string;
}

export function storyBrief(input: WriterInput): StoryBrief {
  const { news, locale, ageCluster } = input;
  const plan = PLAN[ageCluster];
  const tales = talesFor(news.id);
  const tale = tales?.[locale];
  const setting = settingFor(news.tags, `${news.title} ${news.summary}`);
  // Russian words are longer: the same reading time holds about a fifth fewer (as the checks count).
  const words = CRAFT[ageCluster].words.map((n) => Math.round(locale === 'ru' ? n * 0.8 : n));
  const system = [
    `You write tonight's bedtime news story for a child aged ${plan.ages}, in ${LANGUAGE[locale]}, written in that language from the start (never a translation): a warm, gentle and true little tale about one real news item. Nothing violent, frightening or sad is told; no newsroom phrasing ("Scientists have described…", "According to…", "Officials said…"): say what the people or animals did, as a storyteller would.`,
    narratorRules(locale),
    `Scenes: ${plan.scenes} Each scene returns its "beat" and its own short title; no two titles alike, no sentence said twice.`,
    plan.lines(locale, CRAFT[ageCluster].maxWordsPerSentence),
    `In all, ${words[0]} to ${words[1]} words of scene text.`,
    locale === 'ru'
      ? 'Questions to the child never assume a boy or a girl: «Как думаешь…?», «Что тебе хочется…?», never «Что бы ты сделал?».'
      : '',
    '"hero": the hero\'s character sheet for the illustrator: "name" as the story calls them ("Mei the panda cub"), "looks" in English (shape, colours and one distinctive thing), the same in every picture.',
    'Footnotes: "title" is the word in its base (dictionary) form, "titleInSource" the word exactly as it stands in a scene, "text" a definition a child understands that does not use the word itself.',
    `Parent note: "whatHappened" tells the grown-up plainly what really happened, in 1 or 2 sentences; "questions" are exactly two, each ending with "?", for this age: ${plan.parent} Never mention the app, a subscription or any product.`,
    `"setting" is one of ${SETTINGS.join(', ')} (probably "${setting}"); use only words that belong there (nothing under the sea has wind or birds, nothing in space has rain). "mood" is calm, happy, curious or cozy.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const item = `News item (${news.date}): ${news.title}\n${news.summary}`;
  return {
    system,
    news: `${item}\n\n${tale && tales ? givenBeats(tale, tales.heroLooks, ageCluster) : EXTRACT}`,
    heroLooks: tales?.heroLooks,
  };
}
