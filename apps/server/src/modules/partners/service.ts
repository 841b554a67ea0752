/**
 * Partners and the team's user tools (panel §2–§6, decision 024): partner information and its
 * verification, the users list and the type change between user and partner.
 */
import {
  contactOf,
  formatMessage,
  partnerDataChanges,
  PAYOUT_DETAIL_FIELDS,
  ROLES,
  samePartnerData,
  storedPartnerData,
  USER_TYPE,
  type CallOutput,
  type ListRequest,
  type PartnerInfoFormValues,
  type PartnerPaymentInfo,
} from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { UsersModule } from '../users/index.js';
import type { AuditModule } from '../audit/index.js';
import { createPartnerNotices, type PartnerNoticeDeps } from './notices.js';
import * as repo from './repository.js';

type PartnerInfoAnswer = CallOutput<'partner/info/get'>;
type Fields = { info: PartnerInfoFormValues['info']; paymentinfo: PartnerPaymentInfo };

/** The feature every partner has, and the one verification adds beside it. */
const PARTNER = ROLES.unverifiedPartners[0]!;
const VERIFIED = ROLES.verifiedPartners[0]!;

const withFeature = (features: readonly string[], feature: string) => Array.from(new Set([...features, feature]));
const withoutFeatures = (features: readonly string[], drop: readonly string[]) =>
  features.filter((f) => !drop.includes(f));

function answer(user: UserRecord, row: repo.PartnerInfoRecord | null): PartnerInfoAnswer {
  return {
    userid: user.id,
    email: user.email,
    type: user.type,
    info: row?.info ?? {},
    paymentinfo: row?.paymentinfo ?? {},
    status: !row
      ? 'empty'
      : row.verified
        ? 'verified'
        : row.refusal
          ? 'refused'
          : user.features.includes(VERIFIED)
            ? 'rechecking'
            : 'verifying',
    veriefied: row?.verified ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    refusal: row?.refusal ? { reason: row.refusal, at: (row.refusedAt ?? row.updatedAt).toISOString() } : null,
    teamChange: row?.teamChange ?? null,
  };
}

export interface PartnersDeps extends PartnerNoticeDeps {
  db: Db;
  users: Pick<UsersModule, 'findUserById' | 'changeUserAccess' | 'listUsers'>;
  /** Where type changes and verification decisions are recorded (issue 25 point 9). */
  audit: Pick<AuditModule, 'record'>;
}

export function createPartnersModule({ db, users, audit, ...noticeDeps }: PartnersDeps) {
  const tell = createPartnerNotices(noticeDeps);

  async function userOrNotFound(id: number): Promise<UserRecord> {
    const user = await users.findUserById(id);
    if (!user) throw new ApiProblem(404, 'errors.userNotFound');
    return user;
  }

  async function partnerOrRefusal(id: number): Promise<UserRecord> {
    const user = await userOrNotFound(id);
    if (user.type !== USER_TYPE.blogger) throw new ApiProblem(409, 'errors.notPartner');
    return user;
  }

  /** Verified: promo beside promounmoderated. Not verified: promo taken away (decision 024). */
  async function applyVerification(user: UserRecord, verified: boolean): Promise<void> {
    const features = verified
      ? withFeature(withFeature(user.features, PARTNER), VERIFIED)
      : withoutFeatures(user.features, [VERIFIED]);
    if (features.length !== user.features.length || features.some((f, i) => f !== user.features[i]))
      await users.changeUserAccess(user.id, { features });
  }

  return {
    /** The caller's own information; nothing saved yet answers status "empty", not an error. */
    async own(user: UserRecord): Promise<PartnerInfoAnswer> {
      return answer(user, await repo.findPartnerInfo(db, user.id));
    },

    /**
     * The partner saves their data. Saved data waits for the team (verifying); saving the same data
     * changes nothing. A verified partner's change must carry confirm: true and sends it to the team
     * again (rechecking), but keeps promo: their codes, earnings and pages stay as they were (decision 050).
     */
    async updateOwn(user: UserRecord, input: PartnerInfoFormValues): Promise<PartnerInfoAnswer> {
      const before = await repo.findPartnerInfo(db, user.id);
      if (before && samePartnerData(input, before)) return answer(user, before);
      if (before?.verified && !input.confirm) throw new ApiProblem(409, 'errors.partnerConfirm');
      const row = await repo.savePartnerInfo(db, user.id, { ...storedPartnerData(input), verified: false });
      return answer(user, row);
    },

    async ofPartner(userid: number): Promise<PartnerInfoAnswer> {
      const user = await userOrNotFound(userid);
      return answer(user, await repo.findPartnerInfo(db, user.id));
    },

    /**
     * The team edits a partner's data (issue 34 point 2): the change is recorded field by field, the partner
     * is told which fields changed, and a change of a verified partner's payout details sends them to a
     * recheck (their codes keep working, as with their own change). Saving the same data changes nothing.
     */
    async updatePartner(userid: number, fields: Fields, by: UserRecord): Promise<PartnerInfoAnswer> {
      const user = await partnerOrRefusal(userid);
      const before = await repo.findPartnerInfo(db, user.id);
      const data = storedPartnerData(fields);
      const changes = partnerDataChanges(before, data);
      if (before && changes.length === 0) return answer(user, before);
      const payoutDetails: readonly string[] = PAYOUT_DETAIL_FIELDS;
      const recheck = !!before?.verified && changes.some((c) => payoutDetails.includes(c.field));
      const teamChange = { at: new Date().toISOString(), fields: changes.map((c) => c.field), recheck };
      const row = await repo.savePartnerInfo(db, user.id, {
        ...data,
        verified: (before?.verified ?? false) && !recheck,
        teamChange,
      });
      await audit.record({
        actorId: by.id,
        action: 'partnerEdit',
        subject: `user:${user.id}`,
        before: Object.fromEntries(changes.map((c) => [c.field, c.from])),
        after: { ...Object.fromEntries(changes.map((c) => [c.field, c.to])), ...(recheck ? { recheck: true } : {}) },
      });
      await tell(user, { kind: 'edited', fields: teamChange.fields, recheck });
      return answer(user, row);
    },

    async verify(userid: number, by: UserRecord): Promise<{ success: true }> {
      const user = await partnerOrRefusal(userid);
      const before = await repo.findPartnerInfo(db, user.id);
      const row = await repo.setVerified(db, user.id, by.id);
      if (!row) throw new ApiProblem(409, 'errors.partnerInfoMissing');
      await applyVerification(user, true);
      await audit.record({
        actorId: by.id,
        action: 'verify',
        subject: `user:${user.id}`,
        before: { verified: before?.verified ?? false },
        after: { verified: true },
      });
      // told once per decision: verifying an already verified partner again says nothing new
      if (!before?.verified) await tell(user, { kind: 'verified' });
      return { success: true };
    },

    /** The team unverifies with a reason the partner is shown with what to do (issue 34 point 2). */
    async unverify(userid: number, reason: string, by: UserRecord): Promise<{ success: true }> {
      const user = await partnerOrRefusal(userid);
      const before = await repo.findPartnerInfo(db, user.id);
      await repo.setVerified(db, user.id, null, reason.trim());
      await applyVerification(user, false);
      await audit.record({
        actorId: by.id,
        action: 'unverify',
        subject: `user:${user.id}`,
        before: { verified: before?.verified ?? false, promo: user.features.includes(VERIFIED) },
        after: { verified: false, promo: false, reason: reason.trim() },
      });
      if (before?.verified || user.features.includes(VERIFIED))
        await tell(user, { kind: 'unverified', reason: reason.trim() });
      return { success: true };
    },

    /** The users list; awaitingVerification keeps the partners whose data waits for the team (their queue). */
    async listUsers(
      request: ListRequest & { fieldsFilter?: { awaitingVerification?: boolean } },
    ): Promise<CallOutput<'team/users/list'>> {
      const { awaitingVerification, ...fieldsFilter } = request.fieldsFilter ?? {};
      const only = awaitingVerification ? await repo.awaitingPartnerIds(db) : undefined;
      const { rows, count } = await users.listUsers(
        {
          ...request,
          fieldsFilter: awaitingVerification ? { ...fieldsFilter, type: USER_TYPE.blogger } : fieldsFilter,
        },
        only,
      );
      return {
        data: rows.map((r) => ({
          id: r.id,
          type: r.type,
          phone: r.phone,
          email: r.email,
          date: r.createdAt.toISOString(),
          avatar: r.image,
          contact: contactOf(r),
          features: r.features,
        })),
        count,
      };
    },

    /**
     * panel §4: the team switches a user between 0 and 4. Becoming a partner brings promounmoderated
     * (verification starts again); going back to 0 takes both partner features away. Any other type,
     * on either side, is refused. An ordinary user's features (news) stay, or come, with type 0.
     */
    async changeType(id: number, type: number, by: UserRecord): Promise<{ success: true }> {
      const switchable: number[] = [USER_TYPE.user, USER_TYPE.blogger];
      if (!switchable.includes(type))
        throw new ApiProblem(422, 'errors.typeChangeOnly', 422, [
          { field: 'type', key: 'errors.typeChangeOnly', message: formatMessage('en', 'errors.typeChangeOnly') },
        ]);
      const user = await userOrNotFound(id);
      if (!switchable.includes(user.type)) throw new ApiProblem(409, 'errors.typeChangeOnly');
      if (user.type === type) throw new ApiProblem(409, 'errors.typeSame');
      if (type === USER_TYPE.blogger) {
        await users.changeUserAccess(id, { type, features: withFeature(user.features, PARTNER) });
      } else {
        // the data stays for a later return; the verification does not
        await repo.setVerified(db, id, null);
        const features = withoutFeatures(user.features, [PARTNER, VERIFIED]);
        await users.changeUserAccess(id, {
          type,
          features: Array.from(new Set([...features, ...ROLES.ordinaryUsers])),
        });
      }
      await audit.record({
        actorId: by.id,
        action: 'typeChange',
        subject: `user:${id}`,
        before: { type: user.type, features: user.features },
        after: { type, features: (await users.findUserById(id))?.features ?? [] },
      });
      // a partner no longer is told so, and where what they earned is still shown (issue 34 point 2)
      if (user.type === USER_TYPE.blogger) await tell(user, { kind: 'demoted' });
      return { success: true };
    },
  };
}

export type PartnersModule = ReturnType<typeof createPartnersModule>;
