/**
 * Every module, built once in dependency order by its factory `create<X>Module(deps)` from the narrow
 * set of parts it names (app.ts calls buildModules); each part that holds a resource registers its
 * closer as soon as it exists.
 */
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { CallModules } from './handlers.js';
import { startBoss } from './jobs/boss.js';
import { startPaymentJobs } from './jobs/payment-jobs.js';
import { startPayoutJobs } from './jobs/payout-jobs.js';
import { startRetentionJobs } from './jobs/retention-jobs.js';
import { createPushQueue, startPushWorkers, type PushJobConfig } from './jobs/push-jobs.js';
import { createStudioQueues, startStudioWorkers } from './jobs/studio-jobs.js';
import type { Mailer } from './mail/types.js';
import type { MediaStore } from './media/store.js';
import { createAccountsModule } from './modules/accounts/index.js';
import { createAppInfoModule } from './modules/app-info/index.js';
import { createAuditModule } from './modules/audit/index.js';
import { createChatModule } from './modules/chat/index.js';
import { createChildrenModule } from './modules/children/index.js';
import { createExploreModule } from './modules/explore/index.js';
import { createFamilyVoiceModule } from './modules/family-voice/index.js';
import { createLibraryModule } from './modules/library/index.js';
import { createLicenceModule } from './modules/licence/index.js';
import { createNotificationsModule } from './modules/notifications/index.js';
import { createPartnersModule } from './modules/partners/index.js';
import { createPaymentsModule } from './modules/payments/index.js';
import { createPinModule } from './modules/pin/index.js';
import { createPrivacyModule } from './modules/privacy/index.js';
import { createPromoCodes, createPromoModule } from './modules/promo/index.js';
import { createPushModule } from './modules/push/index.js';
import { createRealtimeModule } from './modules/realtime/index.js';
import { createReleasesModule } from './modules/releases/index.js';
import { createShareModule } from './modules/share/index.js';
import { createStudioModule } from './modules/studio/index.js';
import { createSyncModule } from './modules/sync/index.js';
import { createUploadsModule } from './modules/uploads/index.js';
import { createUsersModule, type SessionCache } from './modules/users/index.js';
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

export type Modules = Awaited<ReturnType<typeof buildModules>>;

/** What the modules are built from: the resources app.ts opened. */
export interface ModuleParts {
  database: Database;
  media: MediaStore;
  mailer: Mailer;
  cache: SessionCache;
  providers?: Providers;
  /** Aborted when the process stops: held syncs answer at once. */
  stopping: AbortSignal;
}

type Closers = (() => Promise<void> | void)[];

/** The provider thread, the job queue, real time and the users: what every other module stands on. */
async function buildFoundation(config: Config, parts: ModuleParts, closers: Closers) {
  const { database } = parts;
  const workers = config.studio.workers;
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
  const users = createUsersModule({ db: database.db, cache: parts.cache, realtime });
  closers.push(() => users.close());
  return { thread, boss, realtime, users };
}

type Foundation = Awaited<ReturnType<typeof buildFoundation>>;

/** Push, notifications, the audit and the story studio with its queue and workers. */
async function buildStudio(config: Config, parts: ModuleParts, closers: Closers, { thread, boss, users }: Foundation) {
  const { db } = parts.database;
  const workers = config.studio.workers;
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
    media: parts.media,
    providers: parts.providers ?? thread?.providers,
    enqueue: await createStudioQueues(boss, config.studio),
    notifications,
    users,
    push,
  });
  closers.push(await startStudioWorkers(boss, studio.studio, config.studio));
  return { push, notifications, audit, studio };
}

type StudioParts = Awaited<ReturnType<typeof buildStudio>>;

/**
 * Payments and the partner programme need each other: checkout prices with a code, earnings read the
 * payments made with one. The codes come first, then payments, then earnings and payouts; payments
 * tells earnings of each change through a hook called only once everything is built.
 */
async function buildMoney(
  config: Config,
  parts: ModuleParts,
  { boss, users }: Foundation,
  { notifications, audit }: StudioParts,
) {
  const { db } = parts.database;
  const { mailer } = parts;
  const workers = config.studio.workers;
  const publicUrl = () => config.publicUrl;
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
  return { payments, promo };
}

/** What a reader meets: the licence, sharing, the library, explore, the chats and sync. */
function buildReading(
  config: Config,
  parts: ModuleParts,
  { realtime, users }: Foundation,
  { notifications, studio }: StudioParts,
  payments: ReturnType<typeof createPaymentsModule>,
) {
  const { db } = parts.database;
  const { media, mailer } = parts;
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
    config: { publicUrl: () => config.publicUrl, support: config.support },
  });
  const sync = createSyncModule({
    db,
    realtime,
    users,
    chat,
    config: { holdMs: config.syncHoldMs },
    stopping: parts.stopping,
  });
  return { licence, share, library, explore, chat, sync };
}

/**
 * Every module, once, in dependency order: a module is built after everything it names. The job
 * queue's queues are made before the modules that queue work, their workers after them.
 */
export async function buildModules(config: Config, parts: ModuleParts, closers: Closers) {
  const { database, media, mailer } = parts;
  const { db } = database;
  const workers = config.studio.workers;
  const publicUrl = () => config.publicUrl;

  const foundation = await buildFoundation(config, parts, closers);
  const { boss, realtime, users } = foundation;
  const studioParts = await buildStudio(config, parts, closers, foundation);
  const { push, notifications, studio, audit } = studioParts;
  const { payments, promo } = await buildMoney(config, parts, foundation, studioParts);
  const reading = buildReading(config, parts, foundation, studioParts, payments);
  const { licence, share, library, explore, chat, sync } = reading;

  const accounts = createAccountsModule({
    db,
    users,
    trials: payments.service,
    mailer,
    config: { publicUrl, google: config.google },
    referrals: promo.referrals,
  });
  const partners = createPartnersModule({ db, users, audit, notifications, mailer, publicUrl });
  const limiter = new RateLimiter(config.rateLimit.windowMs);
  const pin = createPinModule({ db, limiter });
  const children = createChildrenModule({ db, accounts, pin });
  const uploads = createUploadsModule({ media, users });
  const privacy = createPrivacyModule({ db, media, mailer, users, owner: accounts, pin });
  await startRetentionJobs(boss, privacy, workers);
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
