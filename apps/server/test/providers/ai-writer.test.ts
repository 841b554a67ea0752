/**
 * The AI path (issue "Story craft II"): the chat writer drafts from the item's beats, a critic pass
 * scores the draft, one revision follows the critic's notes, the offline writer stands in when the
 * endpoint fails, and the hero's character sheet reaches every image prompt. Real HTTP against a local
 * stand-in for an OpenAI-compatible endpoint with scripted answers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgeCluster, Locale } from '@tt/contract';
import { loadConfig } from '../../src/config.js';
import { createProviders } from '../../src/providers/index.js';
import { createImagesIllustrator } from '../../src/providers/illustrator/images-illustrator.js';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { talesFor } from '../../src/providers/news/tales/index.js';
import { checkStory } from '../../src/providers/safety/lexicon-safety.js';
import type { NewsItem, SceneBeat } from '../../src/providers/types.js';
import { createChatWriter } from '../../src/providers/writer/chat-writer.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';
import { startStandIn, type StandIn } from '../helpers/openai-stand-in.js';

let llm: StandIn;
beforeAll(async () => {
  llm = await startStandIn();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const endpoint = () => ({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'test-model' });
const panda = (locale: Locale) => bundledItems(locale).find((n) => n.id === `bundled-01-05-${locale}`)!;
const input = (news: NewsItem, ageCluster: AgeCluster) => ({ news, locale: news.locale, ageCluster, seed: 7 });

const CRITERIA = ['facts', 'arc', 'sentences', 'warmth', 'wording', 'questions', 'footnotes', 'parentNote'];
/** A critique: every criterion met, except those given with the note that says what to change. */
const critique = (fails: Record<string, string> = {}) => ({
  json: {
    criteria: Object.fromEntries(CRITERIA.map((c) => [c, { note: fails[c] ?? '', ok: !(c in fails) }])),
  },
});

const BEATS = {
  who: 'Mei, a one-year-old panda cub at a big zoo in China',
  what: 'She woke up to her very first snow, and her keeper made her a snowball with bamboo inside.',
  feeling: 'surprised, then delighted',
  helped: 'her keeper',
  why: 'Wild pandas live in cold, misty mountains.',
};

const ARC: [SceneBeat, string, string][] = [
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
const pandaStory = (beats: SceneBeat[] = ARC.map((a) => a[0])) => ({
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

describe('the AI writer', () => {
  it("drafts from the tale's beats, has the critic score it, and passes a good story on as it is", async () => {
    llm.script('story_draft', { json: pandaStory() });
    llm.script('story_critique', critique());
    const news = panda('en');
    const draft = await createChatWriter(endpoint()).write(input(news, '6to7'));

    expect(llm.requests.map((r) => r.kind)).toEqual(['story_draft', 'story_critique']);
    const [system, user] = llm.requests[0]!.body.messages.map((m: { content: string }) => m.content);
    // the tale's beats are the brief, with the arc for ages 6–7 and the narrator in character
    expect(user).toContain('her keeper, who hid her breakfast in a snowball');
    expect(user).toContain('copy them unchanged into "beats"');
    expect(user).not.toContain('First extract the beats');
    expect(system).toMatch(/"problem".*"attempt".*"help".*"resolution".*"why"/s);
    expect(system).toMatch(/Pip, a mouse girl.*"hello".*"night"/s);
    expect(system).toMatch(/base \(dictionary\) form/);
    expect(system).toMatch(/a thing to try or to look up together/);
    // the critic reads the draft against the rubric
    const critic = llm.requests[1]!.body.messages;
    expect(critic[0].content).toMatch(/Scientists have described/);
    expect(critic[1].content).toContain('"beat": "attempt"');

    expect(draft.scenes.map((s) => s.beat)).toEqual(ARC.map((a) => a[0]));
    expect(draft.hero).toEqual({ name: 'Mei the panda cub', looks: talesFor(news.id)!.heroLooks });
    expect(draft).not.toHaveProperty('beats');
    expect(draft.writerNotes).toBeUndefined();
    expect(checkStory(draft, 'en', '6to7')).toEqual({ verdict: 'pass', reasons: [] });
  });

  it("has the drafts judged by LLM_CRITIC_MODEL when it is set, and by the writer's model when not", async () => {
    const models = async (env: Record<string, string>) => {
      llm.requests.length = 0;
      llm.script('story_draft', { json: pandaStory() });
      llm.script('story_critique', critique());
      const { studio } = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '', LLM_BASE_URL: llm.baseUrl, ...env });
      await createProviders(studio).writer.write(input(panda('en'), '6to7'));
      return llm.requests.map((r) => [r.kind, r.body.model]);
    };
    expect(await models({ LLM_MODEL: 'writer-model', LLM_CRITIC_MODEL: 'judge-model' })).toEqual([
      ['story_draft', 'writer-model'],
      ['story_critique', 'judge-model'],
    ]);
    expect(await models({ LLM_MODEL: 'writer-model' })).toEqual([
      ['story_draft', 'writer-model'],
      ['story_critique', 'writer-model'],
    ]);
  });

  it('asks the model to extract the beats first when the item has no tales, in the same answer', async () => {
    const feed: NewsItem = {
      id: 'feed-abc',
      date: '2026-03-02',
      locale: 'en',
      title: 'Library opens a reading garden',
      summary: 'A town library opened a garden where children read under the trees.',
      tags: ['garden'],
    };
    llm.script('story_draft', { json: { ...pandaStory(), hero: { name: 'Rosa', looks: 'a girl with a red hat' } } });
    llm.script('story_critique', critique());
    const draft = await createChatWriter(endpoint()).write(input(feed, '4to5'));
    expect(llm.asked('story_draft')[0]).toMatch(/First extract the beats.*only if someone really did/s);
    expect(llm.requests[0]!.body.response_format.json_schema.schema.required[0]).toBe('beats');
    // no tales, so the model's own character sheet stands
    expect(draft.hero).toEqual({ name: 'Rosa', looks: 'a girl with a red hat' });
  });

  it("asks for one revision with the critic's notes and uses the second draft", async () => {
    const short = pandaStory(['hello', 'where', 'problem', 'help', 'resolution', 'why', 'night']);
    llm.script('story_draft', { json: short }, { json: pandaStory() });
    llm.script(
      'story_critique',
      critique({ arc: 'Mei never tries anything herself: add a scene where she digs.' }),
      critique(),
    );
    const draft = await createChatWriter(endpoint()).write(input(panda('en'), '6to7'));

    expect(llm.requests.map((r) => r.kind)).toEqual(['story_draft', 'story_critique', 'story_draft', 'story_critique']);
    const revision = llm.asked('story_draft')[1]!;
    expect(revision).toContain('arc: Mei never tries anything herself: add a scene where she digs.');
    // the offline checks' notes go along with the critic's
    expect(revision).toMatch(/arc.*ages 6–7/);
    expect(revision).toContain('"title": "Where is breakfast?"'); // the first draft, to revise
    expect(draft.scenes.map((s) => s.beat)).toContain('attempt');
    expect(draft.writerNotes).toBeUndefined();
  });

  it('revises at most once and keeps the better draft, with what is still short for the moderator', async () => {
    const newsroom = pandaStory();
    newsroom.scenes[6]!.text = 'Scientists have described how wild pandas live in cold mountains.';
    llm.script('story_draft', { json: pandaStory() }, { json: newsroom });
    llm.script(
      'story_critique',
      critique({ facts: 'Say that wild pandas live in misty mountains.' }),
      critique({ wording: 'Scene 7 sounds like a newspaper.' }),
    );
    const draft = await createChatWriter(endpoint()).write(input(panda('en'), '6to7'));

    expect(llm.requests.map((r) => r.kind)).toEqual(['story_draft', 'story_critique', 'story_draft', 'story_critique']);
    expect(draft.scenes[6]!.text).toMatch(/^Wild pandas live high/); // the first draft: one note against two
    expect(draft.writerNotes).toEqual([
      'The revision fell further short, so the first draft is kept',
      'Still short of the standard: facts: Say that wild pandas live in misty mountains.',
    ]);
  });

  it('catches a Russian question that assumes a boy even when the critic misses it', async () => {
    const scenes = [
      ['hello', 'Сумка новостей', 'Добрый вечер, малыш, это ёжик Тиша. Сегодня у меня новость про первый снег.'],
      [
        'where',
        'Всё белое',
        'В большом зоопарке в Китае живёт маленькая панда Мэй. Утром она выглянула из домика и зажмурилась: всё вокруг стало белым!',
      ],
      [
        'happened',
        'Холодные лапки',
        'Мэй осторожно потрогала снег лапкой. Холодно! И вот она уже катится с горки, как пушистый мячик.',
      ],
      [
        'detail',
        'Подарок смотрителя',
        'Тут пришёл смотритель и принёс снежок, а внутри листья бамбука. Мэй захрустела.',
      ],
      ['feeling', 'А ты?', 'Сначала Мэй удивилась, а потом очень обрадовалась. Что бы ты сделал в снегу?'],
      ['night', 'Пора спать', 'Мэй спит, свернувшись пушистым клубочком. Спокойной ночи, малыш, сладких снов.'],
    ];
    const story = (question: string) => ({
      ...pandaStory(),
      title: 'Панда впервые увидела снег',
      hero: { name: 'Мэй', looks: 'a panda' },
      scenes: scenes.map(([beat, title, text]) => ({
        beat,
        title,
        text: text!.replace('Что бы ты сделал в снегу?', question),
      })),
      footnotes: [
        { title: 'смотритель', titleInSource: 'смотритель', text: 'Человек, который заботится о животных в зоопарке.' },
      ],
      parentNote: {
        whatHappened: 'Молодая панда в зоопарке Китая впервые увидела снег и получила снежок с бамбуком.',
        questions: ['Как думаешь, что почувствовала Мэй?', 'Во что тебе хочется поиграть в снегу?'],
      },
    });
    llm.script('story_draft', { json: story('Что бы ты сделал в снегу?') }, { json: story('А тебе нравится снег?') });
    llm.script('story_critique', critique());
    const draft = await createChatWriter(endpoint()).write(input(panda('ru'), '4to5'));

    const system = llm.requests[0]!.body.messages[0].content as string;
    expect(system).toMatch(/Тиша, a hedgehog boy/);
    expect(system).toMatch(/never assume a boy or a girl/);
    expect(llm.asked('story_draft')[1]).toMatch(/assumes a boy.*Что бы ты сделал в снегу\?/);
    expect(draft.scenes[4]!.text).toContain('А тебе нравится снег?');
    expect(checkStory(draft, 'ru', '4to5').verdict).toBe('pass');
  });
});

describe('when the endpoint fails', () => {
  const offline = (news: NewsItem) => createTemplateWriter().write(input(news, '4to5'));

  it('lets the offline writer write the story after HTTP 5xx, and says so for the moderator', async () => {
    llm.script('story_draft', { status: 503, body: 'overloaded' });
    const news = panda('en');
    const draft = await createChatWriter(endpoint()).write(input(news, '4to5'));
    expect(llm.requests.map((r) => r.kind)).toEqual(['story_draft', 'story_draft', 'story_draft']);
    const { writerNotes, ...story } = draft;
    expect(story).toEqual(await offline(news));
    expect(writerNotes).toEqual([expect.stringMatching(/^Written by the offline writer: .*HTTP 503/)]);
  });

  it('falls back after three answers that are not valid JSON, telling the model what was wrong', async () => {
    llm.script('story_draft', { text: 'Once upon a time…' });
    const draft = await createChatWriter(endpoint()).write(input(panda('ru'), '4to5'));
    expect(llm.asked('story_draft')[1]).toContain(
      'Your last answer was invalid: The chat completion was not valid JSON',
    );
    expect(draft.writerNotes).toEqual([expect.stringMatching(/offline writer.*no valid story after 3 attempts/)]);
    expect(draft.title).toBe((await offline(panda('ru'))).title);
  });

  it('falls back when nothing answers at all', async () => {
    const closed = await startStandIn();
    await closed.close();
    const down = { baseUrl: closed.baseUrl, apiKey: '', model: 'm' };
    const draft = await createChatWriter(down).write(input(panda('en'), '4to5'));
    expect(draft.writerNotes).toEqual([expect.stringMatching(/offline writer.*did not answer/)]);
    expect(draft.scenes.length).toBeGreaterThan(3);
  });

  it('stays within its time budget when the endpoint hangs (a studio step has a deadline)', async () => {
    llm.script('story_draft', { json: pandaStory(), delayMs: 5_000 });
    const writer = createChatWriter(endpoint(), { budgetMs: 2_000, perCallMs: 1_500 });
    const draft = await writer.write(input(panda('en'), '4to5'));
    // one call timed out, and no second one was started past the budget
    expect(llm.requests.map((r) => r.kind)).toEqual(['story_draft']);
    expect(draft.writerNotes).toEqual([
      expect.stringMatching(/^Written by the offline writer: .*No time is left.*after: .*did not answer.*timeout/),
    ]);
  });

  it('keeps a good draft when only the critic fails, and notes that it went unjudged', async () => {
    llm.script('story_draft', { json: pandaStory() });
    llm.script('story_critique', { status: 500 });
    const draft = await createChatWriter(endpoint()).write(input(panda('en'), '6to7'));
    expect(draft.title).toBe('A panda meets the first snow');
    expect(draft.writerNotes).toEqual([expect.stringMatching(/^The critic could not judge the story: .*HTTP 500/)]);
  });
});

describe('the character sheet', () => {
  it('reaches the cover and every scene picture, with the narrator, word for word', async () => {
    llm.script('story_draft', { json: pandaStory() });
    llm.script('story_critique', critique());
    const news = panda('en');
    const draft = await createChatWriter(endpoint()).write(input(news, '6to7'));
    llm.requests.length = 0;
    const pictures = await createImagesIllustrator(endpoint()).illustrate({ draft, news, seed: 7 });

    expect(pictures.scenes).toHaveLength(8);
    const prompts = llm.requests.filter((r) => r.kind === 'image').map((r) => r.body.prompt as string);
    expect(prompts).toHaveLength(9);
    const looks = talesFor(news.id)!.heroLooks;
    for (const prompt of prompts) {
      expect(prompt).toContain(`The hero, Mei the panda cub: ${looks}`);
      expect(prompt).toContain('Pip, a small brown mouse with round ears, a red scarf');
    }
    expect(prompts[0]).toMatch(/Cover for a story titled "A panda meets the first snow"/);
    expect(prompts[1]).toMatch(/Scene 1 of 8.*greets the viewer/);
  });
});
