import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTask } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5' });
});
afterAll(() => t.close());

describe('give me a story', () => {
  it('starts a task for the cohort, then hands out the published story', async () => {
    const { token } = await t.register('asker@example.com');
    expect((await t.call('tidings/story/cangetany', {}, token)).body).toEqual({ can: true });
    const first = await t.call('tidings/story/sendany', { age: 2, topic: 'news', locale: 'ru' }, token);
    expect(first.body.story).toBeNull();
    const taskUid = first.body.task as string;
    const task = await findTask(t.app.context.db, taskUid);
    expect(task?.purpose).toMatchObject({ type: 'tidingsStory', locale: 'ru', ageCluster: 'upto3' });

    // a second ask while it is being made joins the same task
    expect((await t.call('tidings/story/sendany', { age: 3, topic: 'news', locale: 'ru' }, token)).body.task).toBe(
      taskUid,
    );

    const storyUid = await waitUntil(
      async () =>
        (await findTask(t.app.context.db, taskUid))?.status === 'approve' &&
        (await findTask(t.app.context.db, taskUid))!.storyUid,
      'the story',
    );
    const ready = await t.call('tidings/story/sendany', { age: 1, topic: 'news', locale: 'ru' }, token);
    expect(ready.body).toEqual({ story: storyUid, task: null, reason: null });
    const story = await t.call('tidings/story/get', { uid: storyUid }, token);
    expect(story.body.locale).toBe('ru');
  });

  it('refuses an age outside 1 to 17 naming the field', async () => {
    const { token } = await t.register('wrong-age@example.com');
    const res = await t.call('tidings/story/sendany', { age: 0, topic: 'news' }, token);
    expect(res.status).toBe(422);
    expect(res.problem.errors?.[0]?.field).toBe('age');
  });
});
