/**
 * History in words (issue 34 point 3): publishing a story, saving a person's narration and putting the
 * narrator's voice back are in the task's staff history, with who did it and what changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION } from '@tt/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertNarratedTask, SCENES, speechTake, takesForm } from '../helpers/narrated-story.js';

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await t.signInAs(['moderation'], 8, 'history.moderator@example.com');
});
afterAll(() => t.close());

const historyOf = async (taskUid: string) => {
  const res = await t.call('team/audit/list', { subject: `task:${taskUid}` }, moderator);
  expect(res.status).toBe(200);
  return res.body.data as { action: string; actor: string; before: object; after: object }[];
};

describe("a task's staff history", () => {
  it('records a saved narration, the narrator put back, and publishing, newest first', async () => {
    const task = await insertNarratedTask(t.app.context.db, t.app.context.media, 'en');
    const takes = await Promise.all(SCENES.en.map((text) => speechTake(text, 'en', 160)));
    const saved = await fetch(`${t.url}${NARRATION.uploadPath}`, {
      method: 'POST',
      body: takesForm(task.taskUid, 0, { 0: takes[0]!.webm, 1: takes[1]!.webm }),
      headers: { authorization: `Bearer ${moderator}` },
    });
    expect(saved.status).toBe(200);
    expect((await t.call('admin/moderation/voice/restore', { uid: task.taskUid, version: 1 }, moderator)).status).toBe(
      200,
    );
    expect((await t.call('admin/moderation/result', { uid: task.taskUid, status: 'approve' }, moderator)).status).toBe(
      200,
    );

    expect(await historyOf(task.taskUid)).toEqual([
      expect.objectContaining({
        action: 'publish',
        actor: 'history.moderator@example.com',
        before: { status: 'moderation' },
        after: { status: 'approve' },
      }),
      expect.objectContaining({
        action: 'narrationRestored',
        before: { voice: 'person', version: 1 },
        after: { voice: 'synthetic', version: 2 },
      }),
      expect.objectContaining({
        action: 'narrationSaved',
        before: { version: 0 },
        after: { voice: 'person', version: 1, scenes: [1, 2] },
      }),
    ]);
  });
});
