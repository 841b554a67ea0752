/**
 * The HTTP side of buildApp: Fastify with its plugins in the order they must run (metrics first, so it
 * counts every route after it), the one door for calls and routes (plugins/api.ts), media, the web app and
 * the development pages. Each part that holds a resource registers its closer in `closers`.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Modules } from './app-modules.js';
import type { Config } from './config.js';
import type { Handlers } from './context.js';
import type { Database } from './db/client.js';
import { CARD_PAGE_STYLE } from './dev/bank/card-page.js';
import type { BankEmulator } from './dev/bank/emulator.js';
import { bindRoutes } from './handlers.js';
import { MAILBOX_STYLE, registerMailbox } from './mail/mailbox-page.js';
import type { Mailer } from './mail/types.js';
import type { MediaStore } from './media/store.js';
import { createRealtimeSocket } from './modules/realtime/index.js';
import { registerApi } from './plugins/api.js';
import { guardDevPages } from './plugins/dev-pages.js';
import { drainConnections, registerDrainHeader } from './plugins/drain.js';
import { registerHealth } from './plugins/health.js';
import { registerMetrics } from './plugins/metrics.js';
import { lazyChildLogger } from './plugins/lazy-logger.js';
import { registerMedia } from './plugins/media.js';
import { DOCS_SCRIPT, DOCS_STYLE } from './plugins/openapi.js';
import { installErrorHandler, sendFrameworkError } from './plugins/problem.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb, SHELL_SCRIPT, SHELL_STYLE } from './plugins/web.js';

export interface HttpParts {
  config: Config;
  database: Database;
  media: MediaStore;
  mailer: Mailer;
  modules: Modules;
  handlers: Handlers;
  emulator: BankEmulator | null;
}

/** What the app's stop and drain decide, read when a request or the close needs it. */
export interface HttpState {
  /** /readyz answers 503 "draining" and responses say Connection: close. */
  draining: () => boolean;
  /** close() came from SIGTERM's stop: let in-flight calls and kept-alive connections finish. */
  graceful: () => boolean;
}

export async function buildHttp(
  { config, database, media, mailer, modules, handlers, emulator }: HttpParts,
  state: HttpState,
  closers: (() => Promise<void> | void)[],
): Promise<{ fastify: FastifyInstance; routes: readonly { method: string; url: string }[] }> {
  const fastify = Fastify({
    logger: { level: config.logLevel },
    // no line per request: plugins/request-log.ts logs errors, slow calls and a sample
    logController: new LogController({ disableRequestLogging: true }),
    // a request's child logger is made only when it logs (most never do)
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.bodyLimitBytes,
    // behind a reverse proxy (docs/deployment.md) the client's address comes from X-Forwarded-For
    trustProxy: config.trustProxy,
    frameworkErrors: (err, _request, reply) => sendFrameworkError(err, reply),
  });
  // every route as registered, for the test that the OpenAPI document lists each
  const routes: { method: string; url: string }[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  // in-flight calls finish and kept-alive connections end before the rest closes (plugins/drain.ts)
  closers.push(async () => {
    if (state.graceful()) await drainConnections(fastify.server);
    await fastify.close();
  });
  installErrorHandler(fastify, database.outage);
  // first: it counts the calls of every route registered after it
  registerMetrics(fastify, {
    pool: database.pool,
    pglite: database.pglite,
    listeners: modules.realtime.caps,
    token: config.metricsToken,
  });
  registerHealth(fastify, { db: database.db, draining: state.draining });
  registerDrainHeader(fastify, state.draining);
  registerRequestLog(fastify, config.requestLog);
  await registerSecurityHeaders(fastify, {
    frameOrigins: config.frameOrigins,
    inline: {
      scripts: [SHELL_SCRIPT, DOCS_SCRIPT],
      styles: [SHELL_STYLE, DOCS_STYLE, MAILBOX_STYLE, CARD_PAGE_STYLE],
    },
    thirdParties: { google: !!config.google.clientId, widgetUrl: config.support.widgetUrl },
    mediaOrigins: config.media.kind === 's3' && config.media.publicUrl ? [new URL(config.media.publicUrl).origin] : [],
  });
  // the development pages (mailbox, bank emulator) are never registered in production: nothing to guard
  if (!config.production) guardDevPages(fastify, config.devPagesAllowRemote);
  // the socket ends are told to reconnect before the server drains (closers run in reverse)
  const sockets = { ws: createRealtimeSocket({ ...modules.realtime, sessions: modules.users }) };
  closers.push(() => sockets.ws.close());
  await registerApi(fastify, {
    handlers,
    routes: bindRoutes(modules),
    sockets,
    sessions: modules.users,
    limits: { limiter: modules.limiter, config: config.rateLimit },
    validateOutput: config.validateOutput,
    outage: database.outage,
  });
  emulator?.register(fastify);
  await registerMedia(fastify, media);
  if (!config.production) registerMailbox(fastify, mailer);
  await registerWeb(fastify, config.webDist, modules.library.pageHints);
  await fastify.ready();
  return { fastify, routes };
}
