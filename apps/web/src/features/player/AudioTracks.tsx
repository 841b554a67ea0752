/** The voice of the current scene and the background music at volume 0.2, following the clock. */
import { useEffect, useRef } from 'react';
import { STORY, type Story } from '@tt/contract';
import { storyFile } from './family-voice';

interface Props {
  story: Story;
  scene: number;
  offset: number;
  playing: boolean;
  /** Changes on every jump of the clock (next, previous, repeat): the voice moves with it. */
  seeks: number;
  /** The voice's measured length, for stories that do not carry it (read-along estimates). */
  onVoiceLength?(seconds: number): void;
  /** Bedtime's fade: 1, down to 0. */
  volume?: number;
}

export function AudioTracks({ story, scene, offset, playing, seeks, onVoiceLength, volume = 1 }: Props) {
  const voice = useRef<HTMLAudioElement>(null);
  const music = useRef<HTMLAudioElement>(null);
  const src = story.scenes[scene]?.audio ? storyFile(story, story.scenes[scene]!.audio) : null;
  const offsetRef = useRef(offset);
  offsetRef.current = offset;

  useEffect(() => {
    const el = voice.current;
    if (!el || !src) return;
    if (el.getAttribute('src') !== src) el.src = src;
    el.currentTime = Math.max(0, offsetRef.current);
  }, [src, seeks]);

  useEffect(() => {
    const el = voice.current;
    if (!el) return;
    if (playing && src) void el.play()?.catch(() => undefined);
    else el.pause();
  }, [src, seeks, playing]);

  useEffect(() => {
    if (voice.current) voice.current.volume = volume;
    if (music.current) music.current.volume = STORY.backgroundVolume * volume;
  }, [volume]);

  useEffect(() => {
    const el = music.current;
    if (!el) return;
    if (playing) void el.play()?.catch(() => undefined);
    else el.pause();
  }, [playing]);

  return (
    <>
      <audio
        ref={voice}
        preload="auto"
        data-testid="voice"
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && onVoiceLength?.(e.currentTarget.duration)}
      />
      {story.backgroundaudio && (
        <audio ref={music} src={`${story.basePath}${story.backgroundaudio}`} loop preload="auto" data-testid="music" />
      )}
    </>
  );
}
