/**
 * How long a recording says it is, read from its container before anything is decoded (issue 32 §3): a
 * 91 KB Ogg Opus file can decode to an hour of samples. Ogg: the last page's granule position (Opus counts
 * 48 kHz samples, less its pre-skip; Vorbis its own rate). WebM (MediaRecorder writes no Duration): the
 * latest cluster's start, a lower bound. WAV: the data's bytes over the byte rate. Null when the container does not say;
 * decoding is bounded anyway (ffmpeg.ts decodePcm's maxSeconds).
 */

/** Seconds, or null when the container does not tell. */
export function containerSeconds(data: Buffer): number | null {
  const head = data.subarray(0, 4).toString('latin1');
  if (head === 'OggS') return oggSeconds(data);
  if (data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3) return webmSeconds(data);
  if (head === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WAVE') return wavSeconds(data);
  return null;
}

function oggSeconds(data: Buffer): number | null {
  const opus = data.indexOf('OpusHead', 0, 'latin1');
  const vorbis = data.indexOf('\x01vorbis', 0, 'latin1');
  let rate = 0;
  let skip = 0;
  if (opus >= 0 && opus + 12 <= data.length) {
    rate = 48_000;
    skip = data.readUInt16LE(opus + 10);
  } else if (vorbis >= 0 && vorbis + 16 <= data.length) rate = data.readUInt32LE(vorbis + 12);
  if (!rate) return null;
  // the largest granule of any page: a file's pages may be ordered to hide the real one
  let granule = 0n;
  for (let at = data.indexOf('OggS', 0, 'latin1'); at >= 0 && at + 14 <= data.length;) {
    const g = data.readBigInt64LE(at + 6);
    if (g > granule) granule = g;
    at = data.indexOf('OggS', at + 4, 'latin1');
  }
  return Math.max(0, Number(granule) - skip) / rate;
}

/** An EBML variable-length number at `at`: its value and length; null past the end. */
function vint(data: Buffer, at: number): { value: number; length: number } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > data.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + data[at + i]!;
  return { value, length };
}

const CLUSTER = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
const TIMECODE_SCALE = Buffer.from([0x2a, 0xd7, 0xb1]);

function webmSeconds(data: Buffer): number | null {
  let scale = 1_000_000; // nanoseconds per tick, WebM's default
  const scaleAt = data.indexOf(TIMECODE_SCALE);
  const scaleSize = scaleAt >= 0 ? vint(data, scaleAt + 3) : null;
  if (scaleSize && scaleSize.value <= 8)
    scale = data.readUIntBE(scaleAt + 3 + scaleSize.length, scaleSize.value) || scale;
  let latest = -1;
  for (let at = data.indexOf(CLUSTER); at >= 0; at = data.indexOf(CLUSTER, at + 4)) {
    const size = vint(data, at + 4);
    if (!size) continue;
    const child = at + 4 + size.length;
    if (data[child] !== 0xe7) continue; // a cluster's Timecode comes first
    const len = vint(data, child + 1);
    if (!len || len.value < 1 || len.value > 6 || child + 1 + len.length + len.value > data.length) continue;
    latest = Math.max(latest, data.readUIntBE(child + 1 + len.length, len.value));
  }
  // the latest cluster's start: at least this long (its blocks follow, within 32.767 ticks)
  return latest < 0 ? null : (latest * scale) / 1e9;
}

function wavSeconds(data: Buffer): number | null {
  const fmt = data.indexOf('fmt ', 12, 'latin1');
  const chunk = data.indexOf('data', 12, 'latin1');
  if (fmt < 0 || chunk < 0 || fmt + 20 > data.length || chunk + 8 > data.length) return null;
  const byteRate = data.readUInt32LE(fmt + 16);
  // a streamed WAV says 0xFFFFFFFF (unknown): the bytes there are tell
  const bytes = Math.min(data.readUInt32LE(chunk + 4), data.length - chunk - 8);
  return byteRate ? bytes / byteRate : null;
}
