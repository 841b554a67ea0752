/**
 * The locale dialog (consumer §2, modal `locale`) and the button that opens it. The interface
 * changes language only once `save` succeeded; a failed save keeps the dialog open with the error
 * in the language still shown (issue 14 point 13).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { calls, localeOr, LOCALES, type Locale } from '@tt/contract';
import { errorText } from '../lib/api/error-text';
import { setLocale } from '../lib/i18n';
import { Form, useSchemaForm } from './Form';
import { useModals } from './ModalHost';

/** The choice as the account stores it. */
const LocaleForm = calls['user/info/commonEdit'].input.shape.info.pick({ locale: true }).required();

export function LocaleDialog({
  save,
  close,
}: {
  /** Stores the choice (on the account); the language is shown only after it resolves. */
  save(locale: Locale): Promise<unknown>;
  close(): void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(LocaleForm, { locale: localeOr(i18n.language) });
  const chosen = form.watch('locale');
  const [error, setError] = useState<string | null>(null);
  const submit = async ({ locale }: { locale: Locale }) => {
    setError(null);
    try {
      await save(locale);
    } catch (err) {
      setError(errorText(t, err));
      return;
    }
    setLocale(locale);
    close();
  };
  return (
    <Form form={form} onSubmit={submit} className="locale-dialog">
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('locale.title')}</legend>
        {LOCALES.map((l) => (
          <label key={l} className={`choice${chosen === l ? ' choice--on' : ''}`}>
            <input type="radio" value={l} {...form.register('locale')} />
            <span lang={l}>{t(`lang.${l}`)}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('locale.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('common.cancel')}
        </button>
      </div>
    </Form>
  );
}

/** Shows the current language and opens the locale dialog; without `save` the choice stays on this device. */
export function LocaleButton({ save, label }: { save?: (locale: Locale) => Promise<unknown>; label?: string }) {
  const { t, i18n } = useTranslation();
  const modals = useModals();
  const language = t(`lang.${localeOr(i18n.language)}`);
  return (
    <button
      type="button"
      className="button button--ghost locale-button"
      onClick={() =>
        modals.open({
          name: 'locale',
          title: t('locale.title'),
          content: <LocaleDialog save={save ?? (async () => undefined)} close={modals.close} />,
        })
      }
    >
      <Languages aria-hidden size={18} />
      <span>
        {label ?? t('common.language')}: {language}
      </span>
    </button>
  );
}
