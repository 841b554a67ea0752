/**
 * A person's take is bounded before it is decoded (issue 32 §3): its length is read from its container
 * (Ogg, WebM, WAV), and decoding stops at the longest take a scene allows, in bounded time and memory.
 */
import { describe, expect, it } from 'vitest';
import { containerSeconds } from '../../src/providers/media/container-duration.js';
import { decodePcm, runFfmpeg } from '../../src/providers/media/ffmpeg.js';
import { prepareTake, rawTakeMaxSeconds, RecordingRefused } from '../../src/providers/narrator/recording.js';

/** Seconds of a quiet tone, in a container ffmpeg writes. */
const tone = (seconds: number, format: 'ogg' | 'webm' | 'wav') =>
  runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=48000:duration=${seconds}`],
      ...(format === 'wav' ? [] : ['-c:a', 'libopus', '-b:a', '16k']),
      ...['-f', format, 'pipe:1'],
    ],
    Buffer.alloc(0),
  );

/** The Ogg file with no page saying it ends past `seconds` (the last one saying exactly that): a file that lies. */
function withLastGranule(ogg: Buffer, seconds: number): Buffer {
  const copy = Buffer.from(ogg);
  const end = BigInt(Math.round(seconds * 48_000));
  let last = -1;
  for (let at = copy.indexOf('OggS', 0, 'latin1'); at >= 0; at = copy.indexOf('OggS', at + 4, 'latin1')) {
    if (copy.readBigInt64LE(at + 6) > end) copy.writeBigInt64LE(end, at + 6);
    last = at;
  }
  copy.writeBigInt64LE(end, last + 6);
  return copy;
}

describe('a take’s length from its container', () => {
  it('reads Ogg Opus, WebM and WAV without decoding', async () => {
    const [ogg, webm, wav] = await Promise.all([tone(3, 'ogg'), tone(3, 'webm'), tone(3, 'wav')]);
    expect(containerSeconds(ogg)).toBeCloseTo(3, 1);
    expect(containerSeconds(wav)).toBeCloseTo(3, 2);
    // WebM from a recorder has no duration: the latest cluster's start, at most a cluster short of it
    expect(containerSeconds(webm)).toBeGreaterThanOrEqual(0);
    expect(containerSeconds(webm)).toBeLessThanOrEqual(3);
    expect(containerSeconds(Buffer.from('not audio at all'))).toBeNull();
  });

  it('refuses an hour in a small file as too long before decoding it', async () => {
    const hour = withLastGranule(await tone(2, 'ogg'), 3600);
    expect(hour.length).toBeLessThan(20_000);
    const started = Date.now();
    const refused = await prepareTake(hour, 'A giraffe is born.', 2).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RecordingRefused);
    expect((refused as RecordingRefused).fault).toBe('tooLong');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('decodes no more than the bound, whatever the container claims', async () => {
    const long = await tone(20, 'wav');
    const pcm = await decodePcm(long, 16_000, { maxSeconds: 4 });
    expect(pcm.length / 16_000).toBeCloseTo(4, 1);
    // a take claiming 2 s that runs 20 s: decoded up to the scene's bound (3 s of reading → 9.5 s), then refused
    expect(rawTakeMaxSeconds(3)).toBe(9.5);
    const liar = withLastGranule(await tone(20, 'ogg'), 2);
    expect(containerSeconds(liar)).toBeCloseTo(2, 1);
    const refused = await prepareTake(liar, 'A giraffe is born.', 1).catch((err: unknown) => err);
    expect((refused as RecordingRefused).fault).toBe('tooLong');
  });
});
