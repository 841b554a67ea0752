/**
 * buildApp(config): the whole server, used by main.ts and by tests. Every module is built once, in
 * dependency order, by its factory `create<X>Module(deps)` from the narrow set of parts it names;
 * each part that holds a resource registers its closer as soon as it exists, and close() runs them
 * in reverse order (also when start-up fails). Handlers are bound to their module (handlers.ts);
 * the call pipeline hands them only the call's own context.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Handlers } from './context.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { holdStartLock } from './db/start-lock.js';
import { ensurePlans } from './db/seed-plans.js';
import { CARD_PAGE_STYLE } from './dev/bank/card-page.js';
import { BankEmulator } from './dev/bank/emulator.js';
import { bindHandlers, type CallModules } from './handlers.js';
import { startBoss } from './jobs/boss.js';
import { startPaymentJobs } from './jobs/payment-jobs.js';
import { startPayoutJobs } from './jobs/payout-jobs.js';
import { createPushQueue, startPushWorkers, type PushJobConfig } from './jobs/push-jobs.js';
import { createStudioQueues, startStudioWorkers } from './jobs/studio-jobs.js';
import { MAILBOX_STYLE, registerMailbox } from './mail/mailbox-page.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { createMediaStore } from './media/create.js';
import type { MediaStore } from './media/store.js';
import { createAccountsModule } from './modules/accounts/index.js';
import { createAppInfoModule } from './modules/app-info/index.js';
import { createChatModule } from './modules/chat/index.js';
import { createExploreModule } from './modules/explore/index.js';
import { createLibraryModule } from './modules/library/index.js';
import { createLicenceModule } from './modules/licence/index.js';
import { createNotificationsModule } from './modules/notifications/index.js';
import { createPartnersModule } from './modules/partners/index.js';
import { createAuditModule } from './modules/audit/index.js';
import { createPaymentsModule, registerBankNotifications, type PaymentsModule } from './modules/payments/index.js';
import { createChildrenModule } from './modules/children/index.js';
import { createPinModule } from './modules/pin/index.js';
import { createPromoCodes, createPromoModule, type PromoModule } from './modules/promo/index.js';
import { createPushModule } from './modules/push/index.js';
import { attachRealtimeSocket, createRealtimeModule, type RealtimeHub } from './modules/realtime/index.js';
import { createReleasesModule } from './modules/releases/index.js';
import { createShareModule } from './modules/share/index.js';
import { createStudioModule, registerNarrationUpload, type Studio } from './modules/studio/index.js';
import { createSyncModule } from './modules/sync/index.js';
import { createUploadsModule, registerPictureUpload } from './modules/uploads/index.js';
import { createPrivacyModule, registerAccountExport } from './modules/privacy/index.js';
import { createFamilyVoiceModule, registerFamilyVoiceRoutes } from './modules/family-voice/index.js';
import { createUsersModule, SessionCache } from './modules/users/index.js';
import { registerCalls } from './plugins/calls.js';
import { guardDevPages } from './plugins/dev-pages.js';
import { drainConnections, registerDrainHeader } from './plugins/drain.js';
import { registerHealth } from './plugins/health.js';
import { registerMetrics } from './plugins/metrics.js';
import { lazyChildLogger } from './plugins/lazy-logger.js';
import { registerMedia } from './plugins/media.js';
import { DOCS_SCRIPT, DOCS_STYLE, registerOpenApi } from './plugins/openapi.js';
import { installErrorHandler, sendFrameworkError } from './plugins/problem.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb, SHELL_SCRIPT, SHELL_STYLE } from './plugins/web.js';
import type { Providers } from './providers/index.js';
import { providerThread } from './providers/thread/threaded-providers.js';
import { RateLimiter } from './rate-limiter.js';

/** Push sends are jobs: retried a few times, each try bounded by the push timeout. */
function pushJobConfig(config: Config): PushJobConfig {
  return {
    retryLimit: config.push.retries,
    retryDelaySeconds: 2,
    pollingIntervalSeconds: config.studio.jobs.pollingIntervalSeconds,
    expireInSeconds: Math.max(30, Math.ceil((config.push.timeoutMs * 3) / 1000)),
  };
}

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

export type Modules = Awaited<ReturnType<typeof buildModules>>;

/**
 * Every module, once, in dependency order: a module is built after everything it names. The job
 * queue's queues are made before the modules that queue work, their workers after them.
 */
async function buildModules(
  config: Config,
  parts: {
    database: Database;
    media: MediaStore;
    mailer: Mailer;
    cache: SessionCache;
    providers?: Providers;
    /** Aborted when the process stops: held syncs answer at once. */
    stopping: AbortSignal;
  },
  closers: (() => Promise<void> | void)[],
) {
  const { database, media, mailer } = parts;
  const { db } = database;
  const workers = config.studio.workers;
  const publicUrl = () => config.publicUrl;

  // the queue stops after real time (closers run in reverse): a step still finishing gets that
  // much longer before the database closes under it
  // the story steps' drawing, speaking and composing run in a thread of their own (issue 24 §6),
  // ended after the queue (closers run in reverse), so no step still running loses it
  const thread = workers && !parts.providers ? providerThread(config.studio) : null;
  if (thread) closers.push(() => thread.close());
  const boss = await startBoss(database, config.studio.jobs);
  closers.push(() => boss.stop({ graceful: false, wait: true, close: false }));

  const realtime = await createRealtimeModule({
    database,
    config: { pageSize: config.realtimePageSize, keepMs: config.realtimeKeepMs, listenerCaps: config.listenerCaps },
  });
  closers.push(() => realtime.close());
  const users = createUsersModule({ db, cache: parts.cache, realtime });
  closers.push(() => users.close());

  const pushJobs = pushJobConfig(config);
  const push = createPushModule({
    db,
    config: { webPush: config.webPush, dataDir: config.dataDir, ...config.push },
    enqueue: await createPushQueue(boss, pushJobs),
  });
  if (push.sender && workers) await startPushWorkers(boss, push.sender, pushJobs);
  const notifications = createNotificationsModule({ db, push });

  const audit = createAuditModule({ db, users });
  const studio = createStudioModule({
    audit,
    db,
    config: config.studio,
    media,
    providers: parts.providers ?? thread?.providers,
    enqueue: await createStudioQueues(boss, config.studio),
    notifications,
    users,
    push,
  });
  closers.push(await startStudioWorkers(boss, studio.studio, config.studio));

  // Payments and the partner programme need each other: checkout prices with a code, earnings read the
  // payments made with one. The codes come first, then payments, then earnings and payouts; payments
  // tells earnings of each change through a hook called only once everything is built.
  const promoCodes = createPromoCodes({ db });
  const payments = createPaymentsModule({
    db,
    config: config.payments,
    publicUrl,
    mailer,
    users,
    promoCodes,
    notifyUser: (userId, note) => notifications.notify(userId, note),
    onPaymentChanged: (row) => promo.earnings.sync(row),
    audit,
  });
  const promo = createPromoModule({
    db,
    holdDays: config.payouts.holdDays,
    codes: promoCodes,
    payments,
    notifications,
    mailer,
    users,
    publicUrl,
    audit,
  });
  await startPaymentJobs(boss, payments, config.payments, workers);
  await startPayoutJobs(boss, promo, config.payouts.cron, workers);

  const licence = createLicenceModule({ plans: payments });
  const share = createShareModule({ db, stories: studio, licence });
  const library = createLibraryModule({ db, media, stories: studio, share, licence });
  const explore = createExploreModule({ db, stories: studio, licence });
  const chat = createChatModule({
    db,
    notifications,
    users,
    stories: studio,
    mailer,
    config: { publicUrl, support: config.support },
  });
  const sync = createSyncModule({
    db,
    realtime,
    users,
    chat,
    config: { holdMs: config.syncHoldMs },
    stopping: parts.stopping,
  });

  const accounts = createAccountsModule({
    db,
    users,
    trials: payments.service,
    mailer,
    config: { publicUrl, google: config.google },
  });
  const partners = createPartnersModule({ db, users, audit, notifications, mailer, publicUrl });
  const limiter = new RateLimiter(config.rateLimit.windowMs);
  const pin = createPinModule({ db, limiter });
  const children = createChildrenModule({ db, accounts, pin });
  const uploads = createUploadsModule({ media, users });
  const privacy = createPrivacyModule({ db, media, mailer, users });
  const familyVoice = createFamilyVoiceModule({ db, media, library, quotaBytes: config.familyVoiceQuotaBytes });
  const releases = createReleasesModule(config.releases);
  const appInfo = createAppInfoModule({
    db,
    config: { terminalKey: config.payments.terminalKey, googleClientId: config.google.clientId },
    vapidPublicKey: push.publicKey,
  });
  return {
    limiter,
    realtime,
    users,
    push,
    notifications,
    studio,
    licence,
    share,
    library,
    explore,
    chat,
    sync,
    promo,
    payments,
    accounts,
    partners,
    audit,
    pin,
    children,
    uploads,
    privacy,
    familyVoice,
    releases,
    appInfo,
  } satisfies CallModules & Record<string, unknown>;
}

export interface App {
  fastify: FastifyInstance;
  context: AppParts;
  /** Every contract call's handler, bound to its module. */
  handlers: Handlers;
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
    registerOpenApi(fastify);
    registerCalls(fastify, {
      handlers,
      sessions: modules.users,
      limits: { limiter: modules.limiter, config: config.rateLimit },
      validateOutput: config.validateOutput,
      outage: database.outage,
    });
    registerBankNotifications(fastify, modules.payments);
    await registerPictureUpload(fastify, modules.uploads);
    registerAccountExport(fastify, { privacy: modules.privacy, sessions: modules.users });
    await registerNarrationUpload(fastify, modules.studio.narration, modules.users);
    await registerFamilyVoiceRoutes(fastify, modules.familyVoice, modules.users);
    emulator?.register(fastify);
    closers.push(attachRealtimeSocket(fastify, { ...modules.realtime, sessions: modules.users }));
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
    return { fastify, context, handlers, emulator, drain, stop, close };
  } catch (err) {
    await close();
    throw err;
  }
}
