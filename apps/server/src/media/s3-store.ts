/**
 * Media in an S3-compatible bucket (decision 043), so every server process on every machine sees
 * the same files. Path-style addresses (endpoint/bucket/key), so MinIO, Ceph, Garage, s3rver and
 * the like work as well as AWS; only the plainest calls (Put, Get, Head, List, Delete one by one).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../config.js';
import { contentTypeOf, MediaStore, type MediaAnswer, type MediaRequest } from './store.js';

/** The HTTP status an S3 call failed with (404 missing, 304 not modified, 416 bad range), if any. */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** One byte range in the forms S3 accepts; anything else (several ranges, nonsense) is ignored, as HTTP allows. */
export function singleRange(header: string | undefined): string | undefined {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (!m[1] && !m[2])) return undefined;
  if (m[1] && m[2] && Number(m[2]) < Number(m[1])) return undefined;
  return `bytes=${m[1]}-${m[2]}`;
}

export class S3MediaStore extends MediaStore {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(readonly config: S3MediaConfig) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // checksums only where S3 demands them: many S3-compatible servers refuse the newer headers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async writeIn(folder: string, name: string, data: Buffer): Promise<string> {
    // an object appears whole or not at all
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${folder}/${name}`,
        Body: data,
        ContentType: contentTypeOf(name),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return name;
  }

  async prune(folder: string, keep: readonly string[]): Promise<void> {
    const gone = (await this.list(folder)).filter((o) => !keep.includes(o.Key!.slice(folder.length + 1)));
    await Promise.all(gone.map((o) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: o.Key }))));
  }

  async remove(folder: string, names: readonly string[]): Promise<void> {
    await Promise.all(
      names.map((n) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${folder}/${n}` }))),
    );
  }

  /** Each object copied (Get, Put) and then deleted: the plainest calls, as everywhere here. */
  protected async moveFolder(from: string, to: string): Promise<void> {
    for (const object of await this.list(from)) {
      const name = object.Key!.slice(from.length + 1);
      const data = await this.readKey(object.Key!);
      if (data) await this.writeIn(to, name, data);
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key }));
    }
  }

  async readKey(key: string): Promise<Buffer | null> {
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await got.Body!.transformToByteArray());
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  async sizeIn(folder: string): Promise<number> {
    return (await this.list(folder)).reduce((sum, o) => sum + (o.Size ?? 0), 0);
  }

  /** The files directly in a folder (not in folders below it). */
  private async list(folder: string): Promise<_Object[]> {
    const prefix = `${folder}/`;
    const out: _Object[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      out.push(...(page.Contents ?? []).filter((o) => o.Key && !o.Key.slice(prefix.length).includes('/')));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  /** One file for /media/*, with the range and the ETag check done by the bucket. */
  async open(key: string, request: MediaRequest): Promise<MediaAnswer> {
    const input = {
      Bucket: this.bucket,
      Key: key,
      Range: singleRange(request.range),
      IfNoneMatch: request.ifNoneMatch,
    };
    try {
      const got = request.head
        ? await this.client.send(new HeadObjectCommand(input))
        : await this.client.send(new GetObjectCommand(input));
      const headers: Record<string, string> = {
        'accept-ranges': 'bytes',
        'content-type': got.ContentType ?? contentTypeOf(key),
      };
      if (got.ContentLength !== undefined) headers['content-length'] = String(got.ContentLength);
      if (got.ETag) headers.etag = got.ETag;
      if (got.LastModified) headers['last-modified'] = got.LastModified.toUTCString();
      if (got.ContentRange) headers['content-range'] = got.ContentRange;
      const body = 'Body' in got ? (got.Body as NodeJS.ReadableStream | undefined) : undefined;
      return { status: got.ContentRange ? 206 : 200, headers, ...(body ? { body } : {}) };
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) return { status: 404, headers: {} };
      if (status === 304) return { status: 304, headers: request.ifNoneMatch ? { etag: request.ifNoneMatch } : {} };
      if (status === 416) return { status: 416, headers: {} };
      throw err;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = statusOf(err);
      const why =
        status === 404
          ? `has no bucket "${this.bucket}": create it, or fix MEDIA_S3_BUCKET`
          : status === 403 || status === 401
            ? `refused the credentials for bucket "${this.bucket}": fix MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY`
            : `could not be reached (${(err as Error).message}): fix MEDIA_S3_URL or start the store`;
      throw new Error(`The media store at MEDIA_S3_URL=${this.config.endpoint} ${why}`, { cause: err });
    }
  }

  override close(): void {
    this.client.destroy();
  }
}
