import { z } from 'zod';
import { id, isoDate, text } from './common.js';

/** consumer §3 Plan. `p` is the period in days; `rub` the amount in whole roubles. */
export const PlanPrice = z.object({ p: z.number().int(), rub: z.number(), hidden: z.boolean().optional() });
export const Plan = z.object({
  id,
  name: text(200),
  description: text(2000),
  usertypes: z.array(z.number().int()),
  price: z.array(PlanPrice),
  promo: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

export const UserPlan = z.object({
  id,
  active: z.boolean(),
  demo: z.boolean(),
  activeRebill: z.boolean(),
  end: isoDate.nullable(),
});
export const Licence = z.object({
  ProductCode: z.string(),
  Permissions: z.array(z.object({ code: z.string() })),
  ValidTo: isoDate.nullable(),
});
export type Licence = z.infer<typeof Licence>;
export const PromoResult = z.object({ code: z.string(), feature: z.object({ discount: z.number() }) });
