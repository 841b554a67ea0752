/**
 * Kill -9 a worker in the middle of a step (its narrator held); a new worker takes the step up once its
 * lease lapses (STEP_LEASE_S, not the job's STEP_TIMEOUT_S) and finishes the task, exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

interface Report {
  uid: string;
  status: string;
  completed: string[];
  progress: Record<string, number>;
  stories: number;
  /** The worker's narrator has begun (and, held, never ends). */
  narrating: boolean;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-crash-'));
let database: TestDatabase | null = null;
const children: ChildProcess[] = [];
afterAll(async () => {
  children.forEach((c) => c.kill('SIGKILL'));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function worker(
  env: Record<string, string>,
  until: (r: Report) => boolean,
): Promise<{ child: ChildProcess; last: Report }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'worker-process.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      // the dead worker's step must come back by its lapsed lease, long before the job's own timeout
      STEP_TIMEOUT_S: '300',
      STEP_LEASE_S: '3',
      JOB_MAINTENANCE_S: '1',
      JOB_POLL_S: '0.5',
      AUTO_APPROVE: 'true',
      DEMO_STORIES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let lastLine = '(nothing reported)';
    const timer = setTimeout(
      () => reject(new Error(`the worker did not reach the expected state; its last report: ${lastLine}`)),
      // a worker under tsx starts the app, makes a fresh database and runs four steps first: in the
      // whole suite on two cores the test has taken up to 136 s
      200_000,
    );
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      lastLine = line;
      const report = JSON.parse(line) as Report;
      if (until(report)) {
        clearTimeout(timer);
        resolve({ child, last: report });
      }
    });
    child.on('exit', (code) => code && reject(new Error(`worker exited with ${code}`)));
  });
}

describe('crash recovery', () => {
  it('finishes a task whose worker was killed mid-step, running each step to completion once', async () => {
    database = process.env.DATABASE_URL ? await createTestDatabase() : null;
    const dbEnv: Record<string, string> =
      database?.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : { DATABASE_URL: '' };

    const first = await worker({ ...dbEnv, CREATE_TASK: '1', HOLD_NARRATION: '1' }, (r) => r.narrating);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(first.last.completed).not.toContain('narrator');

    const second = await worker({ ...dbEnv, TASK_UID: first.last.uid }, (r) => r.status === 'approve');
    expect(second.last.completed).toEqual([
      'news',
      'writer',
      'safety',
      'illustrator',
      'narrator',
      'composer',
      'assembler',
    ]);
    expect(second.last.stories).toBe(1);
    second.child.kill('SIGTERM');
  }, 450_000);
});
