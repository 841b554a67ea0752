/** user/* calls: parsed input → the accounts module. */
import { requireUser, type Handlers } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { SerializedResult } from '../../errors.js';
import { profileOf } from '../users/index.js';
import type { AccountsModule } from './service.js';

const ok = { success: true as const };

/**
 * user/info/get is asked on every screen: its answer, serialised once, is kept with the user
 * record (the session cache's, which a change to the user replaces) for the UTC day, since the
 * age in it counts whole years from the birthday to today.
 */
const profiles = new WeakMap<UserRecord, { day: number; answer: SerializedResult<ReturnType<typeof profileOf>> }>();
function profileAnswer(user: UserRecord): SerializedResult<ReturnType<typeof profileOf>> {
  const day = Math.floor(Date.now() / 86_400_000);
  const kept = profiles.get(user);
  if (kept?.day === day) return kept.answer;
  const answer = new SerializedResult(profileOf(user));
  profiles.set(user, { day, answer });
  return answer;
}

export const accountHandlers = (accounts: AccountsModule): Handlers => ({
  'user/create': async (input, ctx) => {
    await accounts.register(input, input.locale ?? ctx.locale);
    return ok;
  },
  'user/activate': async (input) => {
    await accounts.activate(input.hash);
    return ok;
  },
  'user/signinv2': async (input, ctx) => accounts.signIn(input.login, input.password, ctx),
  'user/link': async (input, ctx) => accounts.link(input.idToken, ctx, input.parentConsent, input.referral),
  'user/info/get': (_input, ctx) => profileAnswer(requireUser(ctx)),
  'user/signout': async (_input, ctx) => {
    await accounts.signOut(ctx.sessionId!);
    return ok;
  },
  // the parent's interface language, for what the server writes to them (decision 083's addendum)
  'user/info/language': async (input, ctx) => {
    await accounts.setParentLocale(requireUser(ctx), input.locale);
    return ok;
  },
  'user/typechange': async (_input, ctx) => accounts.becomePartner(requireUser(ctx)),
  'user/password/requestrestore': async (input, ctx) => {
    accounts.requestRestore(input.login, input.locale ?? ctx.locale);
    return ok;
  },
  'user/password/setnew': async (input, ctx) => accounts.setNewPassword(input.hash, input.pwdhash, ctx),
  'user/password/prechange': async (input, ctx) => {
    await accounts.changePassword(requireUser(ctx), ctx.sessionId, input.password, ctx.locale);
    return ok;
  },
});
