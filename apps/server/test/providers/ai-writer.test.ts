/**
 * The AI path (issue "Story craft II"): the chat writer drafts from the item's beats, a critic pass
 * scores the draft, one revision follows the critic's notes, the offline writer stands in when the
 * endpoint fails, and the hero's character sheet reaches every image prompt. Real HTTP against a local
 * stand-in for an OpenAI-compatible endpoint with scripted answers.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createProviders } from '../../src/providers/index.js';
import { talesFor } from '../../src/providers/news/tales/index.js';
import { checkStory } from '../../src/providers/safety/lexicon-safety.js';
import type { NewsItem } from '../../src/providers/types.js';
import { createChatWriter } from '../../src/providers/writer/chat-writer.js';
import { endpoint, panda, input, critique, ARC, pandaStory, llm, useStandIn } from '../helpers/ai-writer-fixture.js';

useStandIn();

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
