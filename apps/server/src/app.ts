/** buildApp(config): the whole server with a fixed plugin order, used by main.ts and by tests. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext, Handlers } from './context.js';
import { openDatabase } from './db/client.js';
import { registerMailbox } from './mail/mailbox-page.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { accountHandlers } from './modules/accounts/handlers.js';
import { appInfoHandlers } from './modules/app-info/handlers.js';
import { registerCalls } from './plugins/calls.js';
import { registerOpenApi } from './plugins/openapi.js';
import { installErrorHandler } from './plugins/problem.js';
import { RateLimiter } from './plugins/rate-limit.js';
import { registerWeb } from './plugins/web.js';
import { pageHints } from './modules/library/page-hints.js';
import { ensurePlans } from './seed/plans.js';
import { registerMedia } from './plugins/media.js';
import { studioHandlers } from './modules/studio/handlers.js';
import { libraryHandlers } from './modules/library/handlers.js';
import { chatHandlers } from './modules/chat/handlers.js';
import { announceStory } from './modules/chat/story-arrivals.js';
import { notificationHandlers } from './modules/notifications/handlers.js';
import { PushSender } from './modules/push/web-push.js';
import { RealtimeHub } from './modules/realtime/hub.js';
import { attachRealtimeSocket } from './modules/realtime/socket.js';
import { syncHandlers } from './modules/sync/handlers.js';
import { shareHandlers } from './modules/share/handlers.js';
import { fileHandlers } from './modules/library/files.js';
import { paymentHandlers, registerBankNotifications } from './modules/payments/handlers.js';
import { createPaymentsModule } from './modules/payments/module.js';
import { notify } from './modules/notifications/service.js';
import { BankEmulator } from './dev/bank/emulator.js';
import { startPaymentJobs } from './jobs/payment-jobs.js';
import { mediaRoot, startStudio } from './modules/studio/setup.js';
import type { Providers } from './providers/index.js';

export const handlers: Handlers = {
  ...appInfoHandlers,
  ...accountHandlers,
  ...studioHandlers,
  ...libraryHandlers,
  ...chatHandlers,
  ...notificationHandlers,
  ...syncHandlers,
  ...shareHandlers,
  ...fileHandlers,
  ...paymentHandlers,
};

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
  const database = await openDatabase(config.database);
  const realtime = new RealtimeHub(database, { pageSize: config.realtimePageSize });
  await realtime.start();
  const context: AppContext = {
    config,
    database,
    db: database.db,
    mailer: overrides.mailer ?? createMailer(config),
    limiter: new RateLimiter(config.rateLimit.windowMs),
    realtime,
    ...(config.vapid ? { push: new PushSender(database.db, config.vapid) } : {}),
  };
  await ensurePlans(context.db);
  context.payments = createPaymentsModule({
    db: context.db,
    config: config.payments,
    publicUrl: () => config.publicUrl,
    mailer: context.mailer,
    notifyUser: (userId, note) => notify(context, userId, note),
  });
  // The emulator answers at /dev/bank only when it is the configured bank (never in production).
  const emulator =
    config.payments.provider === 'emulator' && !config.production && config.payments.terminalKey
      ? new BankEmulator({
          terminalKey: config.payments.terminalKey,
          password: config.payments.password,
          publicUrl: () => config.publicUrl,
        })
      : null;
  const { studio, boss } = await startStudio(context, overrides.providers);
  await startPaymentJobs(boss, context.payments, config.payments, config.studio.workers);
  context.studio = studio;
  studio.onPublished = (storyUid, requesters) => announceStory(context, storyUid, requesters);
  const pruner = setInterval(() => void realtime.prune(config.realtimeKeepMs).catch(() => {}), 10 * 60_000);
  pruner.unref();

  const fastify = Fastify({ logger: { level: config.logLevel }, bodyLimit: config.bodyLimitBytes, trustProxy: false });
  installErrorHandler(fastify);
  registerOpenApi(fastify);
  registerCalls(fastify, context, handlers);
  registerBankNotifications(fastify, context.payments);
  emulator?.register(fastify);
  const closeSockets = attachRealtimeSocket(fastify, context);
  await registerMedia(fastify, mediaRoot(config.dataDir));
  if (!config.production) registerMailbox(fastify, context.mailer);
  await registerWeb(fastify, config.webDist, (pathname, query) => pageHints(context.db, pathname, query));
  await fastify.ready();

  return {
    fastify,
    context,
    emulator,
    close: async () => {
      clearInterval(pruner);
      emulator?.stop();
      closeSockets();
      await fastify.close();
      await realtime.stop();
      await boss.stop({ graceful: false, wait: true, close: false });
      await database.close();
    },
  };
}
