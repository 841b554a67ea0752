/**
 * /metrics in Prometheus's text format (prom-client): per-call latency and answers by status (counted
 * in call-stats.ts), the
 * database pool, open sockets and held syncs, and Node's own process figures. Not public: a loopback
 * client reached directly (no X-Forwarded-For: a proxy on this machine would otherwise make every
 * client look local), or any client with `Authorization: Bearer <METRICS_TOKEN>`. Everyone else
 * gets the same 404 as a page that does not exist.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { ApiProblem } from '../errors.js';
import { countCalls } from './call-stats.js';
import { isLoopback } from './dev-pages.js';
import { registerDatabaseBackup } from './backup-route.js';
import { sendProblem } from './problem.js';

export interface MetricSources {
  /** The PostgreSQL pool; null on the embedded database. */
  pool: pg.Pool | null;
  /** Sockets and held syncs open in this process (modules.realtime.caps). */
  listeners: { open: Record<'socket' | 'sync', number> };
  /** METRICS_TOKEN, or null for loopback only. */
  token: string | null;
  /** The embedded database, copied for `npm run backup` to the same operators (plugins/backup-route.ts). */
  pglite: PGlite | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function allowed(request: FastifyRequest, token: Buffer | null): boolean {
  if (isLoopback(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for']) return true;
  const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  return !!token && !!given && timingSafeEqual(digest(given), token);
}

export function registerMetrics(fastify: FastifyInstance, sources: MetricSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const calls = countCalls(fastify);
  const { pool, listeners } = sources;
  if (pool) {
    new Gauge({
      name: 'tt_db_pool_connections',
      help: 'PostgreSQL pool connections, in use or idle',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'tt_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'tt_realtime_sockets',
    help: 'Real-time WebSockets open in this process',
    registers: [registry],
    collect() {
      this.set(listeners.open.socket);
    },
  });
  new Gauge({
    name: 'tt_sync_held',
    help: 'sync long polls held open in this process',
    registers: [registry],
    collect() {
      this.set(listeners.open.sync);
    },
  });

  const token = sources.token ? digest(sources.token) : null;
  fastify.get('/metrics', async (request, reply) => {
    if (!allowed(request, token)) return sendProblem(reply, new ApiProblem(404, 'errors.notFound'));
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(`${await registry.metrics()}\n${calls.text()}`);
  });
  if (sources.pglite) registerDatabaseBackup(fastify, sources.pglite, (request) => allowed(request, token));
}
