/**
 * The parental pin (consumer §4, §5, §8; decision 030): whether one is set, set or change it,
 * check it, remove it. The pin is kept on the server as a hash, so it follows the account.
 */
import { z } from '../zod.js';
import { signedIn } from '../access.js';
import { defineCall } from '../define.js';
import { PinCode } from '../validation.js';

const PinState = z.object({ set: z.boolean() });

export const pinCalls = {
  'userdata/pin/status': defineCall({
    path: 'userdata/pin/status',
    access: signedIn,
    input: z.object({}),
    output: PinState,
    summary: 'Whether the signed-in user has a parental pin',
  }),
  'userdata/pin/set': defineCall({
    path: 'userdata/pin/set',
    access: signedIn,
    input: z.object({ pin: PinCode, current: PinCode.optional() }),
    output: PinState,
    summary: 'Set the parental pin (changing one needs the current pin)',
  }),
  'userdata/pin/check': defineCall({
    path: 'userdata/pin/check',
    access: signedIn,
    input: z.object({ pin: PinCode }),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Check the parental pin: 422 "Invalid pincode" when wrong, 429 after too many checks',
  }),
  'userdata/pin/remove': defineCall({
    path: 'userdata/pin/remove',
    access: signedIn,
    input: z.object({ pin: PinCode }),
    output: PinState,
    summary: 'Remove the parental pin (needs the pin)',
  }),
} as const;
