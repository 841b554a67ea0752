/**
 * `npm run backup` / `npm run restore`: one folder holds the database (`database.tar.gz` of the embedded
 * one, or `database.pgdump` from pg_dump), the media folders (`media/`, and `media.withheld/` and
 * `media.private/` beside it; a bucket's media stay in the bucket, kept by its versioning), the Web Push
 * keys when they are in DATA_DIR, and `manifest.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { UNSERVED } from '../media/store.js';
import { copyFolder, mb, type Say } from './copy-folder.js';
import { dumpEmbedded, restoreEmbedded, type RunningServer } from './embedded.js';
import { dumpPostgres, emptyDatabase, restorePostgres } from './postgres-tools.js';

export interface Manifest {
  format: 1;
  madeAt: string;
  database: 'pglite' | 'postgres';
  /** `folder`: the media are in media/; `s3`: they stayed in the bucket. */
  media: 'folder' | 's3';
}

const DATABASE_FILE = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;
const KEYS_FILE = 'vapid.json';

const sizeOf = (file: string) => mb(fs.statSync(file).size);

export async function makeBackup(config: Config, to: string, server: RunningServer, say: Say): Promise<Manifest> {
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0)
    throw new Error(`${to} is not empty: give a new folder with --to.`);
  fs.mkdirSync(to, { recursive: true });
  const started = Date.now();
  const manifest: Manifest = {
    format: 1,
    madeAt: new Date().toISOString(),
    database: config.database.kind,
    media: config.media.kind,
  };
  const dbFile = path.join(to, DATABASE_FILE[config.database.kind]);
  if (config.database.kind === 'postgres') {
    say('Database: PostgreSQL, pg_dump (one snapshot)…');
    await dumpPostgres(config.database.url, dbFile);
  } else {
    if (!config.database.dir) throw new Error('The embedded database is in memory: nothing to back up.');
    say(`Database: embedded, ${config.database.dir}…`);
    const how = await dumpEmbedded(config.database.dir, dbFile, server);
    say(how === 'server' ? '  copied by the running server' : '  copied from the folder (no server running)');
  }
  say(`  ${path.basename(dbFile)}: ${sizeOf(dbFile)}`);

  if (config.media.kind === 'folder') await copyMedia(config.media.root, path.join(to, 'media'), say);
  else
    say(
      `Media: in the bucket ${config.media.bucket}, not copied: keep them with the bucket's versioning (docs/deployment.md).`,
    );
  const keys = path.join(config.dataDir, KEYS_FILE);
  if (fs.existsSync(keys)) fs.copyFileSync(keys, path.join(to, KEYS_FILE));
  fs.writeFileSync(path.join(to, 'manifest.json'), JSON.stringify(manifest, null, 2));
  say(`Backup made in ${to} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return manifest;
}

/** The served folder and, beside it, the withheld stories' and families' private files (media/folder-store.ts). */
async function copyMedia(from: string, to: string, say: Say): Promise<void> {
  say(`Media: ${from} → ${to}…`);
  for (const folder of ['', ...UNSERVED.map((f) => `.${f}`)])
    await copyFolder(`${from}${folder}`, `${to}${folder}`, say, `media${folder}`);
}

export function readManifest(from: string): Manifest {
  const file = path.join(from, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${from} holds no manifest.json: give the folder npm run backup made.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

export async function restoreBackup(config: Config, from: string, say: Say): Promise<void> {
  const manifest = readManifest(from);
  const started = Date.now();
  if (manifest.database !== config.database.kind)
    throw new Error(
      manifest.database === 'postgres'
        ? 'This backup is of PostgreSQL: set DATABASE_URL to the (new, empty) database to restore into.'
        : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder.',
    );
  const dbFile = path.join(from, DATABASE_FILE[manifest.database]);
  say(`Database: ${path.basename(dbFile)} (${sizeOf(dbFile)})…`);
  if (config.database.kind === 'postgres') {
    await emptyDatabase(config.database.url);
    await restorePostgres(config.database.url, dbFile);
    say(`  restored into ${new URL(config.database.url).pathname.slice(1)}`);
  } else {
    if (!config.database.dir) throw new Error('Set DATA_DIR to the folder to restore into.');
    await restoreEmbedded(dbFile, config.database.dir);
    say(`  restored into ${config.database.dir}`);
  }

  if (manifest.media === 's3') say('Media: the backup has none; they are in the bucket (restore a version there).');
  else if (config.media.kind === 'folder') await copyMedia(path.join(from, 'media'), config.media.root, say);
  else
    say(
      `Media: the backup's files are not copied into the bucket ${config.media.bucket}: copy ${path.join(from, 'media')} there (aws s3 sync).`,
    );
  const keys = path.join(from, KEYS_FILE);
  const target = path.join(config.dataDir, KEYS_FILE);
  if (fs.existsSync(keys) && !fs.existsSync(target)) fs.copyFileSync(keys, target);
  say(`Restored from ${from} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
