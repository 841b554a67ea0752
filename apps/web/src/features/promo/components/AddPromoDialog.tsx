/**
 * The add-promo dialog (panel §5): code, optional start, discount, optional reward, plan and duration,
 * checked with the contract's PromoCodeForm (react-hook-form + zod), so the page and the server agree.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO, PromoCodeForm } from '@tt/contract';
import { useAppInfo } from '../../../lib/api/app-info';
import { useToasts } from '../../../components/Toasts';
import { Form, FormField, FormSelect, useSchemaForm } from '../../../components/Form';
import { useAddCode } from '../api/add-code';

const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const optionalText = (v: unknown) => (v === '' ? undefined : v);

export function AddPromoDialog({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const plans = (useAppInfo().data?.plans ?? []).filter((p) => p.promo);
  const add = useAddCode();
  const form = useSchemaForm(PromoCodeForm, { code: '', discount: 10, duration: '1m', planid: plans[0]?.id });
  // app/info may arrive after the dialog opens: the first plan is chosen once it is there
  const firstPlan = plans[0]?.id;
  useEffect(() => {
    if (firstPlan !== undefined && form.getValues('planid') === undefined) form.setValue('planid', firstPlan);
  }, [firstPlan, form]);

  return (
    <Form
      form={form}
      className="promo-form"
      failure={add.error}
      failureLabel={t('promo.failed')}
      onSubmit={(values) =>
        add.mutate(values, {
          onSuccess: (code) => {
            toasts.show(t('promo.added', { code: code.code }), { icon: 'success' });
            onDone();
          },
        })
      }
    >
      <FormField id="promo-code" name="code" label={t('promo.code')} autoComplete="off" />
      <FormField
        id="promo-start"
        name="start"
        label={t('promo.start')}
        type="date"
        hint={t('promo.startHint')}
        rules={{ setValueAs: optionalText }}
      />
      <FormField
        id="promo-discount"
        name="discount"
        label={t('promo.discount')}
        type="number"
        inputMode="decimal"
        rules={{ setValueAs: optionalNumber }}
      />
      <FormField
        id="promo-reward"
        name="reward"
        label={t('promo.reward')}
        type="number"
        inputMode="decimal"
        hint={t('promo.rewardHint')}
        rules={{ setValueAs: optionalNumber }}
      />
      <FormSelect id="promo-plan" name="planid" label={t('promo.plan')} rules={{ setValueAs: optionalNumber }}>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect id="promo-duration" name="duration" label={t('promo.durationLabel')}>
        {PROMO.durations.map((d) => (
          <option key={d} value={d}>
            {t(`promo.duration.${d}`)}
          </option>
        ))}
      </FormSelect>
      <button type="submit" className="button" disabled={add.isPending}>
        {t('promo.create')}
      </button>
    </Form>
  );
}
