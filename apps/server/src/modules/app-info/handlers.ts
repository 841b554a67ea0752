import { APP_VERSION, LOCALES, PROMO_REWARD_MIN, STORY_AGE_RANGE, type CallOutput } from '@tt/contract';
import type { Handlers } from '../../context.js';
import type { Db } from '../../db/client.js';
import { SerializedResult } from '../../errors.js';
import { listPlans } from './repository.js';

/** Every visitor asks for app info at start; plans change rarely, so it is read at most every 10 s. */
const CACHE_MS = 10_000;
type Info = SerializedResult<CallOutput<'app/info'>>;

export interface AppInfoDeps {
  db: Db;
  config: { terminalKey: string | null; googleClientId: string | null };
  /** Null when push is off. */
  vapidPublicKey: string | null;
}

/** app/info, read through a short cache kept by the module. */
export function createAppInfoModule({ db, config, vapidPublicKey }: AppInfoDeps) {
  let cache: { at: number; value: Promise<Info>; ready?: Info } | null = null;

  async function read(): Promise<Info> {
    return new SerializedResult({
      locales: [...LOCALES],
      story: { ageRange: [STORY_AGE_RANGE[0], STORY_AGE_RANGE[1]] as [number, number] },
      plans: await listPlans(db),
      terminalKey: config.terminalKey,
      promoRewardMin: PROMO_REWARD_MIN,
      googleClientId: config.googleClientId,
      vapidPublicKey,
      version: APP_VERSION,
    });
  }

  return {
    /** Once read, the answer itself (not a promise): the call pipeline sends it without a wait. */
    info(): Info | Promise<Info> {
      const hit = cache;
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.ready ?? hit.value;
      const entry: { at: number; value: Promise<Info>; ready?: Info } = {
        at: Date.now(),
        value: read().then((info) => (entry.ready = info)),
      };
      cache = entry;
      entry.value.catch(() => {
        if (cache === entry) cache = null;
      });
      return entry.value;
    },
  };
}

export type AppInfoModule = ReturnType<typeof createAppInfoModule>;

export const appInfoHandlers = (appInfo: AppInfoModule): Handlers => ({
  'app/info': () => appInfo.info(),
});
