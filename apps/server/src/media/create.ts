/** The media store the configuration asks for (MEDIA_S3_URL: a bucket; else DATA_DIR/media). */
import type { MediaConfig } from '../config.js';
import { FolderMediaStore } from './folder-store.js';
import { S3MediaStore } from './s3-store.js';
import type { MediaStore } from './store.js';

export function createMediaStore(config: MediaConfig): MediaStore {
  return config.kind === 's3' ? new S3MediaStore(config) : new FolderMediaStore(config.root);
}
