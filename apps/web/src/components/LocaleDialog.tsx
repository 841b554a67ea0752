/**
 * The locale dialog (consumer §2, modal `locale`) and the button that opens it: the interface language of
 * this device (decision 083: a parent's interface stays theirs whatever a child's stories are told in), and,
 * signed in, the language of what the server writes to the parent.
 */
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { calls, localeOr, LOCALES, type Locale } from '@tt/contract';
import { useAuth } from '../lib/auth';
import { setLocale } from '../lib/i18n';
import { saveParentLocale } from '../lib/parent-locale';
import { Form, useSchemaForm } from './Form';
import { useModals } from './ModalHost';

/** The choice as the account stores it. */
const LocaleForm = calls['user/info/commonEdit'].input.shape.info.pick({ locale: true }).required();

export function LocaleDialog({ close }: { close(): void }) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(LocaleForm, { locale: localeOr(i18n.language) });
  const chosen = form.watch('locale');
  const { profile } = useAuth();
  const choose = (locale: Locale) => {
    setLocale(locale);
    // signed in, the server writes the parent's e-mails and notices in it too (decision 083)
    if (profile) saveParentLocale(locale);
    close();
  };
  return (
    <Form form={form} onSubmit={({ locale }) => choose(locale)} className="locale-dialog">
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('locale.title')}</legend>
        {LOCALES.map((l) => (
          <label key={l} className={`choice${chosen === l ? ' choice--on' : ''}`}>
            <input type="radio" value={l} {...form.register('locale')} />
            <span lang={l}>{t(`lang.${l}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="submit" className="button">
          {t('locale.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('common.cancel')}
        </button>
      </div>
    </Form>
  );
}

/** Shows the current language and opens the locale dialog. */
export function LocaleButton({ label }: { label?: string }) {
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
          content: <LocaleDialog close={modals.close} />,
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
