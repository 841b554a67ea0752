/** Audio encoding with the ffmpeg binary shipped inside @ffmpeg-installer/ffmpeg (no system ffmpeg needed). */
import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

export const FFMPEG = ffmpegInstaller.path;

/** Runs ffmpeg with stdin → stdout, no temporary files. */
export function runFfmpeg(args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) =>
      reject(
        new Error(
          `ffmpeg could not start (${e.message}); reinstall with npm ci so @ffmpeg-installer/ffmpeg is present`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`ffmpeg failed (${code}): ${Buffer.concat(err).toString().slice(0, 300)}`)),
    );
    child.stdin.on('error', () => {}); // ffmpeg may close stdin early on bad input; the exit code tells
    child.stdin.end(input);
  });
}

/** WAV (or any audio ffmpeg reads) → Ogg Opus at the given bitrate, mono. */
export function encodeOpus(audio: Buffer, bitrateKbps = 32): Promise<Buffer> {
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
      'voip',
      '-f',
      'ogg',
      'pipe:1',
    ],
    audio,
  );
}

/** Any audio ffmpeg reads → 16-bit mono samples at `rate`. */
export async function decodePcm(audio: Buffer, rate: number): Promise<Int16Array> {
  const raw = await runFfmpeg(['-i', 'pipe:0', '-ac', '1', '-ar', String(rate), '-f', 's16le', 'pipe:1'], audio);
  // copied: the Buffer may sit at an odd offset in Node's pool, which Int16Array cannot view
  return new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length - (raw.length % 2)));
}

/** Seconds of audio in any format ffmpeg reads, by decoding it to raw 8 kHz samples. */
export async function probeDuration(audio: Buffer): Promise<number> {
  return (await decodePcm(audio, 8000)).length / 8000;
}

/** A mono 16-bit WAV from float samples in [-1, 1]. */
export function wavFromSamples(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
