/**
 * A person's voice for a story (decision 056): a moderator's takes, one per scene, become the scenes'
 * voice-overs with word timings; the studio narrator's voice stays in the task's outputs and can be put
 * back. Every change bumps the story's voiceVersion and is saved only if the version is still the one the
 * moderator opened, so two moderators saving at once never mix their takes: the second is told.
 */
import { randomBytes } from 'node:crypto';
import { formatMessage, NARRATION, Story, type MessageKey, type StoryVoice } from '@tt/contract';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import type { MediaStore } from '../../media/store.js';
import { prepareTake, RecordingRefused, type PreparedTake } from '../../providers/narrator/recording.js';
import type { WordTiming } from '../../providers/types.js';
import * as repo from './repository.js';
import type { NarratorOutput } from './teams.js';
import { SCENE_PAUSE_S } from './workflow.js';

export interface SceneVoice {
  audio: string;
  duration: number;
  words: WordTiming[];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The story with new voices for some scenes, its times laid out again from the voices' lengths. */
export function withVoices(story: Story, voices: Map<number, SceneVoice>, voice: StoryVoice): Story {
  let clock = 0;
  const scenes = story.scenes.map((scene, i) => {
    const next = voices.get(i);
    const audioDuration = next?.duration ?? scene.audioDuration ?? 0;
    const duration = round(audioDuration + SCENE_PAUSE_S);
    const start = round(clock);
    clock += duration;
    return {
      ...scene,
      ...(next ? { audio: next.audio, audioDuration: round(next.duration), words: next.words } : {}),
      start,
      end: round(clock),
      duration,
    };
  });
  return { ...story, scenes, duration: round(clock), voice, voiceVersion: (story.voiceVersion ?? 0) + 1 };
}

const sceneField = (i: number) => NARRATION.field(i);
/** A 4xx naming the field (a scene's take, or the version) and why. */
function problem(status: number, key: MessageKey, field: string): ApiProblem {
  return new ApiProblem(status, key, status, [{ field, key, message: formatMessage('en', key) }]);
}

const FAULTS = {
  notAudio: [415, 'errors.voiceNotAudio'],
  unreadable: [422, 'errors.voiceUnreadable'],
  silent: [422, 'errors.voiceSilent'],
  notSpeech: [422, 'errors.voiceNotSpeech'],
  tooShort: [422, 'errors.voiceTooShort'],
  tooLong: [422, 'errors.voiceTooLong'],
} as const;

/**
 * Every take (scene index → the recorded file) checked and prepared before anything is written, so a bad
 * take changes nothing; a 4xx names the scene and the reason. `expectedSeconds(i)`: how long the story's
 * own voice takes for scene i. With `everyScene` (a first recording) each scene needs a take: a story
 * speaks in one voice. Used for a moderator's takes and a family's (decision 066).
 */
export async function prepareSceneTakes(
  story: Story,
  takes: Map<number, Buffer>,
  expectedSeconds: (scene: number) => number,
  everyScene: boolean,
): Promise<Map<number, PreparedTake>> {
  for (const i of takes.keys())
    if (!Number.isInteger(i) || i < 0 || i >= story.scenes.length)
      throw problem(422, 'errors.voiceNoScene', sceneField(i));
  if (everyScene)
    story.scenes.forEach((_, i) => {
      if (!takes.has(i)) throw problem(422, 'errors.voiceMissing', sceneField(i));
    });
  const prepared = new Map<number, PreparedTake>();
  // one at a time: each is a few ffmpeg runs, and the machine is shared
  for (const [i, data] of takes) {
    try {
      prepared.set(i, await prepareTake(data, story.scenes[i]!.text, expectedSeconds(i)));
    } catch (err) {
      if (!(err instanceof RecordingRefused)) throw err;
      const [status, key] = FAULTS[err.fault];
      throw problem(status, key, sceneField(i));
    }
  }
  return prepared;
}

export function createNarration({ db, media }: { db: Db; media: MediaStore }) {
  /** The task's story, its parsed data and the studio narrator's voices, or 404. */
  async function load(taskUid: string) {
    const task = await repo.findTask(db, taskUid);
    const row = task?.storyUid ? await repo.findStory(db, task.storyUid) : null;
    if (!task || !row) throw new ApiProblem(404, 'errors.notFound');
    // a rejected story's files are withheld (decision 043); a new voice would be served beside them
    if (row.status === 'rejected') throw new ApiProblem(409, 'errors.storyNotCreated');
    const synthetic = task.results.outputs.narrator as NarratorOutput | undefined;
    return { task, story: Story.parse(row.data), synthetic };
  }

  function checkVersion(story: Story, version: number): void {
    if ((story.voiceVersion ?? 0) !== version) throw problem(409, 'errors.voiceChanged', 'version');
  }

  /** Saves the story only if nobody changed its voice since `version`; else the second saver is told. */
  async function commit(story: Story, version: number): Promise<{ voice: StoryVoice; version: number }> {
    if (!(await repo.replaceStoryVoice(db, story, version))) throw problem(409, 'errors.voiceChanged', 'version');
    return { voice: story.voice ?? 'synthetic', version: story.voiceVersion ?? 0 };
  }

  return {
    /**
     * A moderator's takes (scene index → the recorded file) as the story's voice. Every take is checked and
     * prepared before anything is written, so a bad take leaves the saved story as it was; the first time,
     * every scene needs a take (a story speaks in one voice).
     */
    async savePersonVoice(taskUid: string, version: number, takes: Map<number, Buffer>) {
      const { story, synthetic } = await load(taskUid);
      checkVersion(story, version);
      const prepared = await prepareSceneTakes(
        story,
        takes,
        (i) => synthetic?.scenes[i]?.duration ?? story.scenes[i]!.audioDuration ?? 10,
        story.voice !== 'person',
      );
      const voices = new Map<number, SceneVoice>();
      for (const [i, take] of prepared) {
        // a fresh name each time: /media answers are cached as immutable
        const name = `person-${i + 1}-${randomBytes(6).toString('hex')}.ogg`;
        voices.set(i, {
          audio: await media.write(taskUid, name, take.data),
          duration: take.duration,
          words: take.words,
        });
      }
      return commit(withVoices(story, voices, 'person'), version);
    },

    /** The studio narrator's voice back on every scene (the person's files stay in the store). */
    async restoreSyntheticVoice(taskUid: string, version: number) {
      const { story, synthetic } = await load(taskUid);
      checkVersion(story, version);
      if (!synthetic || synthetic.scenes.length !== story.scenes.length)
        throw new ApiProblem(409, 'errors.storyNotCreated');
      const voices = new Map(synthetic.scenes.map((v, i) => [i, v]));
      return commit(withVoices(story, voices, 'synthetic'), version);
    },
  };
}

export type Narration = ReturnType<typeof createNarration>;
