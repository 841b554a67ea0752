/**
 * The real writer and safety providers against a local server speaking the chat-completions protocol: when it
 * fails the step is marked failed with the error; after it recovers, "Remake from here" finishes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTask } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
let llm: http.Server;
let healthy = false;
let requests = 0;

const draft = {
  beats: {
    who: 'a panda cub at a zoo',
    what: 'She saw snow for the first time.',
    feeling: 'surprised, then happy',
    helped: null,
    why: 'Pandas live in snowy mountains.',
  },
  hero: { name: 'the panda cub', looks: 'a round black-and-white panda cub' },
  title: 'The Panda Who Loved Snow',
  scenes: [
    { beat: 'hello', title: 'Hello', text: 'Hello, little one, it is Pip the mouse. I have news about snow.' },
    {
      beat: 'happened',
      title: 'Snow',
      text: 'Soft white snow fell on the bamboo. The panda had never seen snow before.',
    },
    {
      beat: 'detail',
      title: 'Play',
      text: 'The panda rolled and laughed in the snow. The keeper brought her a snowball.',
    },
    { beat: 'feeling', title: 'Happy', text: 'The panda felt surprised and then happy. Do you like snow too?' },
    { beat: 'night', title: 'Night', text: 'The panda slept, cosy and happy. Good night, little one, sweet dreams.' },
  ],
  footnotes: [{ title: 'Keeper', titleInSource: 'keeper', text: 'A person who looks after the animals in a zoo.' }],
  parentNote: {
    whatHappened: 'A zoo panda played in the first snow.',
    questions: ['How did the panda feel in the snow?', 'What do you like about snow?'],
  },
  mood: 'happy',
  setting: 'snow',
};
/** The critic's answer when the draft meets every point of the rubric. */
const praise = {
  criteria: Object.fromEntries(
    ['facts', 'arc', 'sentences', 'warmth', 'wording', 'questions', 'footnotes', 'parentNote'].map((c) => [
      c,
      { note: 'fine', ok: true },
    ]),
  ),
};

beforeAll(async () => {
  llm = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests++;
      if (!healthy)
        return res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"model overloaded"}}');
      // The same endpoint serves the writer, its critic and the safety check; the schema name tells them apart.
      const asked = JSON.parse(Buffer.concat(chunks).toString()) as {
        response_format: { json_schema: { name: string } };
      };
      const answers: Record<string, unknown> = {
        safety_verdict: { verdict: 'pass', reasons: [] },
        story_critique: praise,
        story_draft: draft,
      };
      const answer = answers[asked.response_format.json_schema.name];
      const content = JSON.stringify(answer);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  t = await startTestApp({
    LLM_BASE_URL: baseUrl,
    LLM_API_KEY: 'test',
    LLM_MODEL: 'test-model',
    STEP_RETRIES: '1',
    STEP_RETRY_DELAY_S: '1',
    JOB_POLL_S: '0.5',
    AUTO_APPROVE: 'true',
  });
});
afterAll(async () => {
  await t.close();
  llm.close();
});

describe('a failing provider', () => {
  it('marks the step failed with its error, retries, and recovers with Remake from here', async () => {
    const uid = await t.app.context.studio!.createTask(
      { type: 'tidingsStory', locale: 'en', ageCluster: '4to5' },
      { seed: 1 },
    );
    const failed = await waitUntil(async () => {
      const task = await findTask(t.app.context.db, uid);
      return task?.status === 'error' ? task : null;
    }, 'the task to fail');
    // the writer fell back to the offline one; the safety step, on the same endpoint, failed
    expect(failed.results.completed).toEqual(['news', 'writer']);
    expect(failed.results.error).toMatch(/500|overloaded/);
    expect(requests).toBeGreaterThanOrEqual(2); // the job was retried

    healthy = true;
    expect(await t.app.context.studio!.redo(uid, 'writer')).toBe(true);
    const done = await waitUntil(async () => {
      const task = await findTask(t.app.context.db, uid);
      return task?.status === 'approve' ? task : null;
    }, 'the task to finish after the remake');
    expect(done.results.error).toBeNull();
    expect((done.results.outputs.writer as { title: string }).title).toBe('The Panda Who Loved Snow');
  });
});
