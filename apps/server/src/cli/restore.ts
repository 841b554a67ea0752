/**
 * npm run restore -- --from <folder>
 * Restores a backup of npm run backup into the configured database — an empty DATA_DIR for the embedded
 * one, a new or empty database for PostgreSQL — and the media folder. The server must not be running.
 */
import path from 'node:path';
import { restoreBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';
import { readArguments, refuse } from './command-line.js';

const usage = `Usage: npm run restore -- --from <folder>
  --from  the folder npm run backup made
Restores into DATA_DIR (the embedded database and media; it must hold no database yet) or, with
DATABASE_URL, into that database (made when missing; it must hold no tables), with the server stopped.`;

const { values } = readArguments(usage, { from: { type: 'string' } });
if (!values.from) refuse(usage, '--from is required.');
try {
  await restoreBackup(loadConfig(), path.resolve(values.from), (line) => console.log(line));
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
