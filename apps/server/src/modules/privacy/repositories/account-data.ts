/**
 * What the export holds (issue 32 §2): one section per kind of data an account has, each naming the tables
 * it reads (a test checks every table that names an account is read by a section) and saying what it is,
 * for the zip's README. To export a new kind of data, add a section here. No secrets: no hashes, no tokens.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  activityHistory,
  chatEvents,
  chatMembers,
  chats,
  children,
  earnings,
  emailTokens,
  familyVoices,
  notifications,
  partnerInfo,
  partnerNoticeSettings,
  payments,
  privacyLog,
  promoCodes,
  publicSettings,
  pushRegistrations,
  readMarkers,
  sessions,
  staffAudit,
  storyReactions,
  storyTasks,
  storyViews,
  supportVisitors,
  trialsGiven,
  userPins,
  userPlans,
  users,
} from '../../../db/schema.js';

/** The account being exported: its id and the address its visitor chats were written under. */
interface Subject {
  id: number;
  email: string | null;
}

export interface ExportSection {
  /** The key in data.json. */
  name: string;
  /** The tables it reads (by their SQL names). */
  tables: string[];
  /** What it is, for the README, in English and Russian. */
  about: { en: string; ru: string };
  read(db: Db, subject: Subject): Promise<unknown>;
}

const section = (s: ExportSection) => s;

/**
 * Which chats are the person's: the support chat they own, and the visitor chats written under their
 * address before they signed in (the export reads them, a deletion erases them).
 */
export const ownChatsWhere = (db: Db, { id, email }: Subject) =>
  or(
    and(eq(chats.kind, 'support'), eq(chats.ownerId, id)),
    email
      ? inArray(
          chats.id,
          db.select({ id: supportVisitors.chatId }).from(supportVisitors).where(eq(supportVisitors.email, email)),
        )
      : undefined,
  );

/** The support chat they own, and the visitor chats written under their address before they signed in. */
const ownChats = (db: Db, subject: Subject) =>
  db.select({ id: chats.id }).from(chats).where(ownChatsWhere(db, subject));

export const EXPORT_SECTIONS: ExportSection[] = [
  section({
    name: 'account',
    tables: ['users', 'user_pins'],
    about: {
      en: "Your account: e-mail, names, phone, language (that of the chosen child's stories) and your own interface language, birthday, picture address, dates; whether a parental pin is set (the pin itself is kept only as a hash and is not exported).",
      ru: 'Ваш аккаунт: почта, имя, телефон, язык (сказок выбранного ребёнка) и ваш язык интерфейса, дата рождения, адрес картинки, даты; задан ли пин-код (сам пин хранится только в виде хеша и не выгружается).',
    },
    async read(db, { id }) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      const pin = await db.select({ updatedAt: userPins.updatedAt }).from(userPins).where(eq(userPins.userId, id));
      const { passwordHash: _hash, ...account } = user!;
      return { ...account, pinSet: pin.length > 0 };
    },
  }),
  section({
    name: 'children',
    tables: ['children'],
    about: {
      en: "Your children's profiles: names, birthdays, story language, sticker.",
      ru: 'Профили детей: имена, даты рождения, язык сказок, наклейка.',
    },
    read: (db, { id }) => db.select().from(children).where(eq(children.userId, id)).orderBy(asc(children.id)),
  }),
  section({
    name: 'storyRecordings',
    tables: ['family_voices'],
    about: {
      en: 'Your own readings of stories: for each story, its title, the scenes with their word timings; the audio is in recordings/<story>/.',
      ru: 'Ваши записи чтения сказок: для каждой сказки название и сцены с разметкой слов; звук — в папке recordings/<сказка>/.',
    },
    read: (db, { id }) =>
      db
        .select({
          story: familyVoices.storyUid,
          title: familyVoices.title,
          scenes: familyVoices.scenes,
          bytes: familyVoices.bytes,
          createdAt: familyVoices.createdAt,
          updatedAt: familyVoices.updatedAt,
        })
        .from(familyVoices)
        .where(eq(familyVoices.userId, id))
        .orderBy(asc(familyVoices.id)),
  }),
  section({
    name: 'chats',
    tables: ['chats', 'chat_members', 'support_visitors'],
    about: {
      en: 'The chats you are in, and support chats written under your address before you signed in.',
      ru: 'Чаты, в которых вы участвуете, и обращения в поддержку с вашего адреса до входа в аккаунт.',
    },
    async read(db, subject) {
      const mine = db.select({ id: chatMembers.chatId }).from(chatMembers).where(eq(chatMembers.userId, subject.id));
      return db
        .select()
        .from(chats)
        .where(or(inArray(chats.id, mine), inArray(chats.id, ownChats(db, subject))));
    },
  }),
  section({
    name: 'chatEvents',
    tables: ['chat_events', 'read_markers'],
    about: {
      en: 'Messages: your support chats whole (with the answers), elsewhere what you wrote; how far you have read.',
      ru: 'Сообщения: ваши чаты с поддержкой целиком (с ответами), в остальных — то, что написали вы; докуда прочитано.',
    },
    async read(db, subject) {
      const events = await db
        .select()
        .from(chatEvents)
        .where(or(inArray(chatEvents.chatId, ownChats(db, subject)), eq(chatEvents.creator, subject.id)))
        .orderBy(asc(chatEvents.id));
      const read = await db.select().from(readMarkers).where(eq(readMarkers.userId, subject.id));
      return { events, read };
    },
  }),
  section({
    name: 'stories',
    tables: ['story_views', 'story_reactions', 'public_settings', 'story_tasks'],
    about: {
      en: 'Stories: those watched past half, liked, shared (the link and your message), and asked for with Get story.',
      ru: 'Сказки: просмотренные больше чем наполовину, понравившиеся, отправленные (ссылка и ваше сообщение) и заказанные кнопкой «Получить сказку».',
    },
    async read(db, { id }) {
      const asker = sql`to_jsonb(${id}::int)`;
      return {
        views: await db.select().from(storyViews).where(eq(storyViews.userId, id)),
        likes: await db.select().from(storyReactions).where(eq(storyReactions.userId, id)),
        shareLinks: await db.select().from(publicSettings).where(eq(publicSettings.userId, id)),
        askedFor: await db
          .select({ task: storyTasks.uid, story: storyTasks.storyUid, createdAt: storyTasks.createdAt })
          .from(storyTasks)
          .where(sql`coalesce(${storyTasks.purpose}->'users', '[]'::jsonb) @> ${asker}`),
      };
    },
  }),
  section({
    name: 'activityHistory',
    tables: ['activity_history'],
    about: { en: 'What you searched for and opened in Explore.', ru: 'Что вы искали и открывали в разделе «Обзор».' },
    read: (db, { id }) =>
      db.select().from(activityHistory).where(eq(activityHistory.userId, id)).orderBy(asc(activityHistory.seq)),
  }),
  section({
    name: 'notifications',
    tables: ['notifications', 'notification_counts', 'push_registrations'],
    about: {
      en: 'Notifications sent to you, and the devices registered for push messages (without their secret keys).',
      ru: 'Уведомления, отправленные вам, и устройства, подписанные на push-уведомления (без секретных ключей).',
    },
    async read(db, { id }) {
      return {
        sent: await db.select().from(notifications).where(eq(notifications.userId, id)).orderBy(asc(notifications.id)),
        devices: await db
          .select({
            device: pushRegistrations.device,
            appid: pushRegistrations.appid,
            createdAt: pushRegistrations.createdAt,
          })
          .from(pushRegistrations)
          .where(eq(pushRegistrations.userId, id)),
      };
    },
  }),
  section({
    name: 'signIns',
    tables: ['sessions', 'email_tokens'],
    about: {
      en: 'Sign-ins: when each began and ended, and the device mark; e-mail links sent (their purpose and dates, not the links).',
      ru: 'Входы: когда начались и закончились, метка устройства; отправленные ссылки (назначение и даты, без самих ссылок).',
    },
    async read(db, { id }) {
      return {
        sessions: await db
          .select({ createdAt: sessions.createdAt, revokedAt: sessions.revokedAt, fingerprint: sessions.fingerprint })
          .from(sessions)
          .where(eq(sessions.userId, id)),
        emailLinks: await db
          .select({ purpose: emailTokens.purpose, expiresAt: emailTokens.expiresAt, usedAt: emailTokens.usedAt })
          .from(emailTokens)
          .where(eq(emailTokens.userId, id)),
      };
    },
  }),
  section({
    name: 'plansAndPayments',
    tables: ['user_plans', 'trials_given', 'payments'],
    about: {
      en: 'Your plans, the free trial, and your payments with what the bank answered.',
      ru: 'Ваши тарифы, пробный период и платежи с ответами банка.',
    },
    async read(db, { id }) {
      return {
        plans: await db.select().from(userPlans).where(eq(userPlans.userId, id)),
        trial: await db.select().from(trialsGiven).where(eq(trialsGiven.userId, id)),
        payments: await db.select().from(payments).where(eq(payments.userId, id)).orderBy(asc(payments.id)),
      };
    },
  }),
  section({
    name: 'partner',
    tables: ['partner_info', 'partner_notice_settings', 'promo_codes', 'earnings'],
    about: {
      en: "As a partner: your details, which notices you get, your promo codes and earnings; a payment made with another partner's code.",
      ru: 'Как партнёр: ваши данные, какие уведомления вы получаете, промокоды и заработок; платёж по промокоду другого партнёра.',
    },
    async read(db, { id }) {
      return {
        info: (await db.select().from(partnerInfo).where(eq(partnerInfo.userId, id)))[0] ?? null,
        notices: (await db.select().from(partnerNoticeSettings).where(eq(partnerNoticeSettings.userId, id)))[0] ?? null,
        promoCodes: await db.select().from(promoCodes).where(eq(promoCodes.owner, id)),
        earnings: await db.select().from(earnings).where(eq(earnings.owner, id)),
        paidThroughACode: await db.select().from(earnings).where(eq(earnings.userId, id)),
      };
    },
  }),
  section({
    name: 'records',
    tables: ['privacy_log', 'staff_audit'],
    about: {
      en: "Who exported or deleted this account's data, and what staff changed on it (before and after).",
      ru: 'Кто выгружал или удалял данные аккаунта и что меняли сотрудники (до и после).',
    },
    async read(db, { id }) {
      return {
        privacy: await db.select().from(privacyLog).where(eq(privacyLog.subjectId, id)).orderBy(asc(privacyLog.id)),
        staff: await db
          .select({
            action: staffAudit.action,
            before: staffAudit.before,
            after: staffAudit.after,
            date: staffAudit.createdAt,
          })
          .from(staffAudit)
          .where(eq(staffAudit.subject, `user:${id}`)),
      };
    },
  }),
];

/** Every section of the account, by name; null for no such account. */
export async function readAccountData(db: Db, userId: number): Promise<Record<string, unknown> | null> {
  const [user] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) return null;
  const subject = { id: userId, email: user.email };
  const data: Record<string, unknown> = {};
  for (const s of EXPORT_SECTIONS) data[s.name] = await s.read(db, subject);
  return data;
}
