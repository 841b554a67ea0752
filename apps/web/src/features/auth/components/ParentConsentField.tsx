/**
 * Sign-up's consent (issue 35 §5): the person confirms they are a parent or guardian and accepts the
 * privacy notice, linked beside the box (it opens in a new tab, so the form keeps what was typed).
 * The form refuses to go on without it; the server records which notice was accepted, and when.
 */
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';

export function ParentConsentField() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext();
  const error: FieldError | undefined = get(formState.errors, 'parentConsent');
  return (
    <div className="field field--check">
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={error ? 'parent-consent-error' : undefined}
          {...register('parentConsent')}
        />
        <span>
          <Trans
            i18nKey="registration.consent"
            components={{ notice: <a href={paths.privacy} target="_blank" rel="noopener" /> }}
          />
        </span>
      </label>
      {error && (
        <p className="field__error" id="parent-consent-error" role="alert">
          {t('validation.parentConsent')}
        </p>
      )}
    </div>
  );
}
