import type { z } from 'zod';
import type { CallDef } from '../define.js';
import { chatCalls } from './chat.js';
import { childrenCalls } from './children.js';
import { consumerCalls } from './consumer.js';
import { exploreCalls } from './explore.js';
import { familyVoiceCalls } from './family-voice.js';
import { panelCalls } from './panel.js';
import { pinCalls } from './pin.js';
import { privacyCalls } from './privacy.js';
import { promoCalls } from './promo.js';
import { referralCalls } from './referrals.js';
import { storyCalls } from './stories.js';
import { supportCalls } from './support.js';
import { uploadCalls } from './uploads.js';
import { visitorCalls } from './visitor.js';

/** Every call of both specs, by path. Server routes and the web client are built from this. */
export const calls = {
  ...consumerCalls,
  ...storyCalls,
  ...chatCalls,
  ...panelCalls,
  ...promoCalls,
  ...referralCalls,
  ...supportCalls,
  ...exploreCalls,
  ...pinCalls,
  ...childrenCalls,
  ...familyVoiceCalls,
  ...privacyCalls,
  ...uploadCalls,
  ...visitorCalls,
};
export type Calls = typeof calls;
export type CallPath = keyof Calls;
export type CallInput<P extends CallPath> = z.input<Calls[P]['input']>;
export type CallOutput<P extends CallPath> = z.output<Calls[P]['output']>;
export const callList: CallDef[] = Object.values(calls);
