/** A real S3-compatible server (s3rver) on a free port, its files in a temporary folder, with one bucket. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  url: string;
  bucket: string;
  /** The MEDIA_S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** The keys stored in the bucket, from the server's own folder (not through the app). */
  keys(): string[];
  close(): Promise<void>;
}

export async function startS3(bucket = 'tt-media'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const root = path.join(directory, bucket);
  return {
    url,
    bucket,
    env: {
      MEDIA_S3_URL: url,
      MEDIA_S3_BUCKET: bucket,
      // s3rver's fixed test credentials
      MEDIA_S3_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_SECRET_KEY: 'S3RVER',
    },
    keys: () =>
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) =>
          f
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        )
        .sort(),
    close: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
