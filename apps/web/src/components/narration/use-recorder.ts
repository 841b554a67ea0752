/**
 * One take at a time from the microphone (MediaRecorder, Opus in WebM where the browser has it, else its
 * own default). The microphone is opened for each take and closed after it, so the browser's "recording"
 * mark is on only while a scene is read.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderFault = 'denied' | 'noMicrophone' | 'failed';

/** Whether this browser can record sound at all. */
export const canRecord = () =>
  typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices?.getUserMedia;

const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

export function useRecorder() {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const finish = useRef<((take: Blob) => void) | null>(null);

  useEffect(
    () => () => {
      // leaving the dialog mid-take: let go of the microphone
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  useEffect(() => {
    if (!recording) return;
    const began = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 250);
    return () => clearInterval(timer);
  }, [recording]);

  /** Opens the microphone and starts a take; rejects with a RecorderFault. */
  const start = useCallback(async (): Promise<void> => {
    let stream: MediaStream;
    try {
      // the voice as the microphone hears it: echo cancelling, noise gating and gain riding are made for
      // calls, and the server sets the level (decision 056)
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch (err) {
      const name = (err as DOMException).name;
      throw (
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'noMicrophone'
            : 'failed'
      ) satisfies RecorderFault;
    }
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const next = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 64_000 } : {});
    const chunks: Blob[] = [];
    next.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    next.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      finish.current?.(new Blob(chunks, { type: next.mimeType || mimeType || 'audio/webm' }));
      finish.current = null;
    };
    recorder.current = next;
    next.start();
    setSeconds(0);
    setRecording(true);
  }, []);

  /** Ends the take; resolves with the recording. */
  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve) => {
        finish.current = resolve;
        setRecording(false);
        recorder.current?.stop();
        recorder.current = null;
      }),
    [],
  );

  return { recording, seconds, start, stop };
}
