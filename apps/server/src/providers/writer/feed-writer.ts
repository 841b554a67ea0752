/**
 * A feed item with no retelling, told without a writer endpoint: its own sentences said the way one
 * talks to a child — no "Scientists exploring … have described", no "according to", gentler words,
 * long sentences cut at their joints and whatever still runs over the age's limit left out — inside
 * the narrator's frame. It cannot invent an arc the news does not have: an older child's story from a
 * feed goes to a moderator with that reason (the craft checks), and the AI writer is the way to one.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import { hashString } from '../random.js';
import { soften } from '../safety/soften.js';
import { CRAFT, sentencesOf } from '../safety/story-checks.js';
import type { DraftFootnote, DraftScene, NewsItem, StoryDraft } from '../types.js';
import { FRAME, frameFor } from './frame.js';
import { GLOSSARY } from './phrases.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const wordCount = (s: string) => (s.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length;

/** Openings that name who reports rather than what happened: [pattern, what stands in their place]. */
const AGENCY: Record<Locale, [RegExp, string][]> = {
  en: [
    [/^according to [^,]+,\s*/i, ''],
    [
      /^(?:a team of |the )?(?:scientists|researchers|experts|astronomers|biologists|engineers|officials)\b[^.]*?\b(?:have |has )?(?:described|discovered|found|spotted|identified|recorded|observed)\s+/i,
      'People found ',
    ],
    [
      /^(?:a team of |the )?(?:scientists|researchers|experts|astronomers|biologists|engineers|officials)\b[^.]*?\b(?:have |has )?(?:announced|reported|confirmed|said|say|says)\s+(?:that\s+)?/i,
      '',
    ],
  ],
  ru: [
    [/^по (?:словам|данным) [^,]+,\s*/iu, ''],
    [
      /^(?:учёные|ученые|исследователи|специалисты|эксперты|астрономы|биологи)[^.]*?(?:описали|обнаружили|нашли|заметили)\s+/iu,
      'Люди нашли ',
    ],
    [
      /^(?:учёные|ученые|исследователи|специалисты|эксперты|астрономы|биологи)[^.]*?(?:сообщили|объявили|рассказали|говорят)(?:,\s*что)?\s+/iu,
      '',
    ],
  ],
};
/** Attributions inside a sentence: ", officials said", "(Reuters)". */
const ASIDES: Record<Locale, RegExp[]> = {
  en: [/\s*\([^)]*\)/g, /,\s*(?:he|she|they|officials|scientists|researchers|experts)\s+(?:said|say|says)\b/gi],
  ru: [/\s*\([^)]*\)/g, /,\s*(?:сообщили|рассказали|говорят)\s+[^,.]*/giu],
};
/** Where a long sentence may be cut. */
const JOINTS = /(?:,\s+(?:and|but|so|while|which|и|а|но|чтобы)\s+|;\s+|\s+—\s+|,\s+)/iu;

function childSentence(sentence: string, locale: Locale): string {
  let s = soften(sentence, locale);
  for (const pattern of ASIDES[locale]) s = s.replace(pattern, '');
  for (const [pattern, instead] of AGENCY[locale]) s = s.replace(pattern, instead);
  s = s.trim();
  return s && !/[.!?…]$/.test(s) ? `${capital(s)}.` : capital(s);
}

/** A sentence over the limit is cut at its joints into pieces that fit; a piece that cannot is left out. */
function fitting(sentence: string, limit: number): string[] {
  if (wordCount(sentence) <= limit) return [sentence];
  const parts = sentence.replace(/[.!?…]$/, '').split(JOINTS);
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    const joined = current ? `${current}, ${part}` : part;
    if (wordCount(joined) <= limit) current = joined;
    else {
      if (current) out.push(current);
      current = part;
    }
  }
  if (current) out.push(current);
  return out.filter((p) => wordCount(p) <= limit && wordCount(p) >= 3).map((p) => `${capital(p.trim())}.`);
}

/** The item's sentences, told for the age: title first, then the summary, each within the limit. */
export function retell(news: NewsItem, locale: Locale, cluster: AgeCluster): string[] {
  const limit = CRAFT[cluster].maxWordsPerSentence;
  const seen = new Set<string>();
  return sentencesOf(`${news.title}. ${news.summary}`.replace(/\.\.+/g, '.'))
    .map((s) => childSentence(s, locale))
    .flatMap((s) => fitting(s, limit))
    .filter((s) => {
      const key = s.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Scene titles in order: what happened, then a closer look and more; never numbered. */
const TITLES: Record<Locale, { told: string[]; feeling: string }> = {
  en: {
    told: ['What happened', 'A closer look', 'And then', 'Look again', 'One more thing', 'And one last thing'],
    feeling: 'How does it feel?',
  },
  ru: {
    told: ['Что случилось', 'Посмотрим поближе', 'А потом', 'Ещё немного', 'И ещё', 'И напоследок'],
    feeling: 'А как тебе?',
  },
};
const FEELING: Record<Locale, string> = {
  en: 'How do you think everyone there felt?',
  ru: 'Как думаешь, что все там почувствовали?',
};
const PARENT: Record<Locale, Record<AgeCluster, [string, string]>> = {
  en: {
    upto3: ['Can you point to something from the story in the picture?', 'What sound do you think it makes?'],
    '4to5': ['How do you think everyone in the story felt?', 'What made you smile in this story?'],
    '6to7': ['Why do you think this happened?', 'Could you look up one more thing about it together?'],
  },
  ru: {
    upto3: ['Покажешь на картинке что-нибудь из сказки?', 'А как оно звучит?'],
    '4to5': ['Как думаешь, что почувствовали все в этой истории?', 'Что тебя порадовало в этой истории?'],
    '6to7': ['Как думаешь, почему так получилось?', 'Может, узнаете об этом вместе что-нибудь ещё?'],
  },
};
/** Sentences of news per age: the youngest hear two, the oldest up to six. */
const TOLD: Record<AgeCluster, number> = { upto3: 2, '4to5': 4, '6to7': 6 };

function glossary(scenes: DraftScene[], locale: Locale): DraftFootnote[] {
  const text = scenes.map((s) => s.text).join(' ');
  return Object.entries(GLOSSARY[locale])
    .filter(([word]) => text.toLowerCase().includes(word))
    .slice(0, 2)
    .map(([word, explanation]) => {
      const at = text.toLowerCase().indexOf(word);
      return { title: capital(word), titleInSource: text.slice(at, at + word.length), text: explanation };
    });
}

export function feedDraft(news: NewsItem, locale: Locale, cluster: AgeCluster): Omit<StoryDraft, 'mood' | 'setting'> {
  const frame = frameFor(locale, cluster, hashString(news.id) % 31);
  const hooks = FRAME[locale].feedHooks;
  const told = retell(news, locale, cluster).slice(0, TOLD[cluster]);
  const titles = TITLES[locale];
  const middle: DraftScene[] = [];
  const perScene = cluster === '4to5' ? 2 : 1;
  for (let i = 0; i < told.length; i += perScene)
    middle.push({
      title: titles.told[i / perScene]!,
      text: told.slice(i, i + perScene).join(' '),
      beat: i === 0 ? 'happened' : 'detail',
    });
  if (cluster !== 'upto3') middle.push({ title: titles.feeling, text: FEELING[locale], beat: 'feeling' });
  const scenes: DraftScene[] = [
    { title: frame.helloTitle, text: `${frame.greeting} ${hooks[hashString(news.id) % hooks.length]!}`, beat: 'hello' },
    ...middle,
    { title: frame.nightTitle, text: frame.goodNight, beat: 'night' },
  ];
  return {
    title: soften(news.title, locale),
    scenes,
    footnotes: glossary(scenes, locale),
    parentNote: { whatHappened: news.summary, questions: [...PARENT[locale][cluster]] },
  };
}
