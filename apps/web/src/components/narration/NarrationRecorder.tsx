/**
 * A person reads a story aloud (issue 23; decisions 056, 066): each scene's text as a teleprompter, a take
 * per scene (record, listen back, record again), then Save sends the takes. Takes stay in the page until
 * saved, so a failed save is tried again without reading again. One recorder for a moderator's narration
 * (the panel) and a parent's (the player); loaded only when one of them opens it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, CircleCheck, Mic, Square, TriangleAlert } from 'lucide-react';
import { NARRATION, type Story } from '@tt/contract';
import { Dialog, type DialogMessage } from '../Dialog';
import { ApiError } from '../../lib/api/client';
import { errorText } from '../../lib/api/error-text';
import type { SavedVoice } from '../../lib/api/takes';
import { canRecord, useRecorder, type RecorderFault } from './use-recorder';
import '../../styles/narration.css';

interface Take {
  blob: Blob;
  url: string;
}

interface Props {
  story: Story;
  /** The region's name: what this recording is for. */
  title: string;
  /** The version of the voice the takes are made from (a save meanwhile by someone else is refused). */
  version: number;
  /** Nothing recorded yet: every scene is needed before saving. */
  firstTime: boolean;
  save(input: { version: number; takes: Map<number, Blob> }): Promise<SavedVoice>;
}

export function NarrationRecorder({ story, title, firstTime, ...props }: Props) {
  const { t } = useTranslation();
  const save = useMutation({ mutationFn: props.save });
  const recorder = useRecorder();
  const [index, setIndex] = useState(0);
  const [takes, setTakes] = useState<Map<number, Take>>(new Map());
  const [fault, setFault] = useState<DialogMessage | null>(null);
  const [saved, setSaved] = useState(false);
  // the scenes a saved recording holds: all of them once one exists (the first save needs every scene), so
  // after Save they read "saved", not "not recorded yet" beside the "Saved" message (issue 32 §11)
  const [savedAll, setSavedAll] = useState(!firstTime);
  // the version this recording started from: someone else's save meanwhile must be told, not overwritten
  const version = useRef(props.version);
  const urls = useRef(takes);
  urls.current = takes;
  useEffect(() => () => urls.current.forEach((take) => URL.revokeObjectURL(take.url)), []);

  if (!canRecord()) return <p role="alert">{t('recorder.unsupported')}</p>;

  const scene = story.scenes[index]!;
  const take = takes.get(index);
  const ready = takes.size > 0 && (!firstTime || takes.size === story.scenes.length);
  const failedScene = (save.error instanceof ApiError ? save.error.errors : [])
    .map((e) => /^scene-(\d+)$/.exec(e.field)?.[1])
    .filter((i) => i !== undefined)
    .map(Number);

  const faults: Record<RecorderFault, DialogMessage> = {
    denied: { title: t('errors.microphone.title'), text: t('errors.microphone.text') },
    noMicrophone: { title: t('errors.microphone.title'), text: t('recorder.noMicrophone') },
    failed: { title: t('errors.microphone.title'), text: t('recorder.failed') },
  };

  async function record() {
    setSaved(false);
    try {
      await recorder.start();
    } catch (err) {
      setFault(faults[err as RecorderFault] ?? faults.failed);
    }
  }

  async function stop() {
    const blob = await recorder.stop();
    setTakes((old) => {
      const next = new Map(old);
      const previous = next.get(index);
      if (previous) URL.revokeObjectURL(previous.url);
      next.set(index, { blob, url: URL.createObjectURL(blob) });
      return next;
    });
  }

  function submit() {
    save.mutate(
      { version: version.current, takes: new Map([...takes].map(([i, { blob }]) => [i, blob])) },
      {
        onSuccess: (result) => {
          version.current = result.version;
          takes.forEach((old) => URL.revokeObjectURL(old.url));
          setTakes(new Map());
          setSaved(true);
          setSavedAll(true);
        },
      },
    );
  }

  const go = (next: number) => !recorder.recording && setIndex(next);
  return (
    <section className="narration" aria-label={title}>
      <div className="row narration__scenes">
        <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden size={18} /> {t('recorder.previous')}
        </button>
        <span>{t('recorder.scene', { n: index + 1, all: story.scenes.length })}</span>
        <button
          type="button"
          className="button button--ghost"
          disabled={index === story.scenes.length - 1}
          onClick={() => go(index + 1)}
        >
          {t('recorder.next')} <ChevronRight aria-hidden size={18} />
        </button>
      </div>
      <p className="narration__prompter" aria-label={t('recorder.prompter')}>
        {scene.text}
      </p>
      <div className="row">
        {recorder.recording ? (
          <button type="button" className="button" onClick={() => void stop()}>
            <Square aria-hidden size={16} /> {t('recorder.stop')}
          </button>
        ) : (
          <button type="button" className="button" disabled={save.isPending} onClick={() => void record()}>
            <Mic aria-hidden size={16} /> {take ? t('recorder.again') : t('recorder.start')}
          </button>
        )}
        {recorder.recording && (
          <span className="narration__clock" role="timer" aria-label={t('recorder.elapsed')}>
            {Math.floor(recorder.seconds / 60)}:{String(recorder.seconds % 60).padStart(2, '0')}
          </span>
        )}
      </div>
      {take && !recorder.recording && (
        <audio controls src={take.url} aria-label={t('recorder.listen', { n: index + 1 })} />
      )}
      <ol className="narration__takes">
        {story.scenes.map((_, i) => (
          <li key={i} className={failedScene.includes(i) ? 'narration__take--failed' : undefined}>
            <button type="button" className="link-button" onClick={() => go(i)}>
              {t('recorder.scene', { n: i + 1, all: story.scenes.length })}
            </button>{' '}
            {takes.has(i) ? (
              <span className="icon-text">
                <CircleCheck aria-hidden size={16} /> {t(savedAll ? 'recorder.newTake' : 'recorder.recorded')}
              </span>
            ) : savedAll ? (
              <span className="icon-text">
                <CircleCheck aria-hidden size={16} /> {t('recorder.savedTake')}
              </span>
            ) : (
              <span className="narration__missing">{t('recorder.notRecorded')}</span>
            )}
          </li>
        ))}
      </ol>
      {save.error && (
        <p role="alert" className="icon-text">
          <TriangleAlert aria-hidden size={18} />{' '}
          {failedScene.length
            ? t('recorder.sceneFailed', { n: failedScene[0]! + 1, reason: errorText(t, save.error) })
            : errorText(t, save.error)}
        </p>
      )}
      {saved && <p role="status">{t('recorder.saved')}</p>}
      <p className="narration__hint">
        {firstTime ? t('recorder.everyScene') : t('recorder.someScenes')} {t('recorder.limit', { mb: NARRATION.maxMb })}
      </p>
      <button
        type="button"
        className="button"
        disabled={!ready || save.isPending || recorder.recording}
        onClick={submit}
      >
        {save.isPending ? t('recorder.saving') : t('recorder.save')}
      </button>
      {fault && <Dialog {...fault} onClose={() => setFault(null)} />}
    </section>
  );
}
