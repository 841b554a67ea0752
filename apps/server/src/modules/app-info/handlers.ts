import { APP_VERSION, LOCALES, STORY_AGE_RANGE } from '@tt/contract';
import { asc } from 'drizzle-orm';
import type { Handlers } from '../../context.js';
import { plans } from '../../db/schema.js';

/** Promo reward minimum per currency and plan period, in whole units (consumer §3 App info). */
const PROMO_REWARD_MIN = { rub: { '31': 1000, '365': 1000 }, usd: { '31': 10, '365': 10 } };

export const appInfoHandlers: Handlers = {
  'app/info': async (_input, ctx) => {
    const rows = await ctx.app.db.select().from(plans).orderBy(asc(plans.id));
    return {
      locales: [...LOCALES],
      story: { ageRange: [STORY_AGE_RANGE[0], STORY_AGE_RANGE[1]] as [number, number] },
      plans: rows,
      terminalKey: ctx.app.config.payments.terminalKey,
      promoRewardMin: PROMO_REWARD_MIN,
      googleClientId: ctx.app.config.google.clientId,
      version: APP_VERSION,
    };
  },
};
