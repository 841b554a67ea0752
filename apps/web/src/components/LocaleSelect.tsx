import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOr, LOCALES, type Locale } from '@tt/contract';
import { setLocale } from '../lib/i18n';

/** The interface language; `onChange` lets the profile also save it on the account. */
export function LocaleSelect({ onChange }: { onChange?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="locale-select">
      <span aria-hidden>🌍</span>
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          const locale = localeOr(e.target.value);
          setLocale(locale);
          onChange?.(locale);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
