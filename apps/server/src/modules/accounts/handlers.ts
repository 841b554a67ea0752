/** Accounts: registration, e-mail confirmation, sign-in, sessions, password restore (consumer §2, §4, §7). */
import { ACCOUNT, USER_TYPE } from '@tt/contract';
import { eq } from 'drizzle-orm';
import type { CallContext, Handlers, UserRecord } from '../../context.js';
import { requireUser } from '../../context.js';
import { users } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';
import { ApiProblem } from '../../plugins/problem.js';
import { consumeEmailToken, issueEmailToken, voidEmailTokens } from './email-tokens.js';
import { verifyGoogleIdToken } from './google.js';
import { confirmationMail, passwordChangedMail, registrationAttemptMail, restoreMail } from './mail-texts.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { findUserByEmail, findUserById, profileOf, toUserInfo, updateUser } from './repository.js';
import { createSession, revokeAllSessions, revokeSession } from './sessions.js';

/** A new partner fills in partner info first; verification later grants promo (panel §4). */
const PARTNER_FEATURES = ['promounmoderated'];

async function signedIn(ctx: CallContext, user: UserRecord) {
  const token = await createSession(ctx.app.db, user.id, ctx.fingerprint);
  return { token, ...profileOf(user) };
}

/**
 * Mail off the request path: the answer does not wait for (or reveal, by its timing) the mail
 * work. A failure is logged; the user can ask again.
 */
function sendInBackground(ctx: CallContext, message: MailMessage): void {
  void ctx.app.mailer.send(message).catch((err: Error) => console.warn(`Mail to ${message.to} failed: ${err.message}`));
}

async function sendConfirmation(ctx: CallContext, user: UserRecord): Promise<void> {
  const secret = await issueEmailToken(ctx.app.db, user.id, 'activate', ACCOUNT.activationLinkTtlMs);
  const link = `${ctx.app.config.publicUrl}/confirm?type=email&hash=${secret}`;
  await ctx.app.mailer.send(confirmationMail(ctx.locale, user.email!, link));
}

export const accountHandlers: Handlers = {
  'user/create': async (input, ctx) => {
    const email = input.login.toLowerCase();
    if (await findUserByEmail(ctx.app.db, email)) throw new ApiProblem(409, 'errors.emailTaken');
    const rows = await ctx.app.db
      .insert(users)
      .values({
        email,
        type: input.type,
        passwordHash: await hashPassword(input.password),
        locale: input.locale ?? ctx.locale,
        features: input.type === USER_TYPE.blogger ? PARTNER_FEATURES : [],
      })
      .onConflictDoNothing()
      .returning();
    const user = rows[0];
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
    let user = (await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1))[0] ?? null;
    if (!user && identity.email && identity.emailVerified) {
      const existing = await findUserByEmail(db, identity.email);
      if (existing) user = await updateUser(db, existing.id, { googleSub: identity.sub, emailConfirmed: true });
    }
    if (!user) {
      const rows = await db
        .insert(users)
        .values({
          email: identity.emailVerified ? identity.email : null,
          googleSub: identity.sub,
          emailConfirmed: identity.emailVerified,
          firstName: identity.givenName,
          lastName: identity.familyName,
          image: identity.picture,
          locale: ctx.locale,
        })
        .returning();
      user = rows[0]!;
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
    const values: Partial<typeof users.$inferInsert> = {};
    if (input.info.locale) values.locale = input.info.locale;
    if (input.info.bday) {
      const d = new Date(`${input.info.bday}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.getTime() > Date.now()) {
        throw new ApiProblem(422, 'validation.formText', 422, [
          { field: 'info.bday', key: 'validation.invalid', message: 'info.bday is not valid' },
        ]);
      }
      values.bday = input.info.bday;
    }
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
      const link = `${ctx.app.config.publicUrl}/setnewpassword?hash=${secret}&email=${encodeURIComponent(user.email)}`;
      await ctx.app.mailer.send(restoreMail(input.locale ?? ctx.locale, user.email, link));
    }
    return { success: true as const };
  },

  'user/password/setnew': async (input, ctx) => {
    const check = await consumeEmailToken(ctx.app.db, input.hash, 'restore');
    if (check.status !== 'ok') throw new ApiProblem(400, 'errors.resetExpired');
    await voidEmailTokens(ctx.app.db, check.userId, 'restore');
    await revokeAllSessions(ctx.app.db, check.userId);
    const user = await updateUser(ctx.app.db, check.userId, {
      passwordHash: await hashPassword(input.pwdhash),
      emailConfirmed: true,
    });
    return signedIn(ctx, user);
  },

  /** The other sessions end (this one stays), older restore links stop working, and the owner is told. */
  'user/password/prechange': async (input, ctx) => {
    const user = requireUser(ctx);
    await updateUser(ctx.app.db, user.id, { passwordHash: await hashPassword(input.password) });
    await voidEmailTokens(ctx.app.db, user.id, 'restore');
    await revokeAllSessions(ctx.app.db, user.id, ctx.sessionId);
    if (user.email) {
      const link = `${ctx.app.config.publicUrl}/forgotpassword`;
      sendInBackground(ctx, passwordChangedMail(user.locale === 'ru' ? 'ru' : ctx.locale, user.email, link));
    }
    return { success: true as const };
  },
};
