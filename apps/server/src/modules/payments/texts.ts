/** What payments say to the parent (bank description, rebill notices, e-mails), in en and ru. */
import { PLAN_PERIODS, type Locale } from '@tt/contract';

const texts = {
  en: {
    description: (plan: string, days: number) => `${plan}: ${days === PLAN_PERIODS.year ? 'one year' : `${days} days`}`,
    rebillFailedTitle: 'We could not renew your subscription',
    rebillFailedBody: (retryDays: number | null) =>
      retryDays === null
        ? 'The card was declined again, so automatic renewal is now off. You can buy the plan again on the Features page.'
        : `The card was declined. We will try again in ${retryDays} day(s). You can also pay on the Features page.`,
    features: 'Features',
  },
  ru: {
    description: (plan: string, days: number) => `${plan}: ${days === PLAN_PERIODS.year ? 'один год' : `${days} дней`}`,
    rebillFailedTitle: 'Не удалось продлить подписку',
    rebillFailedBody: (retryDays: number | null) =>
      retryDays === null
        ? 'Карта снова отклонена, поэтому автопродление выключено. Купить тариф снова можно на странице тарифов.'
        : `Карта отклонена. Мы попробуем снова через ${retryDays} дн. Оплатить можно и на странице тарифов.`,
    features: 'Тарифы',
  },
} satisfies Record<Locale, unknown>;

export const paymentTexts = (locale: string | null | undefined) => (locale === 'ru' ? texts.ru : texts.en);
