/** Accounts: registration, e-mail confirmation, sign-in, sessions, password restore (consumer §2, §4, §7). */
import { ACCOUNT, ROLES, USER_TYPE, webRoutes } from '@tt/contract';
import type { CallContext, Handlers } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { requireUser } from '../../context.js';
import { ApiProblem } from '../../plugins/problem.js';
import { consumeEmailToken, issueEmailToken } from './email-tokens.js';
import { verifyGoogleIdToken } from './google.js';
import { confirmationMail, restoreMail } from './mail-texts.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertUser,
  type UserChanges,
  profileOf,
  toUserInfo,
  updateUser,
} from './repository.js';
import { createSession, revokeAllSessions, revokeSession } from './sessions.js';

/** A new partner fills in partner info first; verification later grants promo (panel §4). */
const PARTNER_FEATURES = ROLES.unverifiedPartners;

async function signedIn(ctx: CallContext, user: UserRecord) {
  const token = await createSession(ctx.app.db, user.id, ctx.fingerprint);
  return { token, ...profileOf(user) };
}

async function sendConfirmation(ctx: CallContext, user: UserRecord): Promise<void> {
  const secret = await issueEmailToken(ctx.app.db, user.id, 'activate', ACCOUNT.activationLinkTtlMs);
  const link = ctx.app.config.publicUrl + webRoutes.confirmEmail(secret);
  await ctx.app.mailer.send(confirmationMail(ctx.locale, user.email!, link));
}

export const accountHandlers: Handlers = {
  'user/create': async (input, ctx) => {
    const email = input.login.toLowerCase();
    if (await findUserByEmail(ctx.app.db, email)) throw new ApiProblem(409, 'errors.emailTaken');
    const user = await insertUser(ctx.app.db, {
      email,
      type: input.type,
      passwordHash: await hashPassword(input.password),
      locale: input.locale ?? ctx.locale,
      features: input.type === USER_TYPE.blogger ? [...PARTNER_FEATURES] : [],
    });
    if (!user) throw new ApiProblem(409, 'errors.emailTaken');
    await sendConfirmation({ ...ctx, locale: input.locale ?? ctx.locale }, user);
    return signedIn(ctx, user);
  },

  'user/activate': async (input, ctx) => {
    const check = await consumeEmailToken(ctx.app.db, input.hash, 'activate');
    if (check.status === 'unknown' || check.status === 'expired') throw new ApiProblem(400, 'errors.verifyEmail');
    const user = await findUserById(ctx.app.db, check.userId);
    if (!user) throw new ApiProblem(400, 'errors.verifyEmail');
    // A second click on a link that already confirmed the address is still a success.
    if (!user.emailConfirmed) await updateUser(ctx.app.db, user.id, { emailConfirmed: true });
    return { success: true as const };
  },

  'user/signinv2': async (input, ctx) => {
    if (!input.login.trim() || !input.password) throw new ApiProblem(401, 'errors.emptyData', 511);
    const user = await findUserByEmail(ctx.app.db, input.login);
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !ok) throw new ApiProblem(401, 'errors.invalidAccess.text', 401);
    return signedIn(ctx, user);
  },

  'user/link': async (input, ctx) => {
    const { clientId, jwksUrl } = ctx.app.config.google;
    if (!clientId) throw new ApiProblem(400, 'errors.googleNotConfigured');
    const identity = await verifyGoogleIdToken(input.idToken, clientId, jwksUrl);
    if (!identity) throw new ApiProblem(401, 'errors.googleFailed', 401);
    const db = ctx.app.db;
    let user = await findUserByGoogleSub(db, identity.sub);
    if (!user && identity.email && identity.emailVerified) {
      const existing = await findUserByEmail(db, identity.email);
      if (existing) user = await updateUser(db, existing.id, { googleSub: identity.sub, emailConfirmed: true });
    }
    if (!user) {
      user = await insertUser(db, {
        email: identity.emailVerified ? identity.email : null,
        googleSub: identity.sub,
        emailConfirmed: identity.emailVerified,
        firstName: identity.givenName,
        lastName: identity.familyName,
        image: identity.picture,
        locale: ctx.locale,
      });
      if (!user) throw new ApiProblem(409, 'errors.emailTaken');
    }
    return signedIn(ctx, user);
  },

  'user/info/get': async (_input, ctx) => profileOf(requireUser(ctx)),

  'user/signout': async (_input, ctx) => {
    await revokeSession(ctx.app.db, ctx.sessionId!);
    return { success: true as const };
  },

  'user/info/commonEdit': async (input, ctx) => {
    const user = requireUser(ctx);
    const values: UserChanges = {};
    if (input.info.locale) values.locale = input.info.locale;
    // the contract refuses a malformed or future birthday
    if (input.info.bday) values.bday = input.info.bday;
    const updated = Object.keys(values).length ? await updateUser(ctx.app.db, user.id, values) : user;
    return toUserInfo(updated);
  },

  'user/typechange': async (_input, ctx) => {
    const user = requireUser(ctx);
    if (user.type === USER_TYPE.blogger) return profileOf(user);
    if (user.type !== USER_TYPE.user) throw new ApiProblem(409, 'errors.partnerLimit');
    const features = Array.from(new Set([...user.features, ...PARTNER_FEATURES]));
    return profileOf(await updateUser(ctx.app.db, user.id, { type: USER_TYPE.blogger, features }));
  },

  'user/password/requestrestore': async (input, ctx) => {
    const user = await findUserByEmail(ctx.app.db, input.login);
    // The same answer for unknown e-mails, so the form cannot be used to probe for accounts.
    if (user?.email) {
      const secret = await issueEmailToken(ctx.app.db, user.id, 'restore', ACCOUNT.restoreLinkTtlMs);
      const link = ctx.app.config.publicUrl + webRoutes.setNewPassword(secret, user.email);
      await ctx.app.mailer.send(restoreMail(input.locale ?? ctx.locale, user.email, link));
    }
    return { success: true as const };
  },

  'user/password/setnew': async (input, ctx) => {
    const check = await consumeEmailToken(ctx.app.db, input.hash, 'restore');
    if (check.status !== 'ok') throw new ApiProblem(400, 'errors.resetExpired');
    await revokeAllSessions(ctx.app.db, check.userId);
    const user = await updateUser(ctx.app.db, check.userId, {
      passwordHash: await hashPassword(input.pwdhash),
      emailConfirmed: true,
    });
    return signedIn(ctx, user);
  },

  'user/password/prechange': async (input, ctx) => {
    const user = requireUser(ctx);
    await updateUser(ctx.app.db, user.id, { passwordHash: await hashPassword(input.password) });
    return { success: true as const };
  },
};
