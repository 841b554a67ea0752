/**
 * The staff's payments list (panel §2, issue 25 point 8, issue 34 point 4; decision 087): its filters as
 * one SQL condition, a page with the totals, and every filtered row in order for the CSV.
 */
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ListRequest } from '@tt/contract';
import type { Db } from '../../../db/client.js';
import { payments, plans, promoCodes, users } from '../../../db/schema.js';
import { containsPattern } from '../../../db/like.js';
import { countToPage, pageRowsToRead } from '../../../db/row-counts.js';
import type { PaymentStatus } from '../status.js';

/** The payments list's filters. */
export interface PaymentFilter extends ListRequest {
  statuses?: PaymentStatus[];
  from?: Date;
  to?: Date;
  /** A promo code, exactly (any case). */
  code?: string;
  /** A partner's e-mail, exactly (any case): the payments made with their codes. */
  partner?: string;
  /** A customer's user id: all of their payments. */
  customer?: number;
}

/**
 * The search is exact where it can be: digits are a payment id, an order id or a promo code match as
 * typed (any case); only text with letters other than a code's also looks inside e-mails ("4" finds
 * payment 4, not every e-mail with a 4 in it).
 */
function searchCondition(search: string): SQL | undefined {
  if (/^\d{1,9}$/.test(search)) return or(eq(payments.id, Number(search)), eq(payments.orderId, search));
  return or(
    eq(payments.orderId, search),
    sql`upper(${payments.promoCode}) = ${search.toUpperCase()}`,
    /[a-z@.]/i.test(search) ? ilike(users.email, containsPattern(search)) : undefined,
  );
}

function whereOf(request: PaymentFilter): SQL | undefined {
  const search = request.searchStrFilter?.trim();
  const code = request.code?.trim();
  const partner = request.partner?.trim();
  const partnersCodes = (email: string) =>
    sql`${payments.promoCode} in (select ${promoCodes.code} from ${promoCodes} join ${users} partner
      on partner.id = ${promoCodes.owner} where lower(partner.email) = ${email.toLowerCase()})`;
  return and(
    search ? searchCondition(search) : undefined,
    request.statuses ? inArray(payments.status, request.statuses) : undefined,
    request.from ? gte(payments.date, request.from) : undefined,
    request.to ? lt(payments.date, request.to) : undefined,
    code ? sql`upper(${payments.promoCode}) = ${code.toUpperCase()}` : undefined,
    partner ? partnersCodes(partner) : undefined,
    request.customer !== undefined ? eq(payments.userId, request.customer) : undefined,
  );
}

const orderOf = (request: PaymentFilter) => {
  const ascending = request.sortFields?.some((f) => f.field.startsWith('date') && f.order === 'asc') ?? false;
  return ascending ? [asc(payments.date), asc(payments.id)] : [desc(payments.date), desc(payments.id)];
};

const joined = (db: Db) =>
  db
    .select({ payment: payments, email: users.email, planName: plans.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(plans, eq(plans.id, payments.planId));

/**
 * A page of the filtered list, each row with the buyer's e-mail and the plan's name (one statement), and
 * the filtered list's totals: paid (valid payments) and refunded, in kopecks.
 */
export async function listPayments(db: Db, request: PaymentFilter) {
  const where = whereOf(request);
  const rows = await joined(db)
    .where(where)
    .orderBy(...orderOf(request))
    .limit(pageRowsToRead(request))
    .offset(request.pageNumber * request.pageSize);
  const [totals] = (await db
    .select({
      count: sql<number>`count(*)::int`,
      paid: sql<number>`coalesce(sum(case when ${payments.valid} then ${payments.value} else 0 end), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(case when ${payments.status} = 'REFUNDED' then ${payments.value}
        else least(${payments.refunded}, ${payments.value}) end), 0)::bigint`,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)) as [{ count: number; paid: number | string; refunded: number | string }];
  const sums = { count: totals.count, paid: Number(totals.paid), refunded: Number(totals.refunded) };
  if (request.includeCount === false) {
    const page = countToPage(rows, request);
    return { rows: page.rows, count: page.count, totals: sums };
  }
  return { rows, count: totals.count, totals: sums };
}

/** The filtered rows after payment `afterId` in list order, `limit` at a time (the CSV reads them all). */
export async function filteredChunk(db: Db, request: PaymentFilter, after: number | null, limit: number) {
  const ascending = request.sortFields?.some((f) => f.field.startsWith('date') && f.order === 'asc') ?? false;
  // by id alone: a CSV needs a stable order it can page through, and ids grow with dates
  return joined(db)
    .where(
      and(whereOf(request), after === null ? undefined : ascending ? gt(payments.id, after) : lt(payments.id, after)),
    )
    .orderBy(ascending ? asc(payments.id) : desc(payments.id))
    .limit(limit);
}
