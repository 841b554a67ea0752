/**
 * buildApp(config): the whole server, used by main.ts and by tests. Every module is built once, in
 * dependency order, by its factory `create<X>Module(deps)` from the narrow set of parts it names;
 * each part that holds a resource registers its closer as soon as it exists, and close() runs them
 * in reverse order (also when start-up fails). Handlers are bound to their module (handlers.ts);
 * the call pipeline hands them only the call's own context.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildHttp } from './app-http.js';
import { buildModules, type Modules } from './app-modules.js';
import type { Config } from './config.js';
import type { Handlers } from './context.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { holdStartLock } from './db/start-lock.js';
import { ensurePlans } from './db/seed-plans.js';
import { BankEmulator } from './dev/bank/emulator.js';
import { bindHandlers } from './handlers.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { createMediaStore } from './media/create.js';
import type { MediaStore } from './media/store.js';
import type { PaymentsModule } from './modules/payments/index.js';
import type { PromoModule } from './modules/promo/index.js';
import type { RealtimeHub } from './modules/realtime/index.js';
import type { Studio } from './modules/studio/index.js';
import { SessionCache } from './modules/users/index.js';
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

/**
 * The media store, the session cache and the database, each closed by its closer; the start lock is
 * held until the caller releases it.
 */
async function openStores(config: Config, closers: (() => Promise<void> | void)[]) {
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
  return { media, cache, database, releaseStart };
}

/** The emulator answers at /dev/bank only when it is the configured bank (never in production). */
function bankEmulator(config: Config): BankEmulator | null {
  return config.payments.provider === 'emulator' && !config.production && config.payments.terminalKey
    ? new BankEmulator({
        terminalKey: config.payments.terminalKey,
        password: config.payments.password,
        publicUrl: () => config.publicUrl,
        file: path.join(config.dataDir, 'bank', 'payments.json'),
      })
    : null;
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
    const { media, cache, database, releaseStart } = await openStores(config, closers);

    const mailer = overrides.mailer ?? createMailer(config);
    const modules = await buildModules(
      config,
      { database, media, mailer, cache, providers: overrides.providers, stopping: stopping.signal },
      closers,
    );
    await releaseStart();
    const handlers = bindHandlers(modules);
    const emulator = bankEmulator(config);
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

    const { fastify, routes } = await buildHttp(
      { config, database, media, mailer, modules, handlers, emulator },
      { draining: () => draining, graceful: () => graceful },
      closers,
    );
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
