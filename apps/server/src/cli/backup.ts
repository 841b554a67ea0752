/**
 * npm run backup -- [--to <folder>] [--server <url>]
 * Backs up the database, the media folder and the Web Push keys into a new folder (docs/deployment.md,
 * "Backups"). The embedded database is copied by the running server when one holds it.
 */
import path from 'node:path';
import { makeBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';
import { readArguments } from './command-line.js';

const usage = `Usage: npm run backup -- [--to <folder>] [--server <url>]
  --to      a new or empty folder for the backup (default: backups/<date and time>)
  --server  the running server holding the embedded database (default: http://127.0.0.1:$PORT)
The settings (DATA_DIR, DATABASE_URL, MEDIA_S3_*, METRICS_TOKEN) are the server's own environment.`;

const { values } = readArguments(usage, { to: { type: 'string' }, server: { type: 'string' } });
const config = loadConfig();
const to = path.resolve(values.to ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
try {
  await makeBackup(
    config,
    to,
    { url: values.server ?? `http://127.0.0.1:${config.port}`, token: config.metricsToken },
    (line) => console.log(line),
  );
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
