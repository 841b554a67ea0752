/** The media store the configuration asks for (MEDIA_S3_URL: a bucket; else DATA_DIR/media). */
import type { MediaConfig } from '../config.js';
import { FolderMediaStore } from './folder-store.js';
import type { MediaStore } from './store.js';

export async function createMediaStore(config: MediaConfig): Promise<MediaStore> {
  if (config.kind !== 's3') return new FolderMediaStore(config.root);
  // the S3 client costs ≈ 20 MB of memory once loaded: only a server with a bucket loads it
  const { S3MediaStore } = await import('./s3-store.js');
  return new S3MediaStore(config);
}
