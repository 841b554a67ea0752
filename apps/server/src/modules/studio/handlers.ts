/** Moderation calls (panel §7 admin/moderation/*). */
import { Story } from '@tt/contract';
import { requireUser, type Handlers } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import type { StudioModule } from './module.js';
import type * as repo from './repository.js';

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
    title: task.title,
  };
}

/** A whole task (the opened one): the row with its purpose and results in full. */
function toModerationTask(task: repo.TaskRow) {
  return {
    ...toModerationTaskRow({
      ...task,
      completed: task.results.completed,
      error: task.results.error,
      title: (task.results.outputs.writer as { title?: string } | undefined)?.title ?? null,
    }),
    purpose: task.purpose as { type: 'tidingsStory' },
    results: task.results,
  };
}

export const studioHandlers = (studio: StudioModule): Handlers => ({
  'admin/moderation/list': async (input) => {
    const { rows, count } = await studio.listTasks(input);
    return { records: rows.map(toModerationTaskRow), count };
  },

  'admin/moderation/data': async (input) => {
    const task = await studio.findTask(input.uid);
    if (!task) throw new ApiProblem(404, 'errors.notFound');
    const story = task.storyUid ? await studio.findStory(task.storyUid) : null;
    return { task: toModerationTask(task), story: story ? Story.parse(story.data) : null };
  },

  'admin/moderation/redo': async (input, ctx) => {
    const before = await studio.findTask(input.uid);
    if (!before || !(await studio.studio.redo(input.uid, input.from))) throw new ApiProblem(404, 'errors.notFound');
    await studio.recordModeration({
      actorId: requireUser(ctx).id,
      action: 'remake',
      uid: input.uid,
      before: { status: before.status, completed: before.results.completed },
      after: { from: input.from },
    });
    return { success: true as const };
  },

  'admin/moderation/voice/restore': async (input, ctx) => {
    const restored = await studio.narration.restoreSyntheticVoice(input.uid, input.version);
    await studio.recordModeration({
      actorId: requireUser(ctx).id,
      action: 'narrationRestored',
      uid: input.uid,
      before: { voice: 'person', version: input.version },
      after: { voice: restored.voice, version: restored.version },
    });
    return restored;
  },

  'admin/moderation/story/write': async (input, ctx) => {
    await studio.draftStories.write(input, requireUser(ctx).id);
    return { success: true as const };
  },

  'admin/moderation/story/suggested': async (input, ctx) => {
    await studio.draftStories.tellSuggested(input.uid, requireUser(ctx).id);
    return { success: true as const };
  },

  'admin/moderation/result': async (input, ctx) => {
    await studio.decide(input.uid, input.status, requireUser(ctx).id);
    return { success: true as const };
  },
});
