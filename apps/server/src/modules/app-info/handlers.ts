import { APP_VERSION, LOCALES, PROMO_REWARD_MIN, STORY_AGE_RANGE, type CallOutput } from '@tt/contract';
import type { AppContext, CallContext, Handlers } from '../../context.js';
import { SerializedResult } from '../../errors.js';
import { listPlans } from './repository.js';

/** Every visitor asks for app info at start; plans change rarely, so it is read at most every 10 s. */
const CACHE_MS = 10_000;
type Info = SerializedResult<CallOutput<'app/info'>>;
const cache = new WeakMap<AppContext, { at: number; value: Promise<Info>; ready?: Info }>();

async function readAppInfo(ctx: CallContext) {
  return {
    locales: [...LOCALES],
    story: { ageRange: [STORY_AGE_RANGE[0], STORY_AGE_RANGE[1]] as [number, number] },
    plans: await listPlans(ctx.app.db),
    terminalKey: ctx.app.config.payments.terminalKey,
    promoRewardMin: PROMO_REWARD_MIN,
    googleClientId: ctx.app.config.google.clientId,
    vapidPublicKey: ctx.app.push?.publicKey ?? null,
    version: APP_VERSION,
  };
}

export const appInfoHandlers: Handlers = {
  'app/info': (_input, ctx) => {
    const hit = cache.get(ctx.app);
    // once read, the answer itself (not a promise): the call pipeline sends it without a wait
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.ready ?? hit.value;
    const entry: { at: number; value: Promise<Info>; ready?: Info } = {
      at: Date.now(),
      value: readAppInfo(ctx).then((info) => (entry.ready = new SerializedResult(info))),
    };
    const { value } = entry;
    cache.set(ctx.app, entry);
    value.catch(() => cache.delete(ctx.app));
    return value;
  },
};
