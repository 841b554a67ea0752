/**
 * The add-promo dialog (panel §5): code, optional start, discount, optional reward, plan and duration,
 * checked with the contract's PromoCodeForm (react-hook-form + zod), so the page and the server agree.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PROMO, PromoCodeForm, type CallInput } from '@tt/contract';
import { useAppInfo } from '../../../lib/api/app-info';
import { errorText } from '../../../lib/api/error-text';
import { useToasts } from '../../../components/Toasts';
import { StatusIcon } from '../../../components/StatusIcon';
import { useAddCode } from '../api/add-code';

type Values = CallInput<'payments/promo/addcode'>;
const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const optionalText = (v: unknown) => (v === '' ? undefined : v);
const BOUNDS = { min: PROMO.codeMin, max: PROMO.codeMax, above: PROMO.percentAbove, below: PROMO.percentBelow };

export function AddPromoDialog({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const plans = (useAppInfo().data?.plans ?? []).filter((p) => p.promo);
  const add = useAddCode();
  const form = useForm<Values>({
    resolver: zodResolver(PromoCodeForm),
    defaultValues: { code: '', discount: 10, duration: '1m', planid: plans[0]?.id },
  });
  // app/info may arrive after the dialog opens: the first plan is chosen once it is there
  const firstPlan = plans[0]?.id;
  useEffect(() => {
    if (firstPlan !== undefined && form.getValues('planid') === undefined) form.setValue('planid', firstPlan);
  }, [firstPlan, form]);
  const errors = form.formState.errors;
  const message = (field: keyof Values, label: string) => {
    const key = errors[field]?.message;
    return key ? (
      <p className="field__error" role="alert">
        {t(key, { ...BOUNDS, label })}
      </p>
    ) : null;
  };
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (code) => {
        toasts.show(t('promo.added', { code: code.code }), { icon: 'success' });
        onDone();
      },
    }),
  );

  return (
    <form className="promo-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor="promo-code">{t('promo.code')}</label>
        <input id="promo-code" autoComplete="off" aria-invalid={!!errors.code} {...form.register('code')} />
        {message('code', t('promo.code'))}
      </div>
      <div className="field">
        <label htmlFor="promo-start">{t('promo.start')}</label>
        <input id="promo-start" type="date" {...form.register('start', { setValueAs: optionalText })} />
        <p className="field__hint">{t('promo.startHint')}</p>
        {message('start', t('promo.start'))}
      </div>
      <div className="field">
        <label htmlFor="promo-discount">{t('promo.discount')}</label>
        <input
          id="promo-discount"
          type="number"
          inputMode="decimal"
          aria-invalid={!!errors.discount}
          {...form.register('discount', { setValueAs: optionalNumber })}
        />
        {message('discount', t('promo.discount'))}
      </div>
      <div className="field">
        <label htmlFor="promo-reward">{t('promo.reward')}</label>
        <input
          id="promo-reward"
          type="number"
          inputMode="decimal"
          aria-invalid={!!errors.reward}
          {...form.register('reward', { setValueAs: optionalNumber })}
        />
        <p className="field__hint">{t('promo.rewardHint')}</p>
        {message('reward', t('promo.reward'))}
      </div>
      <div className="field">
        <label htmlFor="promo-plan">{t('promo.plan')}</label>
        <select id="promo-plan" {...form.register('planid', { setValueAs: optionalNumber })}>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
        {message('planid', t('promo.plan'))}
      </div>
      <div className="field">
        <label htmlFor="promo-duration">{t('promo.durationLabel')}</label>
        <select id="promo-duration" {...form.register('duration')}>
          {PROMO.durations.map((d) => (
            <option key={d} value={d}>
              {t(`promo.duration.${d}`)}
            </option>
          ))}
        </select>
      </div>
      {add.error && (
        <p className="promo-form__failed" role="alert">
          <StatusIcon kind="error" label={t('promo.failed')} /> {errorText(t, add.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={add.isPending}>
        {t('promo.create')}
      </button>
    </form>
  );
}
