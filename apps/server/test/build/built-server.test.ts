/**
 * The production build (`npm start`): tsup's dist/ run by plain node, not tsx. Its CLIs create a staff
 * account and a story (the packages with files of their own, WASM and binaries, are found from dist/),
 * then the built server applies the copied migrations, answers app/info and signs that account in.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tt/contract';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { waitUntil } from '../helpers/wait.js';
import { serverStartFlags } from '../../src/start-flags.js';

const run = promisify(execFile);
/** Each test starts node processes of its own (and PGlite opens a new folder): slow on a busy CI machine. */
const PROCESS_TEST_MS = 180_000;
const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-built-'));
let database: TestDatabase;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  // npm test builds it once before its runs: the two databases' runs side by side would otherwise rebuild
  // (and clean) the same dist/ under each other
  if (!process.env.TT_SERVER_BUILT || !fs.existsSync(path.join(serverDir, 'dist/main.js')))
    await run('npm', ['run', '-s', 'build'], { cwd: serverDir, timeout: 120_000 });
  database = await createTestDatabase();
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.config.kind === 'postgres' ? database.config.url : '',
    WEB_DIST: '',
    DEMO_STORIES: 'false',
    JOB_WORKERS: 'false',
    LOG_LEVEL: 'silent',
  };
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (dist/main.js with the node flags of npm start)', { timeout: PROCESS_TEST_MS }, () => {
  it('has its staff CLI built too: dist/user.js creates an account', async () => {
    const args = [
      'create',
      '--email',
      'ops@example.com',
      '--type',
      '8',
      '--features',
      'admin',
      '--password',
      'pa55word',
    ];
    const out = await run('node', ['--enable-source-maps', 'dist/user.js', ...args], { cwd: serverDir, env });
    expect(out.stdout).toContain('Created user 1: ops@example.com, type 8, features admin');
  });

  it('has its story CLI built too: dist/story.js makes a story with voice, pictures and music', async () => {
    const out = path.join(dataDir, 'story');
    const args = ['--locale', 'en', '--age', '3', '--out', out];
    await run('node', ['--enable-source-maps', 'dist/story.js', ...args], { cwd: serverDir, env, timeout: 150_000 });
    const story = JSON.parse(fs.readFileSync(path.join(out, 'story.json'), 'utf8'));
    expect(story.scenes.length).toBeGreaterThan(0);
    const head = (file: string) => fs.readFileSync(path.join(out, file)).subarray(0, 12).toString('latin1');
    for (const scene of story.scenes) {
      expect(head(scene.image)).toMatch(/^RIFF.{4}WEBP$/s); // the illustrator found its emoji and sharp
      expect(head(scene.audio)).toMatch(/^OggS/); // eSpeak NG's WASM voice, encoded by ffmpeg
    }
    expect(head(story.backgroundaudio)).toMatch(/^OggS/);
  });

  it('starts, prints its address, answers app/info and signs the staff account in', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn('node', [...serverStartFlags(), 'dist/main.js'], {
      cwd: serverDir,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = () => output.includes(`Tiny Tidings is running at ${url}`) || server!.exitCode !== null;
    await waitUntil(async () => started(), 'the built server to start', 120_000);
    expect(output).toContain(`Tiny Tidings is running at ${url}`);

    const post = (call: string, body: unknown) =>
      fetch(`${url}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const info = await post('app/info', {});
    expect(info.status).toBe(200);
    expect((await info.json()).locales).toEqual(['en', 'ru']);

    const signIn = await post('user/signinv2', {
      login: 'ops@example.com',
      password: await hashPassword('ops@example.com', 'pa55word'),
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).info).toMatchObject({ email: 'ops@example.com', type: 8 });
  });
});
