/**
 * Debian's HAProxy (/usr/sbin/haproxy; .ci/run installs it) in front of server processes, configured
 * as docs/deployment.md §4 shows (`balancerConfig`, read from the document itself so the two cannot
 * drift), without TLS and on a free port.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './nginx.js';

export const HAPROXY = '/usr/sbin/haproxy';

export interface TestHaproxy {
  url: string;
  /** HAProxy's log so far (why it answered a 5xx, when a server went down). */
  log(): string;
  close(): Promise<void>;
}

const deployment = path.join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'deployment.md');

/** The documented configuration (the first haproxy block of docs/deployment.md). */
export function documentedConfig(): string {
  const text = fs.readFileSync(deployment, 'utf8');
  const block = /```haproxy\n([\s\S]*?)```/.exec(text);
  if (!block) throw new Error('docs/deployment.md has no ```haproxy block');
  return block[1]!;
}

/** The documented configuration with a plain listener on `port`, these servers, and the log on stderr. */
function config(port: number, upstreams: string[]): string {
  const servers = upstreams.map((u, i) => `    server app-${i + 1} ${new URL(u).host}`).join('\n');
  return documentedConfig()
    .replace(/^\s*bind .*$/gm, `    bind 127.0.0.1:${port}`)
    .replace(/^\s*server app-\d+ .*\n/gm, '')
    .replace(/^(backend tidings\n(?:.*\S.*\n)*)/m, (backend) => `${backend}${servers}\n`)
    .replace(/^global\n/m, 'global\n    log stderr format raw local0 info\n')
    .replace(/^defaults\n/m, 'defaults\n    log global\n');
}

/** Starts HAProxy on a free port in front of `upstreams` (http://host:port each). */
export async function startHaproxy(upstreams: string[]): Promise<TestHaproxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-haproxy-'));
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config(port, upstreams));
  let log = '';
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || tries > 200) throw new Error(`haproxy did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    log: () => log,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
