/**
 * buildApp(config): the whole server, used by main.ts and by tests. Every module is built once, in
 * dependency order, by its factory `create<X>Module(deps)` from the narrow set of parts it names;
 * each part that holds a resource registers its closer as soon as it exists, and close() runs them
 * in reverse order (also when start-up fails). Handlers are bound to their module (handlers.ts);
 * the call pipeline hands them only the call's own context.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { buildModules, type Modules } from './app-modules.js';
import type { Config } from './config.js';
import type { Handlers } from './context.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { holdStartLock } from './db/start-lock.js';
import { ensurePlans } from './db/seed-plans.js';
import { CARD_PAGE_STYLE } from './dev/bank/card-page.js';
import { BankEmulator } from './dev/bank/emulator.js';
import { bindHandlers, bindRoutes } from './handlers.js';
import { MAILBOX_STYLE, registerMailbox } from './mail/mailbox-page.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { createMediaStore } from './media/create.js';
import type { MediaStore } from './media/store.js';
import type { PaymentsModule } from './modules/payments/index.js';
import type { PromoModule } from './modules/promo/index.js';
import { createRealtimeSocket, type RealtimeHub } from './modules/realtime/index.js';
import type { Studio } from './modules/studio/index.js';
import { SessionCache } from './modules/users/index.js';
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
import type { Providers } from './providers/index.js';

export type { Modules } from './app-modules.js';

/** What buildApp made, for main.ts, the command-line tools and tests; no module receives it. */
export interface AppParts {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  media: MediaStore;
  /** The real-time hub (modules.realtime.hub). */
  realtime: RealtimeHub;
  /** The story studio's engine (modules.studio.studio). */
  studio: Studio;
  payments: PaymentsModule;
  promo: PromoModule;
  modules: Modules;
}

export interface App {
  fastify: FastifyInstance;
  context: AppParts;
  /** Every contract call's handler, bound to its module. */
  handlers: Handlers;
  /** Every route Fastify registered (method and URL template). */
  routes: readonly { method: string; url: string }[];
  /** The bank emulator when it is the configured bank (tests drive it). */
  emulator: BankEmulator | null;
  /** From now on /readyz answers 503 "draining" (close() does this first too). */
  drain(): void;
  /**
   * SIGTERM's stop (docs/deployment.md, "Drain"): stops listening, answers held syncs, tells sockets
   * to reconnect, lets in-flight calls and kept-alive connections finish (plugins/drain.ts), then closes.
   */
  stop(): Promise<void>;
  /** Closes at once (tests, a failed start): open connections are cut. */
  close(): Promise<void>;
}

export async function buildApp(
  config: Config,
  overrides: { mailer?: Mailer; providers?: Providers } = {},
): Promise<App> {
  const closers: (() => Promise<void> | void)[] = [];
  let draining = false;
  // aborted on close: held syncs answer at once and sockets close with WS_CLOSE.restart
  const stopping = new AbortController();
  let graceful = false;
  const close = async () => {
    draining = true; // /readyz says so while the rest closes
    stopping.abort();
    for (const closeOne of closers.splice(0).reverse()) await closeOne();
  };
  try {
    // the media store first: a bucket that is missing or refuses us stops the start with the setting to fix
    const media = await createMediaStore(config.media);
    closers.push(() => media.close());
    await media.check();
    // one session cache per app; a write to users or sessions that bypasses the users module still empties it
    const cache = new SessionCache(config.sessionCacheMs);
    const database = await openDatabase(config.database, {
      tables: ['users', 'sessions'],
      onWrite: () => cache.clear(),
    });
    closers.push(() => database.close());
    // the job queue's schema, queues and schedules are made below by one starting process at a time
    const releaseStart = database.pool ? await holdStartLock(database.pool) : async () => {};
    closers.push(releaseStart);
    await ensurePlans(database.db);

    const mailer = overrides.mailer ?? createMailer(config);
    const modules = await buildModules(
      config,
      { database, media, mailer, cache, providers: overrides.providers, stopping: stopping.signal },
      closers,
    );
    await releaseStart();
    const handlers = bindHandlers(modules);
    // The emulator answers at /dev/bank only when it is the configured bank (never in production).
    const emulator =
      config.payments.provider === 'emulator' && !config.production && config.payments.terminalKey
        ? new BankEmulator({
            terminalKey: config.payments.terminalKey,
            password: config.payments.password,
            publicUrl: () => config.publicUrl,
            file: path.join(config.dataDir, 'bank', 'payments.json'),
          })
        : null;
    if (emulator) closers.push(() => emulator.stop());

    const context: AppParts = {
      config,
      database,
      db: database.db,
      mailer,
      media,
      realtime: modules.realtime.hub,
      studio: modules.studio.studio,
      payments: modules.payments,
      promo: modules.promo,
      modules,
    };

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
      if (graceful) await drainConnections(fastify.server);
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
    registerHealth(fastify, { db: database.db, draining: () => draining });
    registerDrainHeader(fastify, () => draining);
    registerRequestLog(fastify, config.requestLog);
    await registerSecurityHeaders(fastify, {
      frameOrigins: config.frameOrigins,
      inline: {
        scripts: [SHELL_SCRIPT, DOCS_SCRIPT],
        styles: [SHELL_STYLE, DOCS_STYLE, MAILBOX_STYLE, CARD_PAGE_STYLE],
      },
      thirdParties: { google: !!config.google.clientId, widgetUrl: config.support.widgetUrl },
      mediaOrigins:
        config.media.kind === 's3' && config.media.publicUrl ? [new URL(config.media.publicUrl).origin] : [],
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
    const drain = () => {
      draining = true;
    };
    const stop = () => {
      graceful = true;
      return close();
    };
    return { fastify, context, handlers, routes, emulator, drain, stop, close };
  } catch (err) {
    await close();
    throw err;
  }
}
