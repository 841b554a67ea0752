/**
 * buildApp(config): the whole server, used by main.ts and by tests. Parts are made in dependency
 * order, each handed what it needs when it is made; each part that holds a resource registers
 * its closer as soon as it exists, and close() runs them in reverse order (also when start-up fails).
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { holdStartLock } from './db/start-lock.js';
import { MAILBOX_STYLE, registerMailbox } from './mail/mailbox-page.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { handlers } from './handlers.js';
import { announceStory } from './modules/chat/story-arrivals.js';
import { pageHints } from './modules/library/page-hints.js';
import { createPushQueue, startPushWorkers, type PushJobConfig } from './jobs/push-jobs.js';
import { PushSender, vapidKeys, type PushDelivery } from './modules/push/web-push.js';
import { forgetSessions } from './modules/accounts/sessions.js';
import { sessionCache } from './modules/accounts/session-cache.js';
import { AccessWatch } from './modules/realtime/access.js';
import { RealtimeHub } from './modules/realtime/hub.js';
import { ListenerCaps } from './modules/realtime/listener-caps.js';
import { attachRealtimeSocket } from './modules/realtime/socket.js';
import { startStudio } from './modules/studio/setup.js';
import { createMediaStore } from './media/create.js';
import { registerCalls } from './plugins/calls.js';
import { registerMedia } from './plugins/media.js';
import { guardDevPages } from './plugins/dev-pages.js';
import { DOCS_SCRIPT, DOCS_STYLE, registerOpenApi } from './plugins/openapi.js';
import { installErrorHandler, sendFrameworkError } from './plugins/problem.js';
import { RateLimiter } from './plugins/rate-limit.js';
import { CARD_PAGE_STYLE } from './dev/bank/card-page.js';
import { BankEmulator } from './dev/bank/emulator.js';
import { startPaymentJobs } from './jobs/payment-jobs.js';
import { startPayoutJobs } from './jobs/payout-jobs.js';
import { createPromoModule } from './modules/promo/module.js';
import { notify } from './modules/notifications/service.js';
import { registerBankNotifications } from './modules/payments/handlers.js';
import { registerPictureUpload } from './modules/uploads/handlers.js';
import { createPaymentsModule } from './modules/payments/module.js';
import { lazyChildLogger } from './plugins/lazy-logger.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb, SHELL_SCRIPT, SHELL_STYLE } from './plugins/web.js';
import type { Providers } from './providers/index.js';
import { ensurePlans } from './db/seed-plans.js';

export { handlers };

/** Push sends are jobs: retried a few times, each try bounded by the push timeout. */
function pushJobConfig(config: Config): PushJobConfig {
  return {
    retryLimit: config.push.retries,
    retryDelaySeconds: 2,
    pollingIntervalSeconds: config.studio.jobs.pollingIntervalSeconds,
    expireInSeconds: Math.max(30, Math.ceil((config.push.timeoutMs * 3) / 1000)),
  };
}

export interface App {
  fastify: FastifyInstance;
  context: AppContext;
  /** The bank emulator when it is the configured bank (tests drive it). */
  emulator: BankEmulator | null;
  close(): Promise<void>;
}

export async function buildApp(
  config: Config,
  overrides: { mailer?: Mailer; providers?: Providers } = {},
): Promise<App> {
  const closers: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse()) await closeOne();
  };
  try {
    // the media store first: a bucket that is missing or refuses us stops the start with the setting to fix
    const media = await createMediaStore(config.media);
    closers.push(() => media.close());
    await media.check();
    // a write to users or sessions that bypasses updateUser/revokeSession still drops this process's cached sessions
    const database = await openDatabase(config.database, {
      tables: ['users', 'sessions'],
      onWrite: () => sessionCache.clear(),
    });
    closers.push(() => database.close());
    const { db } = database;
    // the job queue's schema, queues and schedules are made below by one starting process at a time
    const releaseStart = database.pool ? await holdStartLock(database.pool) : async () => {};
    closers.push(releaseStart);
    await ensurePlans(db);

    const realtime = new RealtimeHub(database, { pageSize: config.realtimePageSize });
    await realtime.start();
    const stopRealtime = () => realtime.stop();
    closers.push(stopRealtime);
    const pruner = setInterval(() => void realtime.prune(config.realtimeKeepMs).catch(() => {}), 10 * 60_000);
    pruner.unref();
    closers.push(() => clearInterval(pruner));

    const keys = vapidKeys(config.webPush, config.dataDir);
    // the job queue starts with the studio below; pushes queued before that wait for it
    let pushQueue: ((deliveries: PushDelivery[]) => Promise<void>) | null = null;
    const push = keys
      ? new PushSender(db, keys, {
          enqueue: async (deliveries) => {
            if (!pushQueue) throw new Error('The push queue is not started yet');
            await pushQueue(deliveries);
          },
          timeoutMs: config.push.timeoutMs,
          allowPrivate: config.push.allowPrivate,
        })
      : undefined;
    const { studio, boss } = await startStudio({
      database,
      config: config.studio,
      media,
      providers: overrides.providers,
      onPublished: (storyUid, requesters) => announceStory({ db, realtime, push }, storyUid, requesters),
    });
    // the queue stops after real time (closers run in reverse), as it always has: a step still
    // finishing gets that much longer before the database closes under it
    closers.splice(closers.indexOf(stopRealtime), 0, () => boss.stop({ graceful: false, wait: true, close: false }));
    if (push) {
      pushQueue = await createPushQueue(boss, pushJobConfig(config));
      if (config.studio.workers) await startPushWorkers(boss, push, pushJobConfig(config));
    }
    const access = new AccessWatch(realtime);
    closers.push(() => access.stop());
    // the session cache (one per process) drops what every process's access events make stale
    sessionCache.ttlMs = config.sessionCacheMs;
    const unforget = access.onAny(forgetSessions);
    closers.push(() => void unforget());

    const mailer = overrides.mailer ?? createMailer(config);
    const promo = createPromoModule({ db, holdDays: config.payouts.holdDays });
    const payments = createPaymentsModule({
      db,
      config: config.payments,
      publicUrl: () => config.publicUrl,
      mailer,
      notifyUser: (userId, note) => notify({ db, realtime, push }, userId, note),
      onPaymentChanged: (row) => promo.earnings.sync(row),
    });
    await startPaymentJobs(boss, payments, config.payments, config.studio.workers);
    await startPayoutJobs(boss, promo, config.payouts.cron, config.studio.workers);
    await releaseStart();
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

    const context: AppContext = {
      config,
      database,
      db,
      mailer,
      limiter: new RateLimiter(config.rateLimit.windowMs),
      realtime,
      access,
      caps: new ListenerCaps(config.listenerCaps),
      studio,
      media,
      payments,
      promo,
      ...(push ? { push } : {}),
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
    closers.push(() => fastify.close());
    installErrorHandler(fastify);
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
    registerCalls(fastify, context, handlers);
    registerBankNotifications(fastify, payments);
    await registerPictureUpload(fastify, context);
    emulator?.register(fastify);
    closers.push(attachRealtimeSocket(fastify, context));
    await registerMedia(fastify, media);
    if (!config.production) registerMailbox(fastify, context.mailer);
    await registerWeb(fastify, config.webDist, (pathname, query) => pageHints(db, pathname, query));
    await fastify.ready();
    return { fastify, context, emulator, close };
  } catch (err) {
    await close();
    throw err;
  }
}
