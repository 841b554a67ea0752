/**
 * app/info and a token-authenticated call, each beside a bare node:http server answering the
 * same bytes: the ratio shows what the framework, validation and database cost.
 * Goal: app/info at least 0.8 of bare.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { hashPassword } from '@tt/contract';
import { buildApp } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

interface Figures {
  rps: number;
  p99: number;
}

async function load(url: string, body: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function bare(bytes: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(bytes));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

function report(name: string, app: Figures, base: Figures): void {
  const ratio = app.rps / base.rps;
  console.log(
    `${name.padEnd(22)} ${app.rps.toFixed(0).padStart(7)} req/s  p99 ${String(app.p99).padStart(4)} ms | bare ${base.rps.toFixed(0).padStart(7)} req/s  p99 ${String(base.p99).padStart(4)} ms | ratio ${ratio.toFixed(2)}`,
  );
}

export async function apiSuite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const app = await buildApp(config);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}/api`;
  console.log(`${DURATION_S} s per run, ${CONNECTIONS} connections, database: ${config.database.kind}`);
  try {
    const email = `bench-${Date.now()}@example.com`;
    const created = await fetch(`${base}/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: email, password: await hashPassword(email, 'bench') }),
    });
    if (!created.ok) throw new Error(`registration failed: ${created.status}`);
    const signedIn = await fetch(`${base}/user/signinv2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: email, password: await hashPassword(email, 'bench') }),
    });
    const { token } = (await signedIn.json()) as { token: string };

    const infoBytes = await (
      await fetch(`${base}/app/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).text();
    const infoBare = await bare(infoBytes);
    report('app/info', await load(`${base}/app/info`, '{}'), await load(infoBare.url, '{}'));
    infoBare.close();

    const auth = { authorization: `Bearer ${token}` };
    const meBytes = await (
      await fetch(`${base}/user/info/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: '{}',
      })
    ).text();
    const meBare = await bare(meBytes);
    report(
      'user/info/get (token)',
      await load(`${base}/user/info/get`, '{}', auth),
      await load(meBare.url, '{}', auth),
    );
    meBare.close();
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
