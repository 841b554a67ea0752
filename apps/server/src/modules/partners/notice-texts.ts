/** The partner notices' words in en and ru (issue 25 point 6, issue 34 point 2): what happened, what to do. */
import type { Locale } from '@tt/contract';

export type PartnerNotice =
  | { kind: 'verified' }
  | { kind: 'unverified'; reason: string }
  | { kind: 'edited'; fields: string[]; recheck: boolean }
  | { kind: 'demoted' };

const PARTNER_INFO = '/panel/partnerinfo';
const PROMO_CODES = '/panel/promocodes';
const PARTNERSHIP = '/partnership';

export interface NoticeText {
  title: string;
  body: string;
  action: string;
  address: string;
}

const FIELDS: Record<Locale, Record<string, string>> = {
  en: {
    country: 'country',
    firstName: 'first name',
    lastName: 'last name',
    email: 'e-mail',
    phone: 'phone',
    social: 'social channel',
    status: 'status',
    inn: 'INN',
    ogrn: 'OGRN',
    bankname: 'bank name',
    bic: 'BIC',
    account: 'account number',
    corr: 'correspondent account',
  },
  ru: {
    country: 'страна',
    firstName: 'имя',
    lastName: 'фамилия',
    email: 'e-mail',
    phone: 'телефон',
    social: 'соцсеть',
    status: 'статус',
    inn: 'ИНН',
    ogrn: 'ОГРН',
    bankname: 'банк',
    bic: 'БИК',
    account: 'номер счёта',
    corr: 'корр. счёт',
  },
};

const fieldList = (locale: Locale, fields: string[]) => fields.map((f) => FIELDS[locale][f] ?? f).join(', ');

/** The words of the "edited" notice: [its title, the title when payout details changed], what payouts mean, what to do. */
const EDITED: Record<Locale, { titles: [string, string]; payouts: string; check: string; action: string }> = {
  en: {
    titles: ['Our team changed your partner details', 'Our team changed your payout details'],
    payouts: ' Payouts go to these details, so the team checks them again (your codes keep working).',
    check: ' Look at them in partner information; if anything is wrong, correct it and save.',
    action: 'Partner information',
  },
  ru: {
    titles: ['Команда изменила ваши данные партнёра', 'Команда изменила ваши платёжные данные'],
    payouts: ' Выплаты идут по этим реквизитам, поэтому команда проверит их заново (промокоды продолжают работать).',
    check: ' Проверьте их в разделе «Данные партнёра»; если что-то не так, исправьте и сохраните.',
    action: 'Данные партнёра',
  },
};

/** Staff changed the partner's details: which fields, and whether payouts wait for a new check. */
function editedText(locale: Locale, n: Extract<PartnerNotice, { kind: 'edited' }>): NoticeText {
  const { titles, payouts, check, action } = EDITED[locale];
  const [title, payoutTitle] = titles;
  return {
    title: n.recheck ? payoutTitle : title,
    body: `${title}: ${fieldList(locale, n.fields)}.${n.recheck ? payouts : ''}${check}`,
    action,
    address: PARTNER_INFO,
  };
}

const en = (n: PartnerNotice): NoticeText => {
  switch (n.kind) {
    case 'verified':
      return {
        title: 'You are a verified partner',
        body: 'Our team has checked your details. Create promo codes and follow your earnings in the control panel.',
        action: 'Promo codes',
        address: PROMO_CODES,
      };
    case 'unverified':
      return {
        title: 'Your partner details need a new check',
        body: `Our team could not accept your partner details, so your promo codes are paused. Why: ${n.reason}. Correct your details in partner information and save them: the team checks them again within two days. What you have earned stays yours and is shown there.`,
        action: 'Partner information',
        address: PARTNER_INFO,
      };
    case 'edited':
      return editedText('en', n);
    case 'demoted':
      return {
        title: 'You are no longer a partner',
        body: 'Our team ended your partnership: your promo codes no longer work. What you earned stays yours: it is paid out as before, and you can follow it on the partnership page.',
        action: 'What you are owed',
        address: PARTNERSHIP,
      };
  }
};

const ru = (n: PartnerNotice): NoticeText => {
  switch (n.kind) {
    case 'verified':
      return {
        title: 'Вы подтверждённый партнёр',
        body: 'Команда проверила ваши данные. Создавайте промокоды и следите за заработком в панели управления.',
        action: 'Промокоды',
        address: PROMO_CODES,
      };
    case 'unverified':
      return {
        title: 'Данные партнёра нужно проверить заново',
        body: `Команда не смогла принять ваши данные партнёра, поэтому промокоды приостановлены. Причина: ${n.reason}. Исправьте данные в разделе «Данные партнёра» и сохраните их: команда проверит их снова в течение двух дней. Заработанное остаётся вашим и показано там же.`,
        action: 'Данные партнёра',
        address: PARTNER_INFO,
      };
    case 'edited':
      return editedText('ru', n);
    case 'demoted':
      return {
        title: 'Вы больше не партнёр',
        body: 'Команда завершила ваше партнёрство: промокоды больше не работают. Заработанное остаётся вашим: оно будет выплачено как прежде, а следить за ним можно на странице партнёрской программы.',
        action: 'Сколько вам причитается',
        address: PARTNERSHIP,
      };
  }
};

export const partnerNoticeText = (locale: Locale, notice: PartnerNotice): NoticeText =>
  (locale === 'ru' ? ru : en)(notice);
