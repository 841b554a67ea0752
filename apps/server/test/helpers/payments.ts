/** Paying in tests: promo codes inserted directly, the emulator's card page driven over HTTP, admins. */
import { eq } from 'drizzle-orm';
import { hashPassword, LICENCE, type CallInput, type CallOutput } from '@tt/contract';
import type { Db } from '../../src/db/client.js';
import { payments, promoCodes } from '../../src/db/schema.js';
import { TEST_CARDS } from '../../src/dev/bank/state.js';
import { upsertStaff } from '../../src/seed/staff.js';
import { startTestApp, type TestApp } from './app.js';
import { waitUntil } from './wait.js';

const DAY_MS = 24 * 3600_000;

export async function insertPromo(
  db: Db,
  values: {
    code: string;
    owner: number;
    planId: number;
    discount: number;
    startDaysAgo?: number;
    endInDays?: number;
    active?: boolean;
  },
) {
  const now = Date.now();
  await db.insert(promoCodes).values({
    code: values.code.toUpperCase(),
    owner: values.owner,
    planId: values.planId,
    discount: values.discount,
    reward: 10,
    start: new Date(now - (values.startDaysAgo ?? 1) * DAY_MS),
    end: new Date(now + (values.endInDays ?? 30) * DAY_MS),
    active: values.active ?? true,
  });
}

/** Opens PaymentURL and submits a card (and a code when the card asks), as a parent's browser does. */
export async function payOnCardPage(paymentUrl: string, card: string = TEST_CARDS.pays, code?: string) {
  const page = await fetch(paymentUrl);
  if (page.status !== 200) throw new Error(`card page answered ${page.status}`);
  const form = new URLSearchParams({ card, ...(code ? { code } : {}) });
  const res = await fetch(paymentUrl, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

export async function signInAdmin(t: TestApp, email = 'admin@example.com'): Promise<string> {
  await upsertStaff(t.app.context.db, { email, password: 'pw', type: 8, features: ['admin'] });
  return (await t.call('user/signinv2', { login: email, password: await hashPassword(email, 'pw') })).body.token;
}

export const paymentRow = async (db: Db, id: number) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0]!;

/** Waits until the bank's notifications have moved the payment to `status`. */
export const waitForStatus = (db: Db, id: number, status: string) =>
  waitUntil(async () => (await paymentRow(db, id)).status === status, `payment ${id} ${status}`, 20_000, 50);

/** Starts a payment and pays it on the card page; resolves once it is confirmed. */
export async function buy(t: TestApp, token: string, input: Partial<CallInput<'payments/init'>> = {}) {
  const start = await t.call('payments/init', { planid: 1, period: 31, email: 'parent@example.com', ...input }, token);
  if (start.status !== 200) throw new Error(`init: ${JSON.stringify(start.body)}`);
  await payOnCardPage(start.body.PaymentURL);
  await waitForStatus(t.app.context.db, start.body.paymentId, 'CONFIRMED');
  return start.body;
}

type Licence = CallOutput<'payments/userplans'>['licence'];

/** Whether the licence is the light one; every signed-in account has a licence, so none is a failure. */
export function isLightLicence(licence: Licence): boolean {
  if (!licence) throw new Error('payments/userplans gave no licence');
  return licence.Permissions.some((p) => p.code === LICENCE.lightModeCode);
}

/** A test app with the admin and a team member signed in, as the promo and earnings tests start. */
export async function startWithStaff(teamEmail: string): Promise<{ t: TestApp; admin: string; team: string }> {
  const t = await startTestApp();
  return { t, admin: await signInAdmin(t), team: await t.signInAs(['team'], 2, teamEmail) };
}

/** A partner (promo feature) with one code of their own: 10% off, a 13% reward, a year's plan. */
export async function partnerWithCode(t: TestApp, email: string, code: string) {
  const token = await t.signInAs(['promo'], 4, email);
  const res = await t.call(
    'payments/promo/addcode',
    { code, discount: 10, reward: 13, planid: 1, duration: '1y' },
    token,
  );
  if (res.status !== 200) throw new Error(`payments/promo/addcode answered ${res.status}`);
  return { token, owner: res.body.owner as number, codeId: res.body.id as number };
}

/** A staff refund of `value` (minor units) for the usual reason, through the call the panel makes: its status. */
export async function refundStatus(t: TestApp, admin: string, id: number, value: number): Promise<number> {
  return (await t.call('admin/payments/refund', { id, value, reason: 'requestedByCustomer' }, admin)).status;
}
