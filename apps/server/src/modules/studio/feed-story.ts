/**
 * A feed draft made a story by a moderator (decision 085): the moderator's own text, held to the writer's
 * sentence checks, or the suggested bundled item told instead. Either way the task starts again after
 * the writer (the pictures, voice and music are made from that text) and waits for moderation as a
 * story; the action is recorded in the staff's audit history.
 */
import {
  formatMessage,
  localeOr,
  type AgeCluster,
  type FieldError,
  type Locale,
  type MessageKey,
  type WriteFeedStoryRequest,
  type WrittenStoryForm,
} from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { TaskResults } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { MediaStore } from '../../media/store.js';
import { agencyPhrase } from '../../providers/safety/sentence-checks.js';
import { scaryWord, sentenceFailures } from '../../providers/safety/sentence-report.js';
import { CRAFT } from '../../providers/safety/story-checks.js';
import type { NewsItem, SceneBeat, StoryDraft } from '../../providers/types.js';
import type { AuditModule } from '../audit/index.js';
import * as repo from './repository.js';
import type { EnqueueStep } from './studio.js';
import { STORY_TEAMS } from './workflow.js';

export interface FeedStoryDeps {
  db: Db;
  media: MediaStore;
  enqueue: EnqueueStep;
  audit: Pick<AuditModule, 'record'>;
}

const fieldError = (field: string, key: MessageKey, params: Record<string, string | number>): FieldError => {
  const reason = formatMessage('en', key, params);
  return { field, key, params, message: params.sentence ? `"${params.sentence}": ${reason}` : reason };
};

/** Every refused sentence of the moderator's text, by its field: scenes.2.text, title, parentNote.whatHappened. */
export function refusals(story: WrittenStoryForm, locale: Locale): FieldError[] {
  const cluster = story.ageCluster;
  const [min, max] = CRAFT[cluster].scenes;
  const errors: FieldError[] = [];
  if (story.scenes.length < min || story.scenes.length > max)
    errors.push(fieldError('scenes', 'story.check.sceneCount', { count: story.scenes.length, min, max }));
  story.scenes.forEach((scene, i) => {
    for (const f of sentenceFailures(scene.text, locale, cluster))
      errors.push(fieldError(`scenes.${i}.text`, `story.check.${f.check}`, { ...f.params, sentence: f.sentence }));
  });
  const scary = scaryWord(story.title, locale);
  if (scary) errors.push(fieldError('title', 'story.check.scary', { word: scary, sentence: story.title }));
  const { whatHappened } = story.parentNote;
  const phrase = agencyPhrase(whatHappened, locale);
  if (phrase)
    errors.push(fieldError('parentNote.whatHappened', 'story.check.agency', { phrase, sentence: whatHappened }));
  return errors;
}

/** The beats between hello and good night: the 6–7 arc in order, the younger ones' where, what and how it felt. */
const MIDDLE_BEATS: Record<AgeCluster, SceneBeat[]> = {
  upto3: ['where', 'happened', 'detail'],
  '4to5': ['where', 'happened', 'detail', 'feeling', 'why'],
  '6to7': ['problem', 'attempt', 'help', 'resolution', 'why', 'feeling', 'detail'],
};

/** The moderator's text as the writer's draft: scene beats by position (the illustrator frames by them). */
export function writtenDraft(story: WrittenStoryForm): StoryDraft {
  const last = story.scenes.length - 1;
  const middle = MIDDLE_BEATS[story.ageCluster];
  return {
    title: story.title,
    scenes: story.scenes.map((scene, i) => ({
      title: scene.title,
      text: scene.text,
      beat: i === 0 ? 'hello' : i === last ? 'night' : (middle[i - 1] ?? 'detail'),
    })),
    footnotes: [],
    parentNote: { whatHappened: story.parentNote.whatHappened, questions: [...story.parentNote.questions] },
    mood: 'calm',
  };
}

type Purpose = repo.TaskRow['purpose'];

export function createFeedStories(deps: FeedStoryDeps) {
  /** The feed draft to make a story of: 404 unknown, 409 another purpose or still being made. */
  async function openDraft(uid: string): Promise<repo.TaskRow> {
    const task = await repo.findTask(deps.db, uid);
    if (!task) throw new ApiProblem(404, 'errors.notFound');
    if (task.purpose.type !== 'feedDraft') throw new ApiProblem(409, 'errors.notAFeedDraft');
    if (task.status === 'waiting' || task.status === 'processing') throw new ApiProblem(409, 'errors.feedStoryBusy');
    return task;
  }

  /** Runs the whole story workflow again from what is kept, as "Remake from here" does. */
  async function restart(task: repo.TaskRow, purpose: Purpose, results: TaskResults): Promise<void> {
    const attempt = task.attempt + 1;
    const workflow = STORY_TEAMS.map((teamid) => ({ teamid }));
    const values = { status: 'waiting', attempt, purpose, workflow };
    if (!(await repo.saveResults(deps.db, task.uid, task.attempt, results, values)))
      throw new ApiProblem(409, 'errors.feedStoryBusy');
    if (task.storyUid) await repo.setStoryStatus(deps.db, task.storyUid, 'draft');
    if (task.status === 'reject') await deps.media.release(task.uid);
    await deps.enqueue(task.uid, attempt, results.completed.length);
  }

  return {
    /** A moderator's text: 422 with every refused sentence, else the studio makes it a story. */
    async write(input: WriteFeedStoryRequest, actorId: number): Promise<void> {
      const task = await openDraft(input.uid);
      const { uid, ...story } = input;
      const errors = refusals(story, localeOr(task.purpose.locale));
      if (errors.length) throw new ApiProblem(422, 'errors.storyRefused', 422, errors);
      const draft = writtenDraft(story);
      const news = task.results.outputs.news;
      const completed = news ? ['news', 'writer'] : ['writer'];
      await restart(
        task,
        { ...task.purpose, ageCluster: story.ageCluster, feedStory: 'written', written: draft, newsKey: undefined },
        {
          completed,
          outputs: { ...(news ? { news } : {}), writer: draft },
          progress: Object.fromEntries(completed.map((team) => [team, 1])),
          error: null,
        },
      );
      await deps.audit.record({
        actorId,
        action: 'feedStoryWritten',
        subject: `task:${uid}`,
        before: { status: task.status },
        after: { title: story.title, ageCluster: story.ageCluster, scenes: story.scenes.length },
      });
    },

    /** The suggested bundled item told instead of the feed item, for the draft's age (4–5). */
    async tellSuggested(uid: string, actorId: number): Promise<void> {
      const task = await openDraft(uid);
      const suggested = (task.results.outputs.news as NewsItem | undefined)?.suggested;
      if (!suggested) throw new ApiProblem(409, 'errors.noSuggestedItem');
      const { written: _written, ...purpose } = task.purpose;
      await restart(
        task,
        { ...purpose, feedStory: 'suggested', newsKey: suggested.id.replace(/-(en|ru)$/, '') },
        repo.emptyResults(),
      );
      await deps.audit.record({
        actorId,
        action: 'feedSuggestedTold',
        subject: `task:${uid}`,
        before: { status: task.status },
        after: { title: suggested.title, newsKey: suggested.id },
      });
    },
  };
}

export type FeedStories = ReturnType<typeof createFeedStories>;
