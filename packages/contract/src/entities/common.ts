import { z } from '../zod.js';

/** Caps every free-text field so no payload can carry megabytes in one string. */
export const text = (max = 2000) => z.string().max(max, { message: 'validation.tooLong' });
export const id = z.number().int().nonnegative();
export const uid = z.string().min(1).max(100);
/** A date or date-time JavaScript can read (as the server writes them); anything else is 422 naming the field. */
export const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'validation.invalid' });
export const ok = z.object({ success: z.literal(true) });
export const empty = z.object({});

export const SortField = z.object({ field: text(40), order: z.enum(['asc', 'desc']) });
/** panel §3 List request. */
export const ListRequest = z.object({
  pageNumber: z.number().int().min(0).max(100_000).default(0),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** false: no count is made; `count` reaches just past the page (one more when another row follows). */
  includeCount: z.boolean().optional(),
  searchStrFilter: text(200).optional(),
  sortFields: z.array(SortField).max(5).optional(),
  fieldsFilter: z
    .object({
      email: z.object({ value: text(200), like: z.boolean().optional() }).optional(),
      type: z.number().int().optional(),
    })
    .optional(),
});
export type ListRequest = z.infer<typeof ListRequest>;

export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), count: z.number().int() });
