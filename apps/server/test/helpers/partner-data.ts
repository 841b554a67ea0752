/** A Russian blogger's partner data as the form sends it; `bank` has a short BIC the check refuses, `bankOk` a valid one. */
import type { CallInput } from '@tt/contract';

type PartnerUpdate = CallInput<'partner/info/update'>;

export const partnerInfo = {
  country: 'RU',
  firstName: 'Anna',
  lastName: 'Blog',
  email: 'anna@example.com',
  phone: '+7 (912) 345-67-89',
  social: 'https://t.me/anna',
} satisfies PartnerUpdate['info'];
export const partnerBank = {
  status: 'se',
  inn: '1234567890',
  bankname: 'Tiny Bank',
  bic: '044525',
  account: '4070 2810 0000 0000 0001',
  corr: '30101810400000000225',
} satisfies PartnerUpdate['paymentinfo'];
export const partnerBankOk = { ...partnerBank, bic: '044525225' };
