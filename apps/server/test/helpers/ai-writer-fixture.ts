/** The AI writer's tests' fixture: a stand-in endpoint per test file, the panda item and its scripted story. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AgeCluster, Locale } from '@tt/contract';
import { bundledItems } from '../../src/providers/news/bundled.js';
import type { NewsItem, SceneBeat } from '../../src/providers/types.js';
import { startStandIn, type StandIn } from './openai-stand-in.js';

export let llm: StandIn;

/** Starts the stand-in for the test file, and forgets the requests of the test before. */
export function useStandIn(): void {
  beforeAll(async () => {
    llm = await startStandIn();
  });
  afterAll(() => llm.close());
  beforeEach(() => {
    llm.requests.length = 0;
  });
}

export const endpoint = () => ({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'test-model' });
export const panda = (locale: Locale) => bundledItems(locale).find((n) => n.id === `bundled-01-05-${locale}`)!;
export const input = (news: NewsItem, ageCluster: AgeCluster) => ({ news, locale: news.locale, ageCluster, seed: 7 });

export const CRITERIA = ['facts', 'arc', 'sentences', 'warmth', 'wording', 'questions', 'footnotes', 'parentNote'];
/** A critique: every criterion met, except those given with the note that says what to change. */
export const critique = (fails: Record<string, string> = {}) => ({
  json: {
    criteria: Object.fromEntries(CRITERIA.map((c) => [c, { note: fails[c] ?? '', ok: !(c in fails) }])),
  },
});

export const BEATS = {
  who: 'Mei, a one-year-old panda cub at a big zoo in China',
  what: 'She woke up to her very first snow, and her keeper made her a snowball with bamboo inside.',
  feeling: 'surprised, then delighted',
  helped: 'her keeper',
  why: 'Wild pandas live in cold, misty mountains.',
};

export const ARC: [SceneBeat, string, string][] = [
  ['hello', "Pip's news bag", 'Good evening, little one, it is Pip the mouse. Tonight my news is white and cold.'],
  [
    'where',
    'A zoo in the hills',
    'In a big zoo in China lives a panda cub called Mei. She is one year old and loves bamboo more than anything.',
  ],
  [
    'problem',
    'Where is breakfast?',
    'One morning Mei woke up and everything was white. Her bamboo had gone under the snow! She sniffed and sniffed, but she could not find her breakfast.',
  ],
  [
    'attempt',
    'Digging',
    'Mei dug with her front paws. The snow was cold and it tickled her nose. She slipped and rolled all the way down the little hill.',
  ],
  [
    'help',
    "The keeper's idea",
    'Her keeper saw it all and smiled. He packed snow around some bamboo leaves and rolled it to Mei: a snowball with breakfast inside!',
  ],
  [
    'resolution',
    'A snowy game',
    'Mei hugged the snowball and munched the leaves. Then she climbed the hill and rolled down again, on purpose this time.',
  ],
  [
    'why',
    'Why pandas like snow',
    "Wild pandas live high in cold, misty mountains, where snow falls every winter. Mei's first snow was a little taste of where pandas come from.",
  ],
  ['night', 'Time for bed', 'Mei is asleep, round as a snowball. Good night, little one, and sweet dreams.'],
];

/** A story for ages 6–7 about the panda, as a good model would write it. */
export const pandaStory = (beats: SceneBeat[] = ARC.map((a) => a[0])) => ({
  beats: BEATS,
  hero: { name: 'Mei the panda cub', looks: 'a panda' },
  title: 'A panda meets the first snow',
  scenes: ARC.filter((a) => beats.includes(a[0])).map(([beat, title, text]) => ({ beat, title, text })),
  footnotes: [
    {
      title: 'keeper',
      titleInSource: 'keeper',
      text: 'A person who looks after the animals in a zoo: feeds them, cleans their homes and plays with them.',
    },
  ],
  parentNote: {
    whatHappened:
      'A young giant panda at a zoo in China saw snow for the first time. Her keeper gave her a snowball with bamboo leaves inside.',
    questions: [
      'Why do you think pandas have such thick, woolly fur?',
      'Could you find the mountains of China on a map together?',
    ],
  },
  mood: 'cozy',
  setting: 'snow',
});
