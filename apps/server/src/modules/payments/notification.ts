/**
 * The body of a T-Bank notification (decision 014) as the bank posts it. Fields are checked, never
 * changed: the Token is verified over every root scalar exactly as sent, so fields not named here are
 * kept too (CardId, ExpDate, Message…). A body that is not one is refused with its field errors (422).
 */
import { z } from 'zod';
import { isRefund, PAYMENT_STATUSES } from './status.js';

/** PaymentId and RebillId are numbers in the protocol; strings are taken as well. */
const bankId = z.union([z.number().int().nonnegative(), z.string().max(64)]);

export const BankNotification = z
  .looseObject({
    TerminalKey: z.string().max(64),
    OrderId: z.string().max(64),
    Token: z.string().max(128),
    Status: z.enum(PAYMENT_STATUSES),
    Success: z.boolean().optional(),
    ErrorCode: z.string().optional(),
    PaymentId: bankId.optional(),
    /** Kopecks: the order's amount, or for a refund the amount left. */
    Amount: z.number().int().nonnegative().optional(),
    Pan: z.string().max(64).optional(),
    RebillId: bankId.optional(),
  })
  .refine((body) => body.Amount !== undefined || isRefund(body.Status), {
    path: ['Amount'],
    message: 'validation.required',
  });
export type BankNotification = z.infer<typeof BankNotification>;
