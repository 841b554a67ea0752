/** What every handler receives: the app's services and who is calling. */
import type { z } from 'zod';
import type { CallOutput, CallPath, Calls, Locale } from '@tt/contract';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { UserRecord } from './db/schema.js';
import type { Mailer } from './mail/types.js';
import { ApiProblem, type SerializedResult } from './errors.js';
import type { RateLimiter } from './plugins/rate-limit.js';
import type { MediaStore } from './media/store.js';
import type { Studio } from './modules/studio/studio.js';
import type { RealtimeHub } from './modules/realtime/hub.js';
import type { PushSender } from './modules/push/web-push.js';
import type { PaymentsModule } from './modules/payments/module.js';
import type { PromoModule } from './modules/promo/module.js';
import type { AccessWatch } from './modules/realtime/access.js';
import type { ListenerCaps } from './modules/realtime/listener-caps.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The story studio. */
  studio: Studio;
  /** Story media and user pictures (DATA_DIR/media or an S3-compatible bucket). */
  media: MediaStore;
  /** Real-time fan-out to sockets and long polls, across processes. */
  realtime: RealtimeHub;
  /** Sessions revoked and access changed, from every process (modules/realtime/access.ts). */
  access: AccessWatch;
  /** Sockets and held syncs per user and session. */
  caps: ListenerCaps;
  /** Web Push (VAPID); absent when push is off. */
  push?: PushSender;
  /** Plans, card payments, refunds and rebills. */
  payments: PaymentsModule;
  /** Promo codes, partner earnings and payouts. */
  promo: PromoModule;
}

export interface CallContext {
  app: AppContext;
  user: UserRecord | null;
  sessionId: number | null;
  ip: string;
  fingerprint: string | null;
  locale: Locale;
  /** Aborted when the client goes away; long polls stop waiting on it. */
  signal: AbortSignal;
}

/**
 * What the pipeline sends (plugins/calls.ts): the output, or the output serialised once, at once or
 * as a promise (a call answered from memory sends without waiting).
 */
export type Answer<P extends CallPath> = CallOutput<P> | SerializedResult<CallOutput<P>>;

export type Handler<P extends CallPath> = (
  input: z.output<Calls[P]['input']>,
  ctx: CallContext,
) => Answer<P> | Promise<Answer<P>>;
export type Handlers = { [P in CallPath]?: Handler<P> };

/** The signed-in user of a call whose contract requires one. */
export function requireUser(ctx: CallContext): UserRecord {
  if (!ctx.user) throw new ApiProblem(401, 'errors.unauthorized');
  return ctx.user;
}
