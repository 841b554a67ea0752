/**
 * Registration (consumer §2, §5): e-mail, password, confirm password, the parent's consent (with the
 * privacy notice) and Next, checked by the contract's RegistrationForm. ?type=blogger registers a
 * partner under its own caption. An ordinary user then lands on /, a blogger on /panel/partnerinfo.
 */
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, PROMO, RegistrationForm } from '@tt/contract';
import { ApiError } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/error-text';
import { currentLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { redirectTarget } from '../../../lib/access';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { Dialog, type DialogMessage } from '../../../components/Dialog';
import { LocaleButton } from '../../../components/LocaleDialog';
import { useGlobalPreloader } from '../../../components/GlobalPreloader';
import { useCreateAccount } from '../api/create-account';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './AuthCard';
import { ParentConsentField } from './ParentConsentField';
import { PasswordStrength, usePasswordStrength } from '../password/PasswordStrength';
import { judgePassword } from '../password/strength';
import { Handshake, Sprout } from 'lucide-react';

export function RegistrationPage() {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [search] = useSearchParams();
  const blogger = search.get('type') === 'blogger';
  const create = useCreateAccount();
  const form = useSchemaForm(RegistrationForm, { email: '', password: '', confirmPassword: '' });
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  useGlobalPreloader(create.isPending);

  const [email, password] = form.watch(['email', 'password']);
  const strength = usePasswordStrength(password, [email]);
  const submit = async (values: { email: string; password: string }) => {
    const verdict = await judgePassword(values.password, [values.email]);
    if (!verdict.strong) return form.setError('password', { type: 'weak', message: verdict.reason! });
    create.mutate(
      { email: values.email, password: values.password, blogger, locale: currentLocale() },
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
  const refused = () => setDialog({ title: t('validation.formTitle'), text: t('validation.formText') });

  return (
    <AuthCard
      title={blogger ? t('registration.bloggerTitle') : t('registration.title')}
      icon={blogger ? Handshake : Sprout}
    >
      <p className="muted">
        {blogger
          ? t('registration.bloggerText', {
              income: PROMO.rewardMax,
              discount: PROMO.followerDiscountUpToPercent,
            })
          : t('registration.text')}
      </p>
      <Form form={form} onSubmit={submit} onInvalid={refused}>
        <FormField name="email" label={t('auth.email')} type="email" autoComplete="username" />
        <FormField
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          // "Passwords must match" goes as soon as either password makes them equal
          rules={{ deps: 'confirmPassword' }}
        />
        <PasswordStrength strength={strength} />
        <FormField
          name="confirmPassword"
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <ParentConsentField />
        <button type="submit" className="button button--big" disabled={create.isPending}>
          {t('common.next')}
        </button>
      </Form>
      <Link to={paths.signin} className="link-small">
        {t('registration.haveAccount')}
      </Link>
      <LocaleButton />
      {dialog && <Dialog {...dialog} onClose={closeDialog} />}
    </AuthCard>
  );
}
