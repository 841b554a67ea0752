/** The staff CLI and the embedded database lock, run as real processes. */
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { lockDataDir } from '../../src/db/lock.js';
import { openDatabase } from '../../src/db/client.js';
import { findUserByEmail } from '../../src/modules/users/repository.js';
import { verifyPassword } from '../../src/modules/accounts/passwords.js';
import { bundledItems } from '../../src/providers/news/bundled.js';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function command(name: string, ...args: string[]) {
  return run('npx', ['tsx', `apps/server/src/cli/${name}.ts`, ...args], { cwd: repo, env, timeout: 60_000 }).then(
    (out) => ({ code: 0, ...out }),
    (err) => err as { code: number; stdout: string; stderr: string },
  );
}
const cli = (...args: string[]) => command('user', ...args);

describe('npm run user -- create', () => {
  it('creates a staff account whose password signs in and whose features are set', async () => {
    const out = await cli(
      'create',
      '--email',
      'Boss@Example.com',
      '--type',
      '8',
      '--features',
      'admin,team,moderation',
      '--password',
      'pa55word',
    );
    expect(out.stdout).toContain('Created user 1: boss@example.com, type 8, features admin,team,moderation');
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    try {
      const user = await findUserByEmail(database.db, 'boss@example.com');
      expect(user).toMatchObject({ type: 8, features: ['admin', 'team', 'moderation'], emailConfirmed: true });
      expect(await verifyPassword(user!.passwordHash, await hashPassword('boss@example.com', 'pa55word'))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('explains a bad feature name and exits with 2', async () => {
    const out = await cli('create', '--email', 'x@example.com', '--features', 'admin,wizard');
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('Unknown feature(s): wizard');
  });
});

describe('every staff command', () => {
  it('is refused with one line naming the fix while the server holds the embedded database', async () => {
    const unlock = lockDataDir(dataDir);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid)); // a live process other than the child
    try {
      const calls = [
        ['user', 'create', '--email', 'late@example.com', '--features', 'team'],
        ['billing', 'reconcile'],
        ['payouts', 'run'],
      ];
      for (const [name, ...args] of calls) {
        const out = await command(name!, ...args);
        expect(out.code, name).toBe(2);
        expect(out.stderr.trim().split('\n'), name).toEqual([
          `The embedded database in ${dataDir} is in use by another Tiny Tidings process (pid ${process.ppid}): ` +
            'stop the server first, or run the server and this command on PostgreSQL with DATABASE_URL.',
        ]);
      }
    } finally {
      unlock();
    }
  });

  it('prints its usage for --help (exit 0), and the usage for an unknown option (exit 2)', async () => {
    for (const name of ['user', 'billing', 'payouts', 'story']) {
      const help = await command(name, '--help');
      expect(help.code, name).toBe(0);
      expect(help.stdout, name).toContain(`Usage: npm run ${name} -- `);
    }
    expect((await command('user', '-h')).stdout).toContain('Usage: npm run user -- create');
    const wrong = await command('user', '--wizard');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown option '--wizard'");
    expect(wrong.stderr).toContain('Usage: npm run user -- create');
  });
});

describe('npm run story', () => {
  it('makes a story into a folder, and --review reads that folder: text, checks and a contact sheet', async () => {
    const out = path.join(dataDir, 'story-cli');
    const story = (...args: string[]) =>
      run('npx', ['tsx', 'apps/server/src/cli/story.ts', ...args], { cwd: repo, env, timeout: 120_000 });
    // the cat in the tree: an item with scene specs, so the sheet shows each spec under its picture
    const item = path.join(dataDir, 'cat-in-tree.json');
    fs.writeFileSync(item, JSON.stringify(bundledItems('ru').find((n) => n.id.includes('07-20'))));
    const made = await story('--locale', 'ru', '--age', '7', '--seed', '11', '--news', item, '--out', out);
    expect(made.stdout).toContain(`Review it: npm run story -- --review ${out}`);
    const reviewed = await story('--review', out);
    const { outputs } = JSON.parse(fs.readFileSync(path.join(out, 'task.json'), 'utf8')) as {
      outputs: { writer: { title: string } };
    };
    expect(reviewed.stdout).toContain(outputs.writer.title);
    expect(reviewed.stdout).toMatch(/Quality checks now: all pass/);
    // hello, the five scenes of its 6–7 telling, good night: all but the hello drawn from a spec
    expect(reviewed.stdout).toContain(`Contact sheet of 7 scenes: ${path.join(out, 'sheet.png')}`);
    expect(reviewed.stdout).toContain('6 of them with their scene spec under the picture.');
    expect(fs.statSync(path.join(out, 'sheet.png')).size).toBeGreaterThan(10_000);
  }, 240_000); // two processes under tsx, one of them making a whole story
});
