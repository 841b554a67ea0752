/** The plans page's and the payment dialog's choices and formats (consumer §2, §4); the money rules are the contract's. */
import { formatMoney, MINOR_UNITS, type Plan } from '@tt/contract';

export type PlanPrice = Plan['price'][number];

/** The periods a buyer may choose, shortest first (the dialog's default is the first). */
export const offeredPrices = (plan: Plan): PlanPrice[] =>
  plan.price.filter((price) => !price.hidden).sort((a, b) => a.p - b.p);

/** Plans offered to a user type (consumer §6: plans shown depend on the user's type). */
export const plansFor = (plans: readonly Plan[], userType: number): Plan[] =>
  plans.filter((plan) => plan.usertypes.includes(userType) && offeredPrices(plan).length > 0);

/** Whole-ruble prices in the one money format, without kopecks ("2 490 ₽" / "₽2,490"). */
export const formatRub = (rub: number, language: string): string => formatMoney(rub * MINOR_UNITS, 'rub', language, 0);

/** A plan's end date in the user's language. */
export const formatEnd = (iso: string, language: string): string =>
  new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });
