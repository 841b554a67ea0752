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
import { ensurePlans } from './seed/plans.js';
import { registerMedia } from './plugins/media.js';
import { studioHandlers } from './modules/studio/handlers.js';
import { libraryHandlers } from './modules/library/handlers.js';
import { botFeedHandlers } from './modules/chat/bot-feed.js';
import { shareHandlers } from './modules/share/handlers.js';
import { fileHandlers } from './modules/library/files.js';
import { mediaRoot, startStudio } from './modules/studio/setup.js';
import type { Providers } from './providers/index.js';

export const handlers: Handlers = { ...appInfoHandlers, ...accountHandlers, ...studioHandlers, ...libraryHandlers, ...botFeedHandlers, ...shareHandlers, ...fileHandlers };

export interface App {
  fastify: FastifyInstance;
  context: AppContext;
  close(): Promise<void>;
}

export async function buildApp(config: Config, overrides: { mailer?: Mailer; providers?: Providers } = {}): Promise<App> {
  const database = await openDatabase(config.database);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    mailer: overrides.mailer ?? createMailer(config),
    limiter: new RateLimiter(config.rateLimit.windowMs),
  };
  await ensurePlans(context.db);
  const { studio, boss } = await startStudio(context, overrides.providers);
  context.studio = studio;

  const fastify = Fastify({ logger: { level: config.logLevel }, bodyLimit: config.bodyLimitBytes, trustProxy: false });
  installErrorHandler(fastify);
  registerOpenApi(fastify);
  registerCalls(fastify, context, handlers);
  await registerMedia(fastify, mediaRoot(config.dataDir));
  if (!config.production) registerMailbox(fastify, context.mailer);
  await registerWeb(fastify, config.webDist);
  await fastify.ready();

  return {
    fastify,
    context,
    close: async () => {
      await fastify.close();
      await boss.stop({ graceful: false, wait: true, close: false });
      await database.close();
    },
  };
}
