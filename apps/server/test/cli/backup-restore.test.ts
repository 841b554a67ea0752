/**
 * npm run backup / npm run restore on the suite's database (PGlite, or PostgreSQL in the second run):
 * a family's data — children, a story, a chat, a recording of their own, a payment — is backed up while
 * the server runs (the embedded database copied by the server itself, PostgreSQL by pg_dump), restored
 * into an empty data folder or a new database, and found there whole, every media file included.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup, restoreBackup } from '../../src/backup/backup.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { chatEvents, children, familyVoices, payments, stories } from '../../src/db/schema.js';
import type { Config } from '../../src/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buy } from '../helpers/payments.js';

let t: TestApp;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-backup-'));
const dropAfter: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const url of dropAfter) {
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
    await admin.end();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every file under `root` (none when it is missing), by its path below it, with its bytes. */
function filesUnder(root: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return found;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found.set(path.relative(root, file), fs.readFileSync(file));
    }
  return found;
}

describe('a backup', () => {
  it('restores a family’s data and media into an empty data folder or database', async () => {
    const parent = await t.register('backed-up@example.com');
    for (const name of ['Ada', 'Tom'])
      expect(
        (
          await t.call(
            'user/children/save',
            { child: { name, birthday: '2020-03-01', locale: 'en', avatar: 'rocket' } },
            parent.token,
          )
        ).status,
      ).toBe(200);
    const story = await t.publishedStory({ title: 'The kept story' });
    const room = (await t.call('chat/create/support', {}, parent.token)).body.uid as string;
    const text = 'Please keep this message';
    const events = [{ uid: 'kept-1', type: 'message', data: { type: 'message' as const, text } }];
    expect((await t.call('chat/send', { roomid: room, events }, parent.token)).status).toBe(200);
    // a recording of the family's own: its row and its take in the private folder
    const take = randomBytes(2048);
    const takeName = await t.app.context.media.writeIn(`private/voices/${parent.id}`, 'take-1.ogg', take);
    await t.app.context.db.insert(familyVoices).values({
      userId: parent.id,
      storyUid: story,
      title: 'The kept story',
      scenes: [],
      bytes: take.length,
    });
    const paid = await buy(t, parent.token);

    // backed up while the server runs
    const backup = path.join(tmp, 'backup');
    const lines: string[] = [];
    const source = backupConfig(t.config);
    await makeBackup(source, backup, { url: t.url, token: null }, (line) => lines.push(line));
    expect(lines.at(-1)).toMatch(/^Backup made in /);
    if (source.database.kind === 'pglite') expect(lines).toContain('  copied by the running server');

    // restored into an empty place, and everything is there
    const target = restoreConfig(t.config);
    await restoreBackup(target, backup, (line) => lines.push(line));
    expect(lines.at(-1)).toMatch(/^Restored from /);
    const restored: Database = await openDatabase(target.database);
    try {
      const db = restored.db;
      const kids = await db.select().from(children).where(eq(children.userId, parent.id));
      expect(kids.map((k) => k.name).sort()).toEqual(['Ada', 'Tom']);
      expect((await db.select().from(stories).where(eq(stories.uid, story))).length).toBe(1);
      const said = await db.select().from(chatEvents).where(eq(chatEvents.uid, 'kept-1'));
      expect(JSON.stringify(said[0]?.data)).toContain(text);
      expect((await db.select().from(familyVoices).where(eq(familyVoices.userId, parent.id))).length).toBe(1);
      const [payment] = await db.select().from(payments).where(eq(payments.id, paid.paymentId));
      expect(payment?.status).toBe('CONFIRMED');
    } finally {
      await restored.close();
    }
    // the served media and, beside them, the family's private take
    for (const folder of ['', '.private']) {
      const before = filesUnder(`${(t.config.media as { root: string }).root}${folder}`);
      const after = filesUnder(`${(target.media as { root: string }).root}${folder}`);
      expect(before.size).toBeGreaterThanOrEqual(1);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [file, bytes] of before) expect(after.get(file)?.equals(bytes), file).toBe(true);
    }
    expect(
      filesUnder(`${(target.media as { root: string }).root}.private`).get(`voices/${parent.id}/${takeName}`),
    ).toEqual(take);
  });
});

/**
 * The running app's settings as npm run backup sees them. The suite's PGlite is in memory; the backup
 * is told of a data folder held by another live process (the test runner), so it asks the server.
 */
function backupConfig(config: Config): Config {
  if (config.database.kind === 'postgres') return config;
  const dataDir = path.join(tmp, 'running');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
  return { ...config, database: { kind: 'pglite', dir: path.join(dataDir, 'db') } };
}

/** An empty data folder, and for PostgreSQL a database name of its own. */
function restoreConfig(config: Config): Config {
  const dataDir = path.join(tmp, 'restored');
  const database: Config['database'] =
    config.database.kind === 'postgres'
      ? {
          kind: 'postgres',
          url: config.database.url.replace(/\/[^/]*$/, `/tt_restore_${randomBytes(4).toString('hex')}`),
        }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') };
  if (database.kind === 'postgres') dropAfter.push(database.url);
  return { ...config, dataDir, database, media: { kind: 'folder', root: path.join(dataDir, 'media') } };
}
