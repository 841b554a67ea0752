/**
 * The locale dialog (consumer §2, modal `locale`) and the button that opens it. The interface
 * changes language only once `save` succeeded; a failed save keeps the dialog open with the error
 * in the language still shown (issue 14 point 13).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { localeOr, LOCALES, type Locale } from '@tt/contract';
import { errorText } from '../lib/api/error-text';
import { setLocale } from '../lib/i18n';
import { useModals } from './ModalHost';

export function LocaleDialog({
  save,
  close,
}: {
  /** Stores the choice (on the account); the language is shown only after it resolves. */
  save(locale: Locale): Promise<unknown>;
  close(): void;
}) {
  const { t, i18n } = useTranslation();
  const current = localeOr(i18n.language);
  const [chosen, setChosen] = useState<Locale>(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await save(chosen);
    } catch (err) {
      setError(errorText(t, err));
      setBusy(false);
      return;
    }
    setLocale(chosen);
    close();
  };
  return (
    <form
      className="locale-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('locale.title')}</legend>
        {LOCALES.map((l) => (
          <label key={l} className={`choice${chosen === l ? ' choice--on' : ''}`}>
            <input type="radio" name="locale" value={l} checked={chosen === l} onChange={() => setChosen(l)} />
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
        <button type="submit" className="button" disabled={busy}>
          {t('locale.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Shows the current language and opens the locale dialog; without `save` the choice stays on this device. */
export function LocaleButton({ save }: { save?: (locale: Locale) => Promise<unknown> }) {
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
        {t('common.language')}: {language}
      </span>
    </button>
  );
}
