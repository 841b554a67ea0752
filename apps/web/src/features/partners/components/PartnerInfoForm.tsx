/**
 * The partner information form of panel §3, §5, for the partner's own page and the team's view:
 * info (country, names, e-mail, phone, social link) and, for Russia, the bank details. It checks
 * with the contract's PartnerInfoForm schema, the same rule the server applies.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  needsBankDetails,
  PartnerInfoForm as PartnerInfoSchema,
  type CallOutput,
  type PartnerInfoFormInput,
  type PartnerInfoFormValues,
} from '@tt/contract';
import { Form, FormField, FormSelect, useSchemaForm } from '../../../components/Form';
import { countryOptions } from './countries';

type PartnerInfo = CallOutput<'partner/info/get'>;
type InfoField = 'country' | 'firstName' | 'lastName' | 'email' | 'phone' | 'social';
type BankField = 'inn' | 'ogrn' | 'bankname' | 'bic' | 'account' | 'corr';

const INFO_FIELDS: { name: Exclude<InfoField, 'country'>; type: string; auto?: string }[] = [
  { name: 'firstName', type: 'text', auto: 'given-name' },
  { name: 'lastName', type: 'text', auto: 'family-name' },
  { name: 'email', type: 'email', auto: 'email' },
  { name: 'phone', type: 'tel', auto: 'tel' },
  { name: 'social', type: 'url' },
];
const BANK_FIELDS: { name: BankField; numeric: boolean }[] = [
  { name: 'inn', numeric: true },
  { name: 'ogrn', numeric: true },
  { name: 'bankname', numeric: false },
  { name: 'bic', numeric: true },
  { name: 'account', numeric: true },
  { name: 'corr', numeric: true },
];
const orUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

function defaults(current: PartnerInfo | undefined): PartnerInfoFormInput {
  const info = current?.info ?? {};
  const pay = current?.paymentinfo ?? {};
  return {
    info: {
      country: info.country ?? '',
      firstName: info.firstName ?? '',
      lastName: info.lastName ?? '',
      email: info.email ?? '',
      phone: info.phone ?? '',
      social: info.social ?? '',
    },
    paymentinfo: {
      status: pay.status,
      inn: pay.inn ?? '',
      ogrn: pay.ogrn ?? '',
      bankname: pay.bankname ?? '',
      bic: pay.bic ?? '',
      account: pay.account ?? '',
      corr: pay.corr ?? '',
    },
  };
}

interface Props {
  current: PartnerInfo | undefined;
  submitLabel: string;
  busy: boolean;
  onSave(values: PartnerInfoFormValues): void;
  /** Why the save failed (its mutation's error): the form shows it after its button. */
  failure?: unknown;
  /** Shown under the fields: the verified partner's question before a change. */
  children?: ReactNode;
}

export function PartnerInfoForm({ current, submitLabel, busy, onSave, failure, children }: Props) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(PartnerInfoSchema, defaults(current));
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const ru = needsBankDetails(form.watch('info.country'));

  const field = (
    path: `info.${InfoField}` | `paymentinfo.${BankField}`,
    name: string,
    input: { type?: string; auto?: string; numeric?: boolean },
  ) => (
    <FormField
      key={name}
      id={`partner-${name}`}
      name={path}
      label={t(`partner.field.${name}`)}
      type={input.type ?? 'text'}
      autoComplete={input.auto}
      inputMode={input.numeric ? 'numeric' : undefined}
    />
  );

  return (
    <Form form={form} className="partner-form" onSubmit={onSave} failure={failure} failureLabel={t('partner.failed')}>
      <fieldset>
        <legend>{t('partner.info')}</legend>
        <FormSelect id="partner-country" name="info.country" label={t('partner.field.country')}>
          <option value="">{t('partner.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </FormSelect>
        {INFO_FIELDS.map((f) => field(`info.${f.name}`, f.name, f))}
      </fieldset>
      {ru && (
        <fieldset>
          <legend>{t('partner.paymentinfo')}</legend>
          <FormSelect
            id="partner-status"
            name="paymentinfo.status"
            label={t('partner.field.status')}
            rules={{ setValueAs: orUndefined }}
          >
            <option value="">{t('partner.chooseStatus')}</option>
            {(['ie', 'se', 'in'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`partner.status.${s}`)}
              </option>
            ))}
          </FormSelect>
          {BANK_FIELDS.map((f) => field(`paymentinfo.${f.name}`, f.name, f))}
        </fieldset>
      )}
      {children}
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}
