/** The studio's providers in their own thread (issue 24 §6): the same answers, at a lower priority. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { StoryDraft } from '../../src/providers/types.js';
import { providerThread, type ProviderThread } from '../../src/providers/thread/threaded-providers.js';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<id>/stat). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((id) => {
    const stat = fs.readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

let thread: ProviderThread;
beforeAll(() => {
  thread = providerThread({
    ...loadConfig({}).studio,
    llm: null,
    images: null,
    speech: null,
    newsFeeds: [],
  });
});
afterAll(() => thread?.close());

describe('the providers thread', () => {
  it('speaks a text and hands back the audio as a Buffer with its words and length', async () => {
    const speech = await thread.providers.narrator.narrate({ text: 'The seals had a party.', locale: 'en' });
    expect(Buffer.isBuffer(speech.data)).toBe(true);
    expect(speech.data.length).toBeGreaterThan(1000);
    expect(speech.duration).toBeGreaterThan(0.5);
    expect(speech.words.map((w) => w.word)).toEqual(['The', 'seals', 'had', 'a', 'party.']);
    // the offline narrator's cheaper batch is there, as it is on the web thread
    expect(typeof thread.providers.narrator.narrateMany).toBe('function');
  });

  it('runs below the web thread: one thread of the process has nice 10, the rest 0', async () => {
    await thread.providers.composer.compose({ mood: 'calm', seconds: 1, seed: 2 });
    const values = threadNiceValues();
    expect(values).toContain(10);
    expect(values).toContain(0);
  });

  it("fails a call with the provider's own message, and goes on answering", async () => {
    const broken = { scenes: null } as unknown as StoryDraft;
    await expect(thread.providers.safety.check(broken, { locale: 'en', ageCluster: '4to5' })).rejects.toThrow(
      /null|undefined/,
    );
    const music = await thread.providers.composer.compose({ mood: 'calm', seconds: 3, seed: 1 });
    expect(Buffer.isBuffer(music.data)).toBe(true);
  });

  it('says so when it has been stopped, instead of leaving a step waiting', async () => {
    const own = providerThread({
      ...loadConfig({}).studio,
      llm: null,
      images: null,
      speech: null,
      newsFeeds: [],
    });
    await own.close();
    await expect(own.providers.composer.compose({ mood: 'calm', seconds: 3, seed: 1 })).rejects.toThrow(/stopped/);
  });
});
