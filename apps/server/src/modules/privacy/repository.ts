/**
 * Everything held about one account, read for the export and erased for a deletion (decision 060).
 * This is the one repository that reaches every table holding a person's rows (eslint.config.js
 * tableJoins: privacy), so a deletion is one transaction: nothing personal is left half-erased.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { ownChatsWhere } from './repositories/account-data.js';
import {
  activityHistory,
  chatEvents,
  chatMembers,
  children,
  chats,
  emailTokens,
  familyVoices,
  notificationCounts,
  notifications,
  partnerInfo,
  partnerNoticeSettings,
  payments,
  privacyLog,
  promoCodes,
  publicSettings,
  pushRegistrations,
  readMarkers,
  realtimeLog,
  sessions,
  staffAudit,
  storyReactions,
  storyTasks,
  storyViews,
  trialsGiven,
  userPins,
  userPlans,
  users,
} from '../../db/schema.js';

export type PrivacyAction = 'export' | 'delete';

/**
 * Erases the person and keeps the books: the users row stays as an empty tombstone (so payments and a
 * partner's earnings keep their payer), everything that says who they were or what they wrote goes.
 * Returns the stories the family had recorded, whose files the caller then removes.
 */
export async function eraseAccount(
  db: Db,
  userId: number,
  email: string | null,
  by: { actorId: number; note: string | null },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // first, so the account's lock (db/account-lock.ts) is taken: a save in flight ends before, or finds it gone
    await emptyUserRow(tx, userId);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx.delete(userPins).where(eq(userPins.userId, userId));
    await tx.delete(children).where(eq(children.userId, userId));
    const recorded = await tx
      .delete(familyVoices)
      .where(eq(familyVoices.userId, userId))
      .returning({ story: familyVoices.storyUid });
    await tx.delete(pushRegistrations).where(eq(pushRegistrations.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationCounts).where(eq(notificationCounts.userId, userId));
    await tx.delete(readMarkers).where(eq(readMarkers.userId, userId));
    await tx.delete(activityHistory).where(eq(activityHistory.userId, userId));
    await eraseChats(tx, userId, email);
    // share links keep working for whoever got them (the address only), without their maker or message
    await tx
      .update(publicSettings)
      .set({ userId: null, info: sql`jsonb_build_object('url', ${publicSettings.info}->'url')` })
      .where(eq(publicSettings.userId, userId));
    // no more renewals; the trial's mailbox is derived from the address, so it goes too
    await tx.delete(userPlans).where(eq(userPlans.userId, userId));
    await tx.delete(trialsGiven).where(eq(trialsGiven.userId, userId));
    await keepBooksWithoutPerson(tx, userId);
    await eraseTraces(tx, userId, email);
    // of the privacy log only the deletion itself stays (who, when, the request's reference): proof it was done
    await tx.delete(privacyLog).where(eq(privacyLog.subjectId, userId));
    await tx.insert(privacyLog).values({ subjectId: userId, actorId: by.actorId, action: 'delete', note: by.note });
    return recorded.map((r) => r.story);
  });
}

/** The users row becomes an empty tombstone; first, so the account's lock is taken (see eraseAccount). */
async function emptyUserRow(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      googleSub: null,
      emailConfirmed: false,
      locale: null,
      parentLocale: null,
      bday: null,
      firstName: null,
      lastName: null,
      phone: null,
      companyName: null,
      image: null,
      timezone: null,
      countrycode: null,
      features: [],
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/**
 * The support chat (the parent's words and the answers about them), a visitor chat under the same
 * address, whatever they wrote in other chats, and the real-time log's copies of those messages.
 */
async function eraseChats(tx: Db, userId: number, email: string | null): Promise<void> {
  const own = ownChatsWhere(tx, { id: userId, email });
  const gone = await tx.delete(chats).where(own).returning({ uid: chats.uid });
  const events = await tx.delete(chatEvents).where(eq(chatEvents.creator, userId)).returning({ uid: chatEvents.uid });
  await tx.delete(chatMembers).where(eq(chatMembers.userId, userId));
  // the real-time log (kept for replay a while) carried those messages to their channels, the staff's too
  const mentioned = [...gone, ...events].map((row) => row.uid);
  await tx.delete(realtimeLog).where(
    or(
      eq(realtimeLog.channel, `user:${userId}`),
      mentioned.length > 0
        ? sql`${realtimeLog.payload}::text like any (array[${sql.join(
            mentioned.map((uid) => sql`${`%"${uid.replace(/[\\%_]/g, '\\$&')}"%`}`),
            sql`, `,
          )}]::text[])`
        : undefined,
    ),
  );
}

/** Payments and a partner's earnings stay for the books, without what names or reaches the person. */
async function keepBooksWithoutPerson(tx: Db, userId: number): Promise<void> {
  // payments stay for the books, without what the dialog and the bank said about the person
  await tx
    .update(payments)
    .set({
      info: sql`(${payments.info} - 'identity' - 'cardMask' - 'rebillId') || case
        when jsonb_typeof(${payments.info}->'receipt') = 'object'
        then jsonb_build_object('receipt', (${payments.info}->'receipt') - 'Email' - 'Phone')
        else '{}'::jsonb end`,
    })
    .where(eq(payments.userId, userId));
  // a partner's own details go; their codes stop; their earnings stay for the books
  await tx.delete(partnerInfo).where(eq(partnerInfo.userId, userId));
  await tx.delete(partnerNoticeSettings).where(eq(partnerNoticeSettings.userId, userId));
  await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.owner, userId));
}

/**
 * What else names the person: their views and likes, the stories they asked for (a task's purpose lists
 * its askers), and the staff's audit of them (before/after values emptied; the entry — who did what,
 * when — stays, as it is the staff's record, not the person's).
 */
async function eraseTraces(tx: Db, userId: number, email: string | null): Promise<void> {
  await tx.delete(storyViews).where(eq(storyViews.userId, userId));
  await tx.delete(storyReactions).where(eq(storyReactions.userId, userId));
  const asker = sql`to_jsonb(${userId}::int)`;
  await tx
    .update(storyTasks)
    .set({
      purpose: sql`jsonb_set(${storyTasks.purpose}, '{users}', coalesce((select jsonb_agg(e) from jsonb_array_elements(${storyTasks.purpose}->'users') e where e <> ${asker}), '[]'::jsonb))`,
    })
    .where(sql`coalesce(${storyTasks.purpose}->'users', '[]'::jsonb) @> ${asker}`);
  const mentions = or(
    eq(staffAudit.subject, `user:${userId}`),
    email ? sql`(${staffAudit.before}::text || ${staffAudit.after}::text) like ${containsPattern(email)}` : undefined,
  );
  await tx.update(staffAudit).set({ before: {}, after: {} }).where(mentions);
}

export async function logPrivacyAction(
  db: Db,
  row: { subjectId: number; actorId: number; action: PrivacyAction; note?: string | null },
): Promise<void> {
  await db.insert(privacyLog).values({ ...row, note: row.note ?? null });
}

/**
 * How long records about people are kept once they no longer serve (issue 32 §4; the privacy page states
 * these): ended sign-ins and used or expired e-mail links, records of exports, the staff's audit.
 * Deletion records (proof an account was erased) stay as long as the staff's audit.
 */
export const RETENTION_DAYS = { endedSignIns: 90, emailLinks: 30, exportRecords: 365, staffAudit: 3 * 365 } as const;

/** Removes what is past its keeping period; returns how many rows of each went. */
export async function pruneExpired(db: Db, now: Date): Promise<Record<keyof typeof RETENTION_DAYS, number>> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const signIns = await db
    .delete(sessions)
    .where(lt(sessions.revokedAt, before(RETENTION_DAYS.endedSignIns)))
    .returning({ id: sessions.id });
  const links = await db
    .delete(emailTokens)
    .where(lt(sql`coalesce(${emailTokens.usedAt}, ${emailTokens.expiresAt})`, before(RETENTION_DAYS.emailLinks)))
    .returning({ id: emailTokens.tokenHash });
  const exports = await db
    .delete(privacyLog)
    .where(and(eq(privacyLog.action, 'export'), lt(privacyLog.createdAt, before(RETENTION_DAYS.exportRecords))))
    .returning({ id: privacyLog.id });
  const audit = await db
    .delete(staffAudit)
    .where(lt(staffAudit.createdAt, before(RETENTION_DAYS.staffAudit)))
    .returning({ id: staffAudit.id });
  await db.delete(privacyLog).where(lt(privacyLog.createdAt, before(RETENTION_DAYS.staffAudit)));
  return {
    endedSignIns: signIns.length,
    emailLinks: links.length,
    exportRecords: exports.length,
    staffAudit: audit.length,
  };
}
