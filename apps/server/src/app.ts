/** buildApp(config): the whole server with a fixed plugin order, used by main.ts and by tests. */
import Fastify, { type FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from './config.js';
import type { AppContext, Handlers } from './context.js';
import { openDatabase } from './db/client.js';
import { MAILBOX_STYLE, registerMailbox } from './mail/mailbox-page.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { accountHandlers } from './modules/accounts/handlers.js';
import { appInfoHandlers } from './modules/app-info/handlers.js';
import { registerCalls } from './plugins/calls.js';
import { guardDevPages } from './plugins/dev-pages.js';
import { DOCS_SCRIPT, DOCS_STYLE, registerOpenApi } from './plugins/openapi.js';
import { installErrorHandler, sendFrameworkError } from './plugins/problem.js';
import { RateLimiter } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb, SHELL_SCRIPT, SHELL_STYLE } from './plugins/web.js';
import { pageHints } from './modules/library/page-hints.js';
import { ensurePlans } from './seed/plans.js';
import { registerMedia } from './plugins/media.js';
import { studioHandlers } from './modules/studio/handlers.js';
import { libraryHandlers } from './modules/library/handlers.js';
import { chatHandlers } from './modules/chat/handlers.js';
import { announceStory } from './modules/chat/story-arrivals.js';
import { notificationHandlers } from './modules/notifications/handlers.js';
import { PushSender, type VapidKeys } from './modules/push/web-push.js';
import { createPushQueue, startPushWorkers } from './jobs/push-jobs.js';
import { AccessWatch } from './modules/realtime/access.js';
import { RealtimeHub } from './modules/realtime/hub.js';
import { ListenerCaps } from './modules/realtime/listener-caps.js';
import { attachRealtimeSocket } from './modules/realtime/socket.js';
import { syncHandlers } from './modules/sync/handlers.js';
import { shareHandlers } from './modules/share/handlers.js';
import { fileHandlers } from './modules/library/files.js';
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
};

/** Web Push: sends are jobs, worked in this process when job workers run here. */
async function startPush(context: AppContext, boss: PgBoss, vapid: VapidKeys): Promise<PushSender> {
  const { push, studio } = context.config;
  const jobs = {
    retryLimit: push.retries,
    retryDelaySeconds: 2,
    pollingIntervalSeconds: studio.jobs.pollingIntervalSeconds,
    expireInSeconds: Math.max(30, Math.ceil((push.timeoutMs * 3) / 1000)),
  };
  const enqueue = await createPushQueue(boss, jobs);
  const sender = new PushSender(context.db, vapid, {
    enqueue,
    timeoutMs: push.timeoutMs,
    allowPrivate: push.allowPrivate,
  });
  if (studio.workers) await startPushWorkers(boss, sender, jobs);
  return sender;
}

export interface App {
  fastify: FastifyInstance;
  context: AppContext;
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
    access: new AccessWatch(realtime),
    caps: new ListenerCaps(config.listenerCaps),
  };
  await ensurePlans(context.db);
  const { studio, boss } = await startStudio(context, overrides.providers);
  context.studio = studio;
  if (config.vapid) context.push = await startPush(context, boss, config.vapid);
  studio.onPublished = (storyUid, requesters) => announceStory(context, storyUid, requesters);
  const pruner = setInterval(() => void realtime.prune(config.realtimeKeepMs).catch(() => {}), 10 * 60_000);
  pruner.unref();

  const fastify = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
    frameworkErrors: (err, _request, reply) => sendFrameworkError(err, reply),
  });
  installErrorHandler(fastify);
  await registerSecurityHeaders(fastify, {
    frameOrigins: config.frameOrigins,
    inline: { scripts: [SHELL_SCRIPT, DOCS_SCRIPT], styles: [SHELL_STYLE, DOCS_STYLE, MAILBOX_STYLE] },
  });
  guardDevPages(fastify, config.devPagesAllowRemote);
  registerOpenApi(fastify);
  registerCalls(fastify, context, handlers);
  const closeSockets = attachRealtimeSocket(fastify, context);
  await registerMedia(fastify, mediaRoot(config.dataDir));
  if (!config.production) registerMailbox(fastify, context.mailer);
  await registerWeb(fastify, config.webDist, (pathname, query) => pageHints(context.db, pathname, query));
  await fastify.ready();

  return {
    fastify,
    context,
    close: async () => {
      clearInterval(pruner);
      closeSockets();
      context.access.stop();
      await fastify.close();
      await realtime.stop();
      await boss.stop({ graceful: false, wait: true, close: false });
      await database.close();
    },
  };
}
