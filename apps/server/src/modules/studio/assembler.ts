/** Builds the Story record of consumer §3 from the steps' outputs; times come from the measured audio. */
import { FOOTNOTE, type Story } from '@tt/contract';
import type { StoryDraft } from '../../providers/types.js';
import { MediaStore } from '../../media/store.js';
import type { ComposerOutput, IllustratorOutput, NarratorOutput } from './teams.js';
import { SCENE_PAUSE_S, type PurposeType } from './workflow.js';

export interface AssembleInput {
  taskUid: string;
  storyUid: string;
  purpose: PurposeType;
  locale: string;
  ageCluster: string;
  newsDate: string;
  /** the news item's id, which names its language: "bundled-01-05-en" */
  newsId: string;
  draft: StoryDraft;
  pictures: IllustratorOutput;
  narration: NarratorOutput;
  music: ComposerOutput;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The text around the first use of the word in a scene, so the player finds that use (consumer §4). */
function footnoteContext(texts: string[], word: string): { before: string; after: string } | null {
  for (const text of texts) {
    const at = text.indexOf(word);
    if (at >= 0)
      return {
        before: text.slice(Math.max(0, at - FOOTNOTE.contextChars), at),
        after: text.slice(at + word.length, at + word.length + FOOTNOTE.contextChars),
      };
  }
  return null;
}

export function assembleStory(input: AssembleInput): Story {
  let clock = 0;
  const scenes = input.draft.scenes.map((scene, i) => {
    const voice = input.narration.scenes[i];
    const duration = round((voice?.duration ?? 0) + SCENE_PAUSE_S);
    const start = round(clock);
    clock += duration;
    return {
      image: input.pictures.scenes[i] ?? input.pictures.cover,
      video: null,
      title: scene.title ?? null,
      text: scene.text,
      start,
      end: round(clock),
      duration,
      audio: voice?.audio ?? null,
      ...(voice ? { audioDuration: round(voice.duration) } : {}),
      words: voice?.words ?? [],
    };
  });
  const footnotes = input.draft.footnotes.map((note, i) => {
    const voice = input.narration.footnotes[i];
    const context = footnoteContext(
      input.draft.scenes.map((s) => s.text),
      note.titleInSource,
    );
    return {
      ...note,
      audio: voice ? { path: voice.audio, duration: voice.duration } : null,
      image: null,
      ...(context ? { context } : {}),
    };
  });
  return {
    uid: input.storyUid,
    title: input.draft.title,
    cover: input.pictures.cover,
    date: input.newsDate,
    // a feed draft is a story only once a moderator made it one (decision 085): the day's news then
    topic: ['tidingsStory', 'testText', 'feedDraft'].includes(input.purpose) ? 'news' : input.purpose,
    locale: input.locale,
    ageCluster: input.ageCluster,
    duration: round(clock),
    basePath: MediaStore.basePath(input.taskUid),
    scenes,
    content: input.draft.scenes.map((s) => s.text).join('\n\n'),
    audio: null,
    backgroundaudio: input.music.audio,
    footnotes,
    parentNote: input.draft.parentNote,
    newsKey: input.newsId.replace(/-(en|ru)$/, ''),
  };
}
