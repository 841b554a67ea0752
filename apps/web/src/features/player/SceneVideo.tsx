/** A scene's video, when it has one (consumer §3 Story): muted, inline, following the story clock. */
import { useEffect, useRef } from 'react';

export function SceneVideo({
  src,
  offset,
  playing,
  seeks,
}: {
  src: string;
  offset: number;
  playing: boolean;
  seeks: number;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const offsetRef = useRef(offset);
  offsetRef.current = offset;

  // a new scene or a jump of the clock puts the video where the story is
  useEffect(() => {
    if (video.current) video.current.currentTime = Math.max(0, offsetRef.current);
  }, [src, seeks]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (playing) void el.play()?.catch(() => undefined);
    else el.pause();
  }, [src, playing]);

  return (
    <video
      ref={video}
      src={src}
      className="player__image player__video"
      muted
      playsInline
      preload="auto"
      data-testid="scene-video"
    />
  );
}
