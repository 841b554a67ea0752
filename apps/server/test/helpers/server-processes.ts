/**
 * Whole servers as processes of their own on one PostgreSQL (test/chat/server-process.ts), for the
 * tests of several processes, a crash (kill -9) and a drain (SIGTERM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { callAt } from './call.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited (with its code, or null after a signal). */
  exited: Promise<number | null>;
}

const script = path.join(import.meta.dirname, '..', 'chat', 'server-process.ts');

export function startServerProcess(
  databaseUrl: string,
  name: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tt-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      DEMO_STORIES: 'false',
      JOB_WORKERS: 'false',
      RATE_LIMIT_PER_IP: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start`)), 120_000);
    void exited.then((code) => reject(new Error(`server ${name} exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve({ url: (JSON.parse(line) as { url: string }).url, child, exited });
    });
  });
}

/** Ends the processes still running (SIGTERM) and waits for them. */
export async function stopServerProcesses(servers: (ServerProcess | undefined)[]): Promise<void> {
  for (const s of servers) if (s && s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s?.exited));
}

/** Registers (registration answers alike for new and taken addresses) and signs in; returns the token. */
export async function registerAndSignIn(base: string, email: string): Promise<string> {
  const password = await hashPassword(email, 'secret-password');
  await callAt(base, 'user/create', { login: email, password, type: 0, parentConsent: PRIVACY_NOTICE_VERSION });
  const signedIn = await callAt(base, 'user/signinv2', { login: email, password });
  if (signedIn.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.token;
}
