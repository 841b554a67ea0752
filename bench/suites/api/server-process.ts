/**
 * The server under test for the api suite, in its own process (so neither the load generator nor
 * the other server shares its CPU or memory). MODE=app: the app in production mode with the
 * production default log level (its lines go nowhere); MODE=bare: node:http answering fixed bytes;
 * MODE=fastify: a bare Fastify route answering them (what the framework alone costs).
 * Commands over IPC: { bytes } (bare: what to answer), { rss } (after a collection), { cpu } (µs used so far).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

type Command = { kind: 'bytes'; bytes: string } | { kind: 'rss' } | { kind: 'cpu' };
const reply = (value: unknown) => process.send!(value);
const answer = (c: Command) =>
  c.kind === 'rss' ? rss() : Promise.resolve(c.kind === 'cpu' ? { cpu: cpuMicros() } : { ok: true });
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const rss = async () => {
  // twice, a tick apart: weak references and finalisers let go on the second pass
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  globalThis.gc?.();
  return { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
};

let bytes = '{}';
const listenForBytes = () =>
  process.on('message', (c: Command) => {
    if (c.kind === 'bytes') bytes = c.bytes;
    void answer(c).then(reply);
  });

if (process.env.MODE === 'bare') {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(bytes));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  listenForBytes();
  reply({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
} else if (process.env.MODE === 'fastify') {
  // the framework alone: one route, its JSON body parser, no logger, the same bytes
  const { default: Fastify } = await import('fastify');
  const fastify = Fastify({ logger: false });
  fastify.post('/*', (_request, res) => res.type('application/json; charset=utf-8').send(bytes));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  listenForBytes();
  reply({ url: `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}` });
} else {
  // Imported here, not at the top: the bare baseline must not load (and hold) the app's modules.
  const { buildApp } = await import('@tt/server/src/app.js');
  const { loadConfig } = await import('@tt/server/src/config.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-api-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    JOB_WORKERS: 'false',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const app = await buildApp(config);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (c: Command) => void answer(c).then(reply));
  process.once(
    'disconnect',
    () => void app.close().finally(() => fs.rmSync(dataDir, { recursive: true, force: true })),
  );
  reply({
    url: `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`,
    database: config.database.kind,
  });
}
