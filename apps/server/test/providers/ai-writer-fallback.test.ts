/**
 * The AI path when things go wrong, and what it hands on: the offline writer stands in when the endpoint
 * fails, and the hero's character sheet reaches every image prompt. Real HTTP against a local stand-in
 * for an OpenAI-compatible endpoint with scripted answers.
 */
import { describe, expect, it } from 'vitest';
import { createImagesIllustrator } from '../../src/providers/illustrator/images-illustrator.js';
import { talesFor } from '../../src/providers/news/tales/index.js';
import type { NewsItem } from '../../src/providers/types.js';
import { createChatWriter } from '../../src/providers/writer/chat-writer.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';
import { endpoint, panda, input, critique, pandaStory, llm, useStandIn } from '../helpers/ai-writer-fixture.js';
import { startStandIn } from '../helpers/openai-stand-in.js';

useStandIn();

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
