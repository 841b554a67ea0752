/** Audio encoding with the ffmpeg binary shipped inside @ffmpeg-installer/ffmpeg (no system ffmpeg needed). */
import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

export const FFMPEG = ffmpegInstaller.path;

/** What one ffmpeg run may take: wall time, and bytes of output (the samples a decode may hold in memory). */
export interface FfmpegBounds {
  timeoutMs?: number;
  maxOutputBytes?: number;
}

/** An ffmpeg run stopped at its bound: the input is too long or too slow to read, not broken. */
export class FfmpegBoundExceeded extends Error {}

/** Runs ffmpeg with stdin → stdout, no temporary files. */
export async function runFfmpeg(args: string[], input: Buffer, bounds: FfmpegBounds = {}): Promise<Buffer> {
  return (await spawnFfmpeg(['-loglevel', 'error', ...args], input, bounds)).stdout;
}

/** Runs ffmpeg and returns what its filters print (e.g. `ebur128`'s summary), at the info level. */
export async function ffmpegLog(args: string[], input: Buffer): Promise<string> {
  return (await spawnFfmpeg(['-loglevel', 'info', '-nostats', ...args], input)).stderr.toString();
}

function spawnFfmpeg(
  args: string[],
  input: Buffer,
  { timeoutMs, maxOutputBytes = Infinity }: FfmpegBounds = {},
): Promise<{ stdout: Buffer; stderr: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let stopped: string | null = null;
    const stop = (why: string) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const timer = timeoutMs ? setTimeout(() => stop(`ran past ${timeoutMs} ms`), timeoutMs) : null;
    child.stdout.on('data', (c: Buffer) => {
      outBytes += c.length;
      if (outBytes > maxOutputBytes) return stop(`wrote past ${maxOutputBytes} bytes`);
      out.push(c);
    });
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) =>
      reject(
        new Error(
          `ffmpeg could not start (${e.message}); reinstall with npm ci so @ffmpeg-installer/ffmpeg is present`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      if (stopped) return reject(new FfmpegBoundExceeded(`ffmpeg stopped: ${stopped}`));
      return code === 0
        ? resolve({ stdout: Buffer.concat(out), stderr: Buffer.concat(err) })
        : reject(new Error(`ffmpeg failed (${code}): ${Buffer.concat(err).toString().slice(-300)}`));
    });
    child.stdin.on('error', () => {}); // ffmpeg may close stdin early on bad input; the exit code tells
    child.stdin.end(input);
  });
}

/**
 * WAV (or any audio ffmpeg reads) → Ogg Opus at the given bitrate, mono. Speech by default; music asks for
 * the `audio` application (no speech shaping), may lower the encoder's complexity (0–10) to save time, and
 * may ask for the same bytes from the same sound (`bitexact`: a fixed Ogg stream serial, no version tags).
 */
export function encodeOpus(
  audio: Buffer,
  bitrateKbps = 32,
  {
    application = 'voip',
    complexity = 10,
    bitexact = false,
  }: { application?: 'voip' | 'audio'; complexity?: number; bitexact?: boolean } = {},
): Promise<Buffer> {
  return runFfmpeg(
    [
      '-i',
      'pipe:0',
      '-ac',
      '1',
      '-c:a',
      'libopus',
      '-b:a',
      `${bitrateKbps}k`,
      '-application',
      application,
      '-compression_level',
      String(complexity),
      ...(bitexact ? ['-fflags', '+bitexact'] : []),
      '-f',
      'ogg',
      'pipe:1',
    ],
    audio,
  );
}

/**
 * Any audio ffmpeg reads → 16-bit mono samples at `rate`. With `maxSeconds`, at most that much is decoded
 * (ffmpeg -t, and the output counted), within `timeoutMs`: what a person's upload may cost the server.
 */
export async function decodePcm(
  audio: Buffer,
  rate: number,
  { maxSeconds, timeoutMs }: { maxSeconds?: number; timeoutMs?: number } = {},
): Promise<Int16Array> {
  const limit = maxSeconds ? ['-t', maxSeconds.toFixed(2)] : [];
  const raw = await runFfmpeg(
    ['-i', 'pipe:0', ...limit, '-ac', '1', '-ar', String(rate), '-f', 's16le', 'pipe:1'],
    audio,
    maxSeconds ? { timeoutMs, maxOutputBytes: Math.ceil((maxSeconds + 1) * rate * 2) } : { timeoutMs },
  );
  // copied: the Buffer may sit at an odd offset in Node's pool, which Int16Array cannot view
  return new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length - (raw.length % 2)));
}

/** Seconds of audio in any format ffmpeg reads, by decoding it to raw 8 kHz samples. */
export async function probeDuration(audio: Buffer): Promise<number> {
  return (await decodePcm(audio, 8000)).length / 8000;
}

/** The 44-byte header of a mono WAV: 16-bit integer samples, or 32-bit IEEE float ones. */
function wavHeader(dataBytes: number, sampleRate: number, sample: 'int16' | 'float32'): Buffer {
  const bytes = sample === 'int16' ? 2 : 4;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(sample === 'int16' ? 1 : 3, 20); // PCM or IEEE float
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * bytes, 28);
  header.writeUInt16LE(bytes, 32);
  header.writeUInt16LE(bytes * 8, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A mono 16-bit WAV around 16-bit samples, sharing their memory. */
export function wavFromPcm16(pcm: Int16Array, sampleRate: number): Buffer {
  return Buffer.concat([
    wavHeader(pcm.byteLength, sampleRate, 'int16'),
    Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength),
  ]);
}

/** A mono 16-bit WAV from float samples in [-1, 1]. */
export function wavFromSamples(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  return Buffer.concat([wavHeader(data.length, sampleRate, 'int16'), data]);
}

/** A mono 32-bit float WAV sharing the samples' memory: no conversion, no rounding, for ffmpeg to read. */
export function wavFromFloatSamples(samples: Float32Array, sampleRate: number): Buffer {
  return Buffer.concat([
    wavHeader(samples.byteLength, sampleRate, 'float32'),
    Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  ]);
}
