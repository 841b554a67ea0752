/**
 * buildApp(config): the whole server, used by main.ts and by tests. Parts are made in dependency
 * order, each handed what it needs when it is made; each part that holds a resource registers
 * its closer as soon as it exists, and close() runs them in reverse order (also when start-up fails).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { registerMailbox } from './mail/mailbox-page.js';
import { createMailer } from './mail/mailer.js';
import type { Mailer } from './mail/types.js';
import { handlers } from './handlers.js';
import { announceStory } from './modules/chat/story-arrivals.js';
import { pageHints } from './modules/library/page-hints.js';
import { PushSender, vapidKeys } from './modules/push/web-push.js';
import { RealtimeHub } from './modules/realtime/hub.js';
import { attachRealtimeSocket } from './modules/realtime/socket.js';
import { mediaRoot, startStudio } from './modules/studio/setup.js';
import { registerCalls } from './plugins/calls.js';
import { registerMedia } from './plugins/media.js';
import { registerOpenApi } from './plugins/openapi.js';
import { installErrorHandler } from './plugins/problem.js';
import { RateLimiter } from './plugins/rate-limit.js';
import { registerWeb } from './plugins/web.js';
import type { Providers } from './providers/index.js';
import { ensurePlans } from './db/seed-plans.js';

export { handlers };

export interface App {
  fastify: FastifyInstance;
  context: AppContext;
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
    closers.push(() => realtime.stop());
    const pruner = setInterval(() => void realtime.prune(config.realtimeKeepMs).catch(() => {}), 10 * 60_000);
    pruner.unref();
    closers.push(() => clearInterval(pruner));

    const keys = vapidKeys(config.webPush, config.dataDir);
    const push = keys ? new PushSender(db, keys) : undefined;
    const { studio, boss } = await startStudio({
      database,
      config: config.studio,
      dataDir: config.dataDir,
      providers: overrides.providers,
      onPublished: (storyUid, requesters) => announceStory({ db, realtime, push }, storyUid, requesters),
    });
    closers.push(() => boss.stop({ graceful: false, wait: true, close: false }));

    const context: AppContext = {
      config,
      database,
      db,
      mailer: overrides.mailer ?? createMailer(config),
      limiter: new RateLimiter(config.rateLimit.windowMs),
      realtime,
      studio,
      ...(push ? { push } : {}),
    };

    const fastify = Fastify({
      logger: { level: config.logLevel },
      bodyLimit: config.bodyLimitBytes,
      trustProxy: false,
    });
    closers.push(() => fastify.close());
    installErrorHandler(fastify);
    registerOpenApi(fastify);
    registerCalls(fastify, context, handlers);
    closers.push(attachRealtimeSocket(fastify, context));
    await registerMedia(fastify, mediaRoot(config.dataDir));
    if (!config.production) registerMailbox(fastify, context.mailer);
    await registerWeb(fastify, config.webDist, (pathname, query) => pageHints(db, pathname, query));
    await fastify.ready();
    return { fastify, context, close };
  } catch (err) {
    await close();
    throw err;
  }
}
