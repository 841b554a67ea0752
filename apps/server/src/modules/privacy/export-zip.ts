/**
 * The export's zip, streamed (DESIGN: never a file held whole in memory): entries are read and added one at
 * a time, JSON and text deflated, pictures and recordings stored as they are (compressed already).
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Already compressed (JPEG, Opus): stored. */
  stored?: boolean;
}

export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for await (const entry of entries) {
      const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      file.push(entry.data, true);
    }
    zip.end();
  })().catch((err: Error) => out.destroy(err));
  return out;
}
