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
import { Field, SelectField } from '../../../components/Field';
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
    return key ? t(key, { ...BOUNDS, label }) : undefined;
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
      <Field
        id="promo-code"
        label={t('promo.code')}
        autoComplete="off"
        error={message('code', t('promo.code'))}
        {...form.register('code')}
      />
      <Field
        id="promo-start"
        label={t('promo.start')}
        type="date"
        hint={t('promo.startHint')}
        error={message('start', t('promo.start'))}
        {...form.register('start', { setValueAs: optionalText })}
      />
      <Field
        id="promo-discount"
        label={t('promo.discount')}
        type="number"
        inputMode="decimal"
        error={message('discount', t('promo.discount'))}
        {...form.register('discount', { setValueAs: optionalNumber })}
      />
      <Field
        id="promo-reward"
        label={t('promo.reward')}
        type="number"
        inputMode="decimal"
        hint={t('promo.rewardHint')}
        error={message('reward', t('promo.reward'))}
        {...form.register('reward', { setValueAs: optionalNumber })}
      />
      <SelectField
        id="promo-plan"
        label={t('promo.plan')}
        error={message('planid', t('promo.plan'))}
        {...form.register('planid', { setValueAs: optionalNumber })}
      >
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </SelectField>
      <SelectField id="promo-duration" label={t('promo.durationLabel')} {...form.register('duration')}>
        {PROMO.durations.map((d) => (
          <option key={d} value={d}>
            {t(`promo.duration.${d}`)}
          </option>
        ))}
      </SelectField>
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
