/** Accounts: registration, e-mail confirmation, sign-in, sessions, password restore (consumer §2, §4, §7). */
import { ACCOUNT, ROLES, USER_TYPE, webRoutes, type Locale } from '@tt/contract';
import { requireUser, type CallContext, type Handlers } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem, SerializedResult } from '../../errors.js';
import type { MailMessage } from '../../mail/types.js';
import { profileOf, toUserInfo, type UserChanges } from '../users/index.js';
import { consumeEmailToken, issueEmailToken, voidEmailTokens } from './email-tokens.js';
import { verifyGoogleIdToken } from './google.js';
import type { AccountsModule } from './index.js';
import { confirmationMail, passwordChangedMail, registrationAttemptMail, restoreMail } from './mail-texts.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** A new partner fills in partner info first; verification later grants promo (panel §4). */
const PARTNER_FEATURES = ROLES.unverifiedPartners;
/** An ordinary user's features: news opens the story chat from the menu (decision 028). */
const ORDINARY_FEATURES = ROLES.ordinaryUsers;

const warnMail = (to: string, err: Error) => console.warn(`Mail to ${to} failed: ${err.message}`);

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

export const accountHandlers = (accounts: AccountsModule): Handlers => {
  const { db, users, mailer, publicUrl } = accounts;

  async function signedIn(ctx: CallContext, user: UserRecord) {
    const token = await users.createSession(user.id, ctx.fingerprint);
    return { token, ...profileOf(user) };
  }

  /**
   * Mail off the request path: the answer does not wait for (or reveal, by its timing) the mail
   * work. A failure is logged; the user can ask again.
   */
  function sendInBackground(message: MailMessage): void {
    void mailer.send(message).catch((err: Error) => warnMail(message.to, err));
  }

  /**
   * The address is now confirmed: an ordinary account gets its one free trial (the payments module
   * decides whether it is due). A failure there must not undo the confirmation.
   */
  async function emailConfirmed(user: UserRecord): Promise<void> {
    await accounts.trials
      .grantTrial(user)
      .catch((err: Error) => console.warn(`Trial for user ${user.id} failed: ${err.message}`));
  }

  async function sendRestoreLink(login: string, locale: Locale): Promise<void> {
    const user = await users.findUserByEmail(login);
    if (!user?.email) return;
    const secret = await issueEmailToken(db, user.id, 'restore', ACCOUNT.restoreLinkTtlMs);
    const link = publicUrl() + webRoutes.setNewPassword(secret, user.email);
    await mailer.send(restoreMail(locale, user.email, link));
  }

  /** Someone registered with a taken address: its owner hears of it, in the account's language. */
  async function tellOwnerOfAttempt(email: string, fallback: Locale): Promise<void> {
    const owner = await users.findUserByEmail(email);
    if (!owner?.email) return;
    const locale = owner.locale === 'ru' || owner.locale === 'en' ? owner.locale : fallback;
    await mailer.send(registrationAttemptMail(locale, owner.email, `${publicUrl()}/forgotpassword`));
  }

  async function sendConfirmation(locale: Locale, user: UserRecord): Promise<void> {
    const secret = await issueEmailToken(db, user.id, 'activate', ACCOUNT.activationLinkTtlMs);
    const link = publicUrl() + webRoutes.confirmEmail(secret);
    await mailer.send(confirmationMail(locale, user.email!, link));
  }

  return {
    /**
     * The same answer, with the same work on the request path, for a new and a taken address (issue 11,
     * point 6): both hash the password and try the insert; the mail goes out in the background.
     */
    'user/create': async (input, ctx) => {
      const email = input.login.toLowerCase();
      const locale = input.locale ?? ctx.locale;
      const user = await users.insertUser({
        email,
        type: input.type,
        passwordHash: await hashPassword(input.password),
        locale,
        features: input.type === USER_TYPE.blogger ? [...PARTNER_FEATURES] : [...ORDINARY_FEATURES],
      });
      if (user) void sendConfirmation(locale, user).catch((err: Error) => warnMail(email, err));
      else void tellOwnerOfAttempt(email, locale).catch((err: Error) => warnMail(email, err));
      return { success: true as const };
    },

    'user/activate': async (input) => {
      const check = await consumeEmailToken(db, input.hash, 'activate');
      if (check.status === 'unknown' || check.status === 'expired') throw new ApiProblem(400, 'errors.verifyEmail');
      const user = await users.findUserById(check.userId);
      if (!user) throw new ApiProblem(400, 'errors.verifyEmail');
      // A second click on a link that already confirmed the address is still a success.
      if (!user.emailConfirmed) await emailConfirmed(await users.updateUser(user.id, { emailConfirmed: true }));
      return { success: true as const };
    },

    'user/signinv2': async (input, ctx) => {
      if (!input.login.trim() || !input.password) throw new ApiProblem(401, 'errors.emptyData', 511);
      const user = await users.findUserByEmail(input.login);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) throw new ApiProblem(401, 'errors.invalidAccess.text', 401);
      return signedIn(ctx, user);
    },

    'user/link': async (input, ctx) => {
      const { clientId, jwksUrl } = accounts.google;
      if (!clientId) throw new ApiProblem(400, 'errors.googleNotConfigured');
      const identity = await verifyGoogleIdToken(input.idToken, clientId, jwksUrl);
      if (!identity) throw new ApiProblem(401, 'errors.googleFailed', 401);
      let user = await users.findUserByGoogleSub(identity.sub);
      if (!user && identity.email && identity.emailVerified) {
        const existing = await users.findUserByEmail(identity.email);
        if (existing) {
          user = await users.updateUser(existing.id, { googleSub: identity.sub, emailConfirmed: true });
          if (!existing.emailConfirmed) await emailConfirmed(user);
        }
      }
      if (!user) {
        user = await users.insertUser({
          email: identity.emailVerified ? identity.email : null,
          googleSub: identity.sub,
          emailConfirmed: identity.emailVerified,
          firstName: identity.givenName,
          lastName: identity.familyName,
          image: identity.picture,
          locale: ctx.locale,
          features: [...ORDINARY_FEATURES],
        });
        if (!user) throw new ApiProblem(409, 'errors.emailTaken');
        if (user.emailConfirmed) await emailConfirmed(user);
      }
      return signedIn(ctx, user);
    },

    'user/info/get': (_input, ctx) => profileAnswer(requireUser(ctx)),

    'user/signout': async (_input, ctx) => {
      await users.revokeSession(ctx.sessionId!);
      return { success: true as const };
    },

    'user/info/commonEdit': async (input, ctx) => {
      const user = requireUser(ctx);
      const values: UserChanges = {};
      if (input.info.locale) values.locale = input.info.locale;
      // the contract refuses a malformed or future birthday
      if (input.info.bday) values.bday = input.info.bday;
      const updated = Object.keys(values).length ? await users.updateUser(user.id, values) : user;
      return toUserInfo(updated);
    },

    'user/typechange': async (_input, ctx) => {
      const user = requireUser(ctx);
      if (user.type === USER_TYPE.blogger) return profileOf(user);
      if (user.type !== USER_TYPE.user) throw new ApiProblem(409, 'errors.partnerLimit');
      const features = Array.from(new Set([...user.features, ...PARTNER_FEATURES]));
      return profileOf(await users.updateUser(user.id, { type: USER_TYPE.blogger, features }));
    },

    'user/password/requestrestore': async (input, ctx) => {
      // The same answer, and no mail work on the request path, for unknown e-mails: the form
      // cannot be used to probe for accounts, by its text or by its timing.
      void sendRestoreLink(input.login, input.locale ?? ctx.locale).catch((err: Error) => warnMail(input.login, err));
      return { success: true as const };
    },

    'user/password/setnew': async (input, ctx) => {
      const check = await consumeEmailToken(db, input.hash, 'restore');
      if (check.status !== 'ok') throw new ApiProblem(400, 'errors.resetExpired');
      await voidEmailTokens(db, check.userId, 'restore');
      await users.revokeAllSessions(check.userId);
      const before = await users.findUserById(check.userId);
      const user = await users.updateUser(check.userId, {
        passwordHash: await hashPassword(input.pwdhash),
        emailConfirmed: true,
      });
      // A restore link proves the address as well as a confirmation link does.
      if (before && !before.emailConfirmed) await emailConfirmed(user);
      return signedIn(ctx, user);
    },

    /** The other sessions end (this one stays), older restore links stop working, and the owner is told. */
    'user/password/prechange': async (input, ctx) => {
      const user = requireUser(ctx);
      await users.updateUser(user.id, { passwordHash: await hashPassword(input.password) });
      await voidEmailTokens(db, user.id, 'restore');
      await users.revokeAllSessions(user.id, ctx.sessionId);
      if (user.email) {
        const link = `${publicUrl()}/forgotpassword`;
        sendInBackground(passwordChangedMail(user.locale === 'ru' ? 'ru' : ctx.locale, user.email, link));
      }
      return { success: true as const };
    },
  };
};
