/**
 * buildApp(config): the whole server, used by main.ts and by tests. Parts are made in dependency
 * order, each handed what it needs when it is made; each part that holds a resource registers
 * its closer as soon as it exists, and close() runs them in reverse order (also when start-up fails).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { MAILBOX_STYLE, registerMailbox } from './mail/mailbox-page.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { handlers } from './handlers.js';
import { announceStory } from './modules/chat/story-arrivals.js';
import { pageHints } from './modules/library/page-hints.js';
import { createPushQueue, startPushWorkers, type PushJobConfig } from './jobs/push-jobs.js';
import { PushSender, vapidKeys, type PushDelivery } from './modules/push/web-push.js';
import { AccessWatch } from './modules/realtime/access.js';
import { RealtimeHub } from './modules/realtime/hub.js';
import { ListenerCaps } from './modules/realtime/listener-caps.js';
import { attachRealtimeSocket } from './modules/realtime/socket.js';
import { mediaRoot, startStudio } from './modules/studio/setup.js';
import { registerCalls } from './plugins/calls.js';
import { registerMedia } from './plugins/media.js';
import { guardDevPages } from './plugins/dev-pages.js';
import { DOCS_SCRIPT, DOCS_STYLE, registerOpenApi } from './plugins/openapi.js';
import { installErrorHandler, sendFrameworkError } from './plugins/problem.js';
import { RateLimiter } from './plugins/rate-limit.js';
import { BankEmulator } from './dev/bank/emulator.js';
import { startPaymentJobs } from './jobs/payment-jobs.js';
import { notify } from './modules/notifications/service.js';
import { registerBankNotifications } from './modules/payments/handlers.js';
import { createPaymentsModule } from './modules/payments/module.js';
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
    const database = await openDatabase(config.database);
    closers.push(() => database.close());
    const { db } = database;
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
      dataDir: config.dataDir,
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

    const mailer = overrides.mailer ?? createMailer(config);
    const payments = createPaymentsModule({
      db,
      config: config.payments,
      publicUrl: () => config.publicUrl,
      mailer,
      notifyUser: (userId, note) => notify({ db, realtime, push }, userId, note),
    });
    await startPaymentJobs(boss, payments, config.payments, config.studio.workers);
    // The emulator answers at /dev/bank only when it is the configured bank (never in production).
    const emulator =
      config.payments.provider === 'emulator' && !config.production && config.payments.terminalKey
        ? new BankEmulator({
            terminalKey: config.payments.terminalKey,
            password: config.payments.password,
            publicUrl: () => config.publicUrl,
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
      payments,
      ...(push ? { push } : {}),
    };

    const fastify = Fastify({
      logger: { level: config.logLevel },
      bodyLimit: config.bodyLimitBytes,
      trustProxy: false,
      frameworkErrors: (err, _request, reply) => sendFrameworkError(err, reply),
    });
    closers.push(() => fastify.close());
    installErrorHandler(fastify);
    await registerSecurityHeaders(fastify, {
      frameOrigins: config.frameOrigins,
      inline: { scripts: [SHELL_SCRIPT, DOCS_SCRIPT], styles: [SHELL_STYLE, DOCS_STYLE, MAILBOX_STYLE] },
    });
    guardDevPages(fastify, config.devPagesAllowRemote);
    registerOpenApi(fastify);
    registerCalls(fastify, context, handlers);
    registerBankNotifications(fastify, payments);
    emulator?.register(fastify);
    closers.push(attachRealtimeSocket(fastify, context));
    await registerMedia(fastify, mediaRoot(config.dataDir));
    if (!config.production) registerMailbox(fastify, context.mailer);
    await registerWeb(fastify, config.webDist, (pathname, query) => pageHints(db, pathname, query));
    await fastify.ready();
    return { fastify, context, emulator, close };
  } catch (err) {
    await close();
    throw err;
  }
}
