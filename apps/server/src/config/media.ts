/** Where media live (decision 043): DATA_DIR/media, or an S3-compatible bucket given by MEDIA_S3_*. */
import path from 'node:path';
import type { Env } from './env-schema.js';
import { ConfigError } from './parse.js';

export type MediaConfig = { kind: 'folder'; root: string } | S3MediaConfig;

/** An S3-compatible bucket, addressed path-style (endpoint/bucket/key). */
export interface S3MediaConfig {
  kind: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  /** Null: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** The bucket's public address: /media/<key> then redirects to <publicUrl>/<key>. */
  publicUrl: string | null;
}

const S3_VARIABLES = [
  'MEDIA_S3_URL',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY',
  'MEDIA_S3_SECRET_KEY',
  'MEDIA_S3_REGION',
  'MEDIA_S3_PUBLIC_URL',
] as const;

/** DATA_DIR/media unless any MEDIA_S3_* is set; then the endpoint and bucket are needed, and both keys or neither. */
export function mediaConfig(env: Env, dataDir: string): MediaConfig {
  const set = S3_VARIABLES.filter((v) => env[v] !== undefined);
  if (set.length === 0) return { kind: 'folder', root: path.join(dataDir, 'media') };
  const problems: { variable: string; message: string }[] = [];
  const needed = (variable: string, what: string) =>
    problems.push({
      variable,
      message: `is needed with ${set.join(', ')}: set it to ${what}, or unset every MEDIA_S3_* to keep media under DATA_DIR/media`,
    });
  if (!env.MEDIA_S3_URL) needed('MEDIA_S3_URL', 'the S3 endpoint (e.g. https://s3.eu-central-1.amazonaws.com)');
  if (!env.MEDIA_S3_BUCKET) needed('MEDIA_S3_BUCKET', 'the name of an existing bucket');
  if (!env.MEDIA_S3_ACCESS_KEY !== !env.MEDIA_S3_SECRET_KEY)
    needed(
      env.MEDIA_S3_ACCESS_KEY ? 'MEDIA_S3_SECRET_KEY' : 'MEDIA_S3_ACCESS_KEY',
      "the other half of the key pair (or unset both to use the SDK's credential chain)",
    );
  if (problems.length) throw new ConfigError(problems);
  return {
    kind: 's3',
    endpoint: env.MEDIA_S3_URL!.replace(/\/$/, ''),
    bucket: env.MEDIA_S3_BUCKET!,
    region: env.MEDIA_S3_REGION ?? 'us-east-1',
    credentials:
      env.MEDIA_S3_ACCESS_KEY && env.MEDIA_S3_SECRET_KEY
        ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY, secretAccessKey: env.MEDIA_S3_SECRET_KEY }
        : null,
    publicUrl: env.MEDIA_S3_PUBLIC_URL?.replace(/\/$/, '') ?? null,
  };
}
