/**
 * /healthz and /readyz for a proxy or an orchestrator (docs/deployment.md "Health and metrics").
 * /healthz: the process answers. /readyz: it should get calls — the database answers within a
 * couple of seconds and holds every committed migration, and the process is not draining.
 * Both are plain JSON, never cached, and open to every client (they reveal nothing).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { migrationsApplied, type Db } from '../db/client.js';

/** Longer than a healthy database ever takes, shorter than a proxy's probe timeout. */
const DATABASE_CHECK_MS = 2_000;

export interface Readiness {
  db: Db;
  /** True from the moment the process begins to shut down. */
  draining(): boolean;
}

type Check = 'ok' | 'down' | 'behind' | 'draining';

async function databaseCheck(db: Db): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), DATABASE_CHECK_MS);
  });
  try {
    const check = migrationsApplied(db).then(
      (applied): Check => (applied ? 'ok' : 'behind'),
      (): Check => 'down',
    );
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function answer(reply: FastifyReply, status: number, body: object) {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

export function registerHealth(fastify: FastifyInstance, readiness: Readiness): void {
  fastify.get('/healthz', (_request, reply) => answer(reply, 200, { status: 'ok' }));
  fastify.get('/readyz', async (_request, reply) => {
    if (readiness.draining()) return answer(reply, 503, { status: 'draining' });
    const database = await databaseCheck(readiness.db);
    if (readiness.draining()) return answer(reply, 503, { status: 'draining' });
    return answer(reply, database === 'ok' ? 200 : 503, {
      status: database === 'ok' ? 'ready' : 'not ready',
      database: database === 'down' ? 'unreachable' : database === 'behind' ? 'migrations not applied' : 'ok',
    });
  });
}
