/**
 * The parental pin (consumer §4, §5, §8; decision 030). Kept as an argon2id hash; a check that
 * fails answers "Invalid pincode" for the pin field. Four digits are few, so checks (and the
 * calls that need the current pin) are limited per user: past PIN_CHECKS_PER_WINDOW in the
 * rate-limit window the answer is 429 with Retry-After, whether the pin is right or not.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import type { RateLimiter } from '../../rate-limiter.js';
import * as repo from './repository.js';

/** Checks per user per rate-limit window: three tries a dialog, a few dialogs. */
export const PIN_CHECKS_PER_WINDOW = 10;

const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

const wrongPin = () =>
  new ApiProblem(422, 'errors.invalidPin', 422, [
    { field: 'pin', key: 'errors.invalidPin', message: 'Invalid pincode' },
  ]);

export interface PinDeps {
  db: Db;
  /** The rate-limit window's counters, shared with sign-in's limits. */
  limiter: Pick<RateLimiter, 'count' | 'retryAfterMs'>;
}

export function createPinModule({ db, limiter }: PinDeps) {
  function countCheck(userId: number): void {
    const key = `pin|user|${userId}`;
    if (limiter.count(key) <= PIN_CHECKS_PER_WINDOW) return;
    const problem = new ApiProblem(429, 'errors.tooMany');
    problem.retryAfterSeconds = Math.max(1, Math.ceil(limiter.retryAfterMs(key) / 1000));
    throw problem;
  }

  /** Throws "Invalid pincode" unless the pin matches the stored one (and no pin set is "not set"). */
  async function checkPin(userId: number, pin: string): Promise<void> {
    const stored = await repo.findPinHash(db, userId);
    if (!stored) throw new ApiProblem(404, 'errors.pinNotSet');
    countCheck(userId);
    if (!(await verify(stored, pin).catch(() => false))) throw wrongPin();
  }

  return {
    checkPin,

    pinIsSet: async (userId: number): Promise<boolean> => (await repo.findPinHash(db, userId)) !== null,

    /** Sets the pin; replacing a pin needs the current one. */
    async setPin(userId: number, pin: string, current?: string): Promise<void> {
      const stored = await repo.findPinHash(db, userId);
      if (stored) {
        if (!current) throw wrongPin();
        await checkPin(userId, current);
      }
      await repo.savePinHash(db, userId, await hash(pin, ARGON));
    },

    async removePin(userId: number, pin: string): Promise<void> {
      await checkPin(userId, pin);
      await repo.deletePin(db, userId);
    },
  };
}

export type PinModule = ReturnType<typeof createPinModule>;
