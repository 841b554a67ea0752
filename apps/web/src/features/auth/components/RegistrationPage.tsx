/**
 * Registration (consumer §2, §5): e-mail, password, confirm password and Next, checked by the
 * contract's RegistrationForm. ?type=blogger registers a partner under its own caption. An
 * ordinary user then lands on /, a blogger on /panel/partnerinfo.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, fieldErrors, PROMO, RegistrationForm } from '@tt/contract';
import { ApiError } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/error-text';
import { currentLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { redirectTarget } from '../../../lib/access';
import { Field } from '../../../components/Field';
import { Dialog, type DialogMessage } from '../../../components/Dialog';
import { LocaleButton } from '../../../components/LocaleDialog';
import { useGlobalPreloader } from '../../../components/GlobalPreloader';
import { useCreateAccount } from '../api/create-account';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './AuthCard';
import { PasswordStrength, usePasswordStrength } from '../password/PasswordStrength';
import { judgePassword } from '../password/strength';
import { Handshake, Sprout } from 'lucide-react';

type FieldName = 'email' | 'password' | 'confirmPassword';
const EMPTY: Record<FieldName, string> = { email: '', password: '', confirmPassword: '' };

export function RegistrationPage() {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [search] = useSearchParams();
  const blogger = search.get('type') === 'blogger';
  const create = useCreateAccount();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  useGlobalPreloader(create.isPending);
  const labels: Record<FieldName, string> = {
    email: t('auth.email'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
  };

  const strength = usePasswordStrength(form.password, [form.email]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = RegistrationForm.safeParse(form);
    if (!parsed.success) {
      // the first problem of each field is the one shown under it
      const list = fieldErrors(parsed.error, currentLocale(), labels).reverse();
      setErrors(Object.fromEntries(list.map((x) => [x.field, x.message])));
      setDialog({ title: t('validation.formTitle'), text: t('validation.formText') });
      return;
    }
    const verdict = await judgePassword(parsed.data.password, [parsed.data.email]);
    if (!verdict.strong) {
      setErrors({ password: t(verdict.reason!) });
      return;
    }
    setErrors({});
    create.mutate(
      { email: parsed.data.email, password: parsed.data.password, blogger, locale: currentLocale() },
      {
        onSuccess: (result) =>
          finishSignIn(
            result,
            blogger ? paths.panelPartnerInfo : (redirectTarget(`?${search.toString()}`) ?? paths.home),
          ),
        onError: (err) =>
          setDialog(
            // registered, but these credentials do not sign in: the address already had an account
            err instanceof ApiError && err.code === ERROR_CODES.unauthorized
              ? { title: t('registration.taken.title'), text: t('registration.taken.text') }
              : { title: t('registration.failed'), text: errorText(t, err) },
          ),
      },
    );
  };

  const field = (name: FieldName, type: string, autoComplete: string) => (
    <Field
      label={labels[name]}
      type={type}
      autoComplete={autoComplete}
      value={form[name]}
      error={errors[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );

  return (
    <AuthCard
      title={blogger ? t('registration.bloggerTitle') : t('registration.title')}
      icon={blogger ? Handshake : Sprout}
    >
      <p className="muted">
        {blogger
          ? t('registration.bloggerText', {
              income: PROMO.partnerIncomeUpToPercent,
              discount: PROMO.followerDiscountUpToPercent,
            })
          : t('registration.text')}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {field('email', 'email', 'username')}
        {field('password', 'password', 'new-password')}
        <PasswordStrength strength={strength} />
        {field('confirmPassword', 'password', 'new-password')}
        <button type="submit" className="button button--big" disabled={create.isPending}>
          {t('common.next')}
        </button>
      </form>
      <Link to={paths.signin} className="link-small">
        {t('registration.haveAccount')}
      </Link>
      <LocaleButton />
      {dialog && <Dialog {...dialog} onClose={closeDialog} />}
    </AuthCard>
  );
}
