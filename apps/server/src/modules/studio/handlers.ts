/** Moderation calls (panel §7 admin/moderation/*) and "give me a story" (consumer §7). */
import { Story } from '@tt/contract';
import type { CallContext, Handlers } from '../../context.js';
import { requireUser } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import * as repo from './repository.js';
import { giveStory } from './give-story.js';

/** A list row: what the task card shows; the rest comes with admin/moderation/data. */
function toModerationTaskRow(task: repo.TaskListRow) {
  return {
    uid: task.uid,
    status: task.status as 'waiting',
    date: task.createdAt.toISOString(),
    workflow: task.workflow,
    purpose: task.purpose as { type: 'tidingsStory' },
    results: { completed: task.completed, error: task.error },
    storyUid: task.storyUid,
  };
}

/** A whole task (the opened one): the row with its purpose and results in full. */
function toModerationTask(task: repo.TaskRow) {
  return {
    ...toModerationTaskRow({ ...task, completed: task.results.completed, error: task.results.error }),
    purpose: task.purpose as { type: 'tidingsStory' },
    results: task.results,
  };
}

const studioOf = (ctx: CallContext) => ctx.app.studio;

export const studioHandlers: Handlers = {
  'admin/moderation/list': async (input, ctx) => {
    const { rows, count } = await repo.listTasks(ctx.app.db, input);
    return { records: rows.map(toModerationTaskRow), count };
  },

  'admin/moderation/data': async (input, ctx) => {
    const task = await repo.findTask(ctx.app.db, input.uid);
    if (!task) throw new ApiProblem(404, 'errors.notFound');
    const story = task.storyUid ? await repo.findStory(ctx.app.db, task.storyUid) : null;
    return { task: toModerationTask(task), story: story ? Story.parse(story.data) : null };
  },

  'admin/moderation/redo': async (input, ctx) => {
    if (!(await studioOf(ctx).redo(input.uid, input.from))) throw new ApiProblem(404, 'errors.notFound');
    return { success: true as const };
  },

  'admin/moderation/result': async (input, ctx) => {
    if (!(await studioOf(ctx).decide(input.uid, input.status))) throw new ApiProblem(409, 'errors.storyNotCreated');
    return { success: true as const };
  },

  'tidings/story/cangetany': async (_input, ctx) => {
    requireUser(ctx);
    return { can: true };
  },

  'tidings/story/sendany': async (input, ctx) =>
    giveStory(ctx.app.db, studioOf(ctx), requireUser(ctx), { age: input.age, locale: input.locale }),
};
