/**
 * Accounts: registration, e-mail confirmation, sign-in (password and Google), password restore and
 * change (consumer §2, §4, §7), over the users module's records and sessions. Its own table is the
 * e-mail links (email-tokens.ts). Built once by createAccountsModule.
 */
import { ACCOUNT, formatMessage, ROLES, USER_TYPE, webRoutes, type Locale, type MessageKey } from '@tt/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { Mailer, MailMessage } from '../../mail/types.js';
import { parentLocaleOf, profileOf, toUserInfo, type UserChanges, type UsersModule } from '../users/index.js';
import { consumeEmailToken, issueEmailToken, voidEmailTokens } from './email-tokens.js';
import { verifyGoogleIdToken, type GoogleIdentity } from './google.js';
import { confirmationMail, passwordChangedMail, registrationAttemptMail, restoreMail } from './mail-texts.js';
import { parentLocaleSetter } from './parent-locale.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** A new partner fills in partner info first; verification later grants promo (panel §4). */
const PARTNER_FEATURES = ROLES.unverifiedPartners;
/** An ordinary user's features: news opens the story chat from the menu (decision 028). */
const ORDINARY_FEATURES = ROLES.ordinaryUsers;

const warnMail = (to: string, err: Error) => console.warn(`Mail to ${to} failed: ${err.message}`);

/** A Google sign-in older than this does not prove the owner is at the screen now. */
export const OWNER_PROOF_MAX_AGE_S = 10 * 60;

/** The password (the client's hash of it) or a fresh Google ID token. */
export interface OwnerProof {
  password?: string | undefined;
  idToken?: string | undefined;
}

const fieldProblem = (field: string, key: MessageKey) =>
  new ApiProblem(422, key, 422, [{ field, key, message: formatMessage('en', key) }]);

export interface AccountsDeps {
  db: Db;
  users: Pick<
    UsersModule,
    | 'findUserById'
    | 'findUserByEmail'
    | 'findUserByGoogleSub'
    | 'insertUser'
    | 'updateUser'
    | 'createSession'
    | 'revokeSession'
    | 'revokeAllSessions'
  >;
  /** A confirmed address earns an ordinary account its one free trial (the payments module decides). */
  trials: { grantTrial(user: UserRecord): Promise<unknown> };
  mailer: Pick<Mailer, 'send'>;
  config: { publicUrl: () => string; google: Config['google'] };
  /** Counts an account made after a promo code's referral link (issue 34); left out where none is kept. */
  referrals?: { signedUp(code: string): Promise<void> };
}

/** Who signs in from where: the session remembers the device's fingerprint. */
export interface Device {
  fingerprint: string | null;
  locale: Locale;
}

/** What the calls share: a session for a signed-in user, the mail they send, the trial of a confirmed address. */
function accountHelpers({ db, users, trials, mailer, config }: AccountsDeps) {
  const { publicUrl } = config;

  async function signedIn(user: UserRecord, device: Device) {
    const token = await users.createSession(user.id, device.fingerprint);
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
    await trials
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

  /** Someone registered with a taken address: its owner hears of it, in the parent's language. */
  async function tellOwnerOfAttempt(email: string, fallback: Locale): Promise<void> {
    const owner = await users.findUserByEmail(email);
    if (!owner?.email) return;
    await mailer.send(
      registrationAttemptMail(parentLocaleOf(owner, fallback), owner.email, `${publicUrl()}/forgotpassword`),
    );
  }

  async function sendConfirmation(locale: Locale, user: UserRecord): Promise<void> {
    const secret = await issueEmailToken(db, user.id, 'activate', ACCOUNT.activationLinkTtlMs);
    const link = publicUrl() + webRoutes.confirmEmail(secret);
    await mailer.send(confirmationMail(locale, user.email!, link));
  }

  return { signedIn, sendInBackground, emailConfirmed, sendRestoreLink, tellOwnerOfAttempt, sendConfirmation };
}

type AccountHelpers = ReturnType<typeof accountHelpers>;

/** The account of a verified Google identity: the one it signed in with before, or of its verified e-mail. */
async function knownGoogleAccount(
  users: AccountsDeps['users'],
  { emailConfirmed }: AccountHelpers,
  identity: GoogleIdentity,
): Promise<UserRecord | null> {
  const user = await users.findUserByGoogleSub(identity.sub);
  if (user || !identity.email || !identity.emailVerified) return user;
  const existing = await users.findUserByEmail(identity.email);
  if (!existing) return null;
  const linked = await users.updateUser(existing.id, { googleSub: identity.sub, emailConfirmed: true });
  if (!existing.emailConfirmed) await emailConfirmed(linked);
  return linked;
}

/** Registration by the form or by Google, and the confirmation of the address. */
function signUpCalls(deps: AccountsDeps, helpers: AccountHelpers) {
  const { db, users, config, referrals } = deps;
  const { signedIn, emailConfirmed, tellOwnerOfAttempt, sendConfirmation } = helpers;
  return {
    ...parentLocaleSetter(users),
    /**
     * The same answer, with the same work on the request path, for a new and a taken address (issue 11,
     * point 6): both hash the password and try the insert; the mail goes out in the background.
     */
    async register(
      input: { login: string; password: string; type: number; parentConsent: string; referral?: string | undefined },
      locale: Locale,
    ): Promise<void> {
      const email = input.login.toLowerCase();
      const user = await users.insertUser({
        email,
        type: input.type,
        passwordHash: await hashPassword(input.password),
        locale,
        features: input.type === USER_TYPE.blogger ? [...PARTNER_FEATURES] : [...ORDINARY_FEATURES],
        // who accepted which privacy notice, and when (the export holds it with the account)
        parentConsentAt: new Date(),
        parentConsentNotice: input.parentConsent,
      });
      // only a new account counts as the referral's sign-up (a taken address answers alike)
      if (user && input.referral?.trim() && referrals) await referrals.signedUp(input.referral);
      if (user) void sendConfirmation(locale, user).catch((err: Error) => warnMail(email, err));
      else void tellOwnerOfAttempt(email, locale).catch((err: Error) => warnMail(email, err));
    },

    async activate(secret: string): Promise<void> {
      const check = await consumeEmailToken(db, secret, 'activate');
      if (check.status === 'unknown' || check.status === 'expired') throw new ApiProblem(400, 'errors.verifyEmail');
      const user = await users.findUserById(check.userId);
      if (!user) throw new ApiProblem(400, 'errors.verifyEmail');
      // A second click on a link that already confirmed the address is still a success.
      if (!user.emailConfirmed) await emailConfirmed(await users.updateUser(user.id, { emailConfirmed: true }));
    },

    /** Sign-in with Google: the account of the Google identity, or of its verified e-mail, or a new one. */
    async link(idToken: string, device: Device, parentConsent?: string, referral?: string) {
      const { clientId, jwksUrl } = config.google;
      if (!clientId) throw new ApiProblem(400, 'errors.googleNotConfigured');
      const identity = await verifyGoogleIdToken(idToken, clientId, jwksUrl);
      if (!identity) throw new ApiProblem(401, 'errors.googleFailed', 401);
      let user = await knownGoogleAccount(users, helpers, identity);
      if (!user) {
        // a new account is a sign-up: its person confirms they are a parent or guardian, as on the form
        if (!parentConsent) throw fieldProblem('parentConsent', 'validation.parentConsent');
        user = await users.insertUser({
          parentConsentAt: new Date(),
          parentConsentNotice: parentConsent,
          email: identity.emailVerified ? identity.email : null,
          googleSub: identity.sub,
          emailConfirmed: identity.emailVerified,
          firstName: identity.givenName,
          lastName: identity.familyName,
          image: identity.picture,
          locale: device.locale,
          features: [...ORDINARY_FEATURES],
        });
        if (!user) throw new ApiProblem(409, 'errors.emailTaken');
        // a sign-up by Google counts for the referral link like one by the form (issue 34)
        if (referral?.trim() && referrals) await referrals.signedUp(referral);
        if (user.emailConfirmed) await emailConfirmed(user);
      }
      return signedIn(user, device);
    },
  };
}

/** Sign-in by password, the owner's proof, and restoring or changing the password. */
function passwordCalls(deps: AccountsDeps, helpers: AccountHelpers) {
  const { db, users, config } = deps;
  const { signedIn, emailConfirmed, sendInBackground, sendRestoreLink } = helpers;
  return {
    async signIn(login: string, password: string, device: Device) {
      if (!login.trim() || !password) throw new ApiProblem(401, 'errors.emptyData', 511);
      const user = await users.findUserByEmail(login);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw new ApiProblem(401, 'errors.invalidAccess.text', 401);
      return signedIn(user, device);
    },

    /**
     * Proof that the person at the screen owns the account, for what cannot be undone (deleting it): the
     * password, or a Google sign-in made in the last OWNER_PROOF_MAX_AGE_S for an account that signs in
     * with Google. A session alone is not proof: a borrowed phone has one. 422 names the field to fill.
     */
    async confirmOwner(user: UserRecord, proof: OwnerProof): Promise<void> {
      if (proof.idToken) {
        const { clientId, jwksUrl } = config.google;
        const identity = clientId ? await verifyGoogleIdToken(proof.idToken, clientId, jwksUrl) : null;
        const fresh = identity?.issuedAt && Date.now() / 1000 - identity.issuedAt <= OWNER_PROOF_MAX_AGE_S;
        if (identity && fresh && user.googleSub && identity.sub === user.googleSub) return;
        throw fieldProblem('idToken', 'errors.googleAgain');
      }
      if (!user.passwordHash) throw fieldProblem('idToken', 'errors.googleAgain');
      if (!proof.password) throw fieldProblem('password', 'errors.passwordNeeded');
      if (!(await verifyPassword(user.passwordHash, proof.password)))
        throw fieldProblem('password', 'errors.passwordWrong');
    },

    /**
     * The same answer, and no mail work on the request path, for unknown e-mails: the form cannot be
     * used to probe for accounts, by its text or by its timing.
     */
    requestRestore(login: string, locale: Locale): void {
      void sendRestoreLink(login, locale).catch((err: Error) => warnMail(login, err));
    },

    async setNewPassword(secret: string, passwordHash: string, device: Device) {
      const check = await consumeEmailToken(db, secret, 'restore');
      if (check.status !== 'ok') throw new ApiProblem(400, 'errors.resetExpired');
      await voidEmailTokens(db, check.userId, 'restore');
      await users.revokeAllSessions(check.userId);
      const before = await users.findUserById(check.userId);
      const user = await users.updateUser(check.userId, {
        passwordHash: await hashPassword(passwordHash),
        emailConfirmed: true,
      });
      // A restore link proves the address as well as a confirmation link does.
      if (before && !before.emailConfirmed) await emailConfirmed(user);
      return signedIn(user, device);
    },

    /** The other sessions end (this one stays), older restore links stop working, and the owner is told. */
    async changePassword(user: UserRecord, sessionId: number | null, password: string, locale: Locale): Promise<void> {
      await users.updateUser(user.id, { passwordHash: await hashPassword(password) });
      await voidEmailTokens(db, user.id, 'restore');
      await users.revokeAllSessions(user.id, sessionId);
      if (user.email) {
        const link = `${config.publicUrl()}/forgotpassword`;
        sendInBackground(passwordChangedMail(parentLocaleOf(user, locale), user.email, link));
      }
    },
  };
}

export function createAccountsModule(deps: AccountsDeps) {
  const { users } = deps;
  const helpers = accountHelpers(deps);
  return {
    ...signUpCalls(deps, helpers),
    ...passwordCalls(deps, helpers),

    signOut: (sessionId: number) => users.revokeSession(sessionId),

    async editCommon(user: UserRecord, info: { locale?: string | null; bday?: string | null }) {
      const values: UserChanges = {};
      if (info.locale) values.locale = info.locale;
      // the contract refuses a malformed or future birthday
      if (info.bday) values.bday = info.bday;
      const updated = Object.keys(values).length ? await users.updateUser(user.id, values) : user;
      return toUserInfo(updated);
    },

    /** An ordinary user becomes a partner (once); staff cannot. */
    async becomePartner(user: UserRecord) {
      if (user.type === USER_TYPE.blogger) return profileOf(user);
      if (user.type !== USER_TYPE.user) throw new ApiProblem(409, 'errors.partnerLimit');
      const features = Array.from(new Set([...user.features, ...PARTNER_FEATURES]));
      return profileOf(await users.updateUser(user.id, { type: USER_TYPE.blogger, features }));
    },
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
