/**
 * The payment dialog's form (consumer §2, §4, §5): periods (the shortest chosen first), promo
 * code, total, an e-mail or phone for the receipt, the disclaimers, then the card form. Choosing a
 * period reloads payments/identity; the way to the card form appears only once it has loaded.
 * The form is checked with the contract's own schema, the one the server checks.
 */
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { discountRub, PaymentStartForm, totalRub, type CallOutput, type Plan } from '@tt/contract';
import { paths } from '../../../lib/paths';
import type { LegalPage } from '../../../components/LegalText';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { Preloader } from '../../../components/Preloader';
import { useAppInfo } from '../../../lib/api/app-info';
import { errorText } from '../../../lib/api/error-text';
import { useIdentity } from '../api/get-identity';
import { useInitPayment, type PaymentStartInput } from '../api/init-payment';
import { formatRub, offeredPrices } from '../plan-prices';
import { PromoField, type AppliedPromo } from './PromoField';

interface Props {
  plan: Plan;
  contact: { email: string | null; phone: string | null };
  onStarted(start: CallOutput<'payments/init'>): void;
  /** Shows the terms or the privacy policy in the dialog, over this form (which keeps its input). */
  onRead(page: LegalPage): void;
}

/** Empty text fields are left out, so the schema sees "not given" rather than an invalid "". */
const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function PaymentForm({ plan, contact, onStarted, onRead }: Props) {
  const { t, i18n } = useTranslation();
  const prices = offeredPrices(plan);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const form = useSchemaForm(PaymentStartForm, {
    planid: plan.id,
    period: prices[0]?.p,
    email: contact.email ?? undefined,
    phone: contact.phone ?? undefined,
  });
  const period = Number(form.watch('period'));
  const price = prices.find((p) => p.p === period) ?? prices[0]!;
  const identity = useIdentity(plan.id, price.p);
  const info = useAppInfo().data;
  const start = useInitPayment();
  const percent = promo?.feature.discount ?? 0;
  const rub = (value: number) => formatRub(value, i18n.language);
  const errors = form.formState.errors;
  const contactError = errors.email?.message ?? errors.phone?.message;

  // a real address (a new tab still opens it), read inside the dialog on a plain click
  const readLink = (page: 'terms' | 'privacy') => (
    <a
      href={paths[page]}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onRead(page);
      }}
    />
  );

  const submit = (values: PaymentStartInput) =>
    start.mutate({ ...values, ...(promo ? { promocode: promo.code } : {}) }, { onSuccess: onStarted });

  return (
    <Form form={form} className="payment-form" onSubmit={submit} failure={start.error}>
      <fieldset className="payment-form__periods">
        <legend>{t('payment.period')}</legend>
        {prices.map((p) => (
          <label key={p.p} className="payment-form__period">
            <input
              type="radio"
              name="period"
              value={p.p}
              checked={p.p === price.p}
              onChange={() => form.setValue('period', p.p)}
            />
            <span>
              {t(`payment.periodDays.${p.p === 365 ? 'year' : p.p === 31 ? 'month' : 'days'}`, { days: p.p })}
            </span>
            <span className="payment-form__price">{rub(p.rub)}</span>
          </label>
        ))}
      </fieldset>
      <PromoField planid={plan.id} applied={promo} onApplied={setPromo} />
      <p className="payment-form__total" data-testid="payment-total">
        {percent > 0 && (
          <span className="payment-form__discount">
            {t('payment.discount', { percent, amount: rub(discountRub(price.rub, percent)) })}
          </span>
        )}
        <strong>{t('payment.total', { amount: rub(totalRub(price.rub, percent)) })}</strong>
      </p>
      {/* one message for the pair (either will do), so it belongs to neither field; a change to either
          checks both, so the message goes as soon as one of them is right */}
      <FormField
        id="payment-email"
        name="email"
        label={t('payment.email')}
        type="email"
        autoComplete="email"
        rules={{ setValueAs: given, deps: 'phone' }}
        hideError
      />
      <FormField
        id="payment-phone"
        name="phone"
        label={t('payment.phone')}
        type="tel"
        autoComplete="tel"
        rules={{ setValueAs: given, deps: 'email' }}
        hideError
      />
      {contactError && (
        <p className="field__error" role="alert">
          {t(contactError)}
        </p>
      )}
      <p className="payment-form__disclaimer">
        <Trans i18nKey="payment.disclaimer" components={{ privacy: readLink('privacy'), terms: readLink('terms') }} />
      </p>
      {info && !info.terminalKey ? (
        <p role="alert" className="payment-form__blocked">
          {t('errors.terminalKeyEmpty')}
        </p>
      ) : identity.error ? (
        <p role="alert">{errorText(t, identity.error)}</p>
      ) : !identity.data || !info ? (
        <Preloader />
      ) : (
        <button type="submit" className="button" disabled={start.isPending}>
          {t('payment.pay', { amount: rub(totalRub(price.rub, percent)) })}
        </button>
      )}
    </Form>
  );
}
