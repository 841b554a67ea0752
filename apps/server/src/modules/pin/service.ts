/**
 * The parental pin (consumer §4, §5, §8; decision 030). Kept as an argon2id hash; a check that
 * fails answers "Invalid pincode" for the pin field. Four digits are few, so checks (and the
 * calls that need the current pin) are limited per user: past PIN_CHECKS_PER_WINDOW in the
 * rate-limit window the answer is 429 with Retry-After, whether the pin is right or not.
 */
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../context.js';
import { ApiProblem } from '../../errors.js';
import * as repo from './repository.js';

/** Checks per user per rate-limit window: three tries a dialog, a few dialogs. */
export const PIN_CHECKS_PER_WINDOW = 10;

const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

const wrongPin = () =>
  new ApiProblem(422, 'errors.invalidPin', 422, [
    { field: 'pin', key: 'errors.invalidPin', message: 'Invalid pincode' },
  ]);

function countCheck(app: AppContext, userId: number): void {
  const key = `pin|user|${userId}`;
  if (app.limiter.count(key) <= PIN_CHECKS_PER_WINDOW) return;
  const problem = new ApiProblem(429, 'errors.tooMany');
  problem.retryAfterSeconds = Math.max(1, Math.ceil(app.limiter.retryAfterMs(key) / 1000));
  throw problem;
}

export async function pinIsSet(app: AppContext, userId: number): Promise<boolean> {
  return (await repo.findPinHash(app.db, userId)) !== null;
}

/** Throws "Invalid pincode" unless the pin matches the stored one (and no pin set is "not set"). */
export async function checkPin(app: AppContext, userId: number, pin: string): Promise<void> {
  const stored = await repo.findPinHash(app.db, userId);
  if (!stored) throw new ApiProblem(404, 'errors.pinNotSet');
  countCheck(app, userId);
  if (!(await verify(stored, pin).catch(() => false))) throw wrongPin();
}

/** Sets the pin; replacing a pin needs the current one. */
export async function setPin(app: AppContext, userId: number, pin: string, current?: string): Promise<void> {
  const stored = await repo.findPinHash(app.db, userId);
  if (stored) {
    if (!current) throw wrongPin();
    await checkPin(app, userId, current);
  }
  await repo.savePinHash(app.db, userId, await hash(pin, ARGON));
}

export async function removePin(app: AppContext, userId: number, pin: string): Promise<void> {
  await checkPin(app, userId, pin);
  await repo.deletePin(app.db, userId);
}
