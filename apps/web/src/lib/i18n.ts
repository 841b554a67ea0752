/**
 * i18next with en and ru; en is the fallback. The contract's shared messages (error catalogue and
 * validation texts) are merged in, so both sides show the same words. Keys are flat strings.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, isLocale, localeOr, LOCALES, sharedMessages, type Locale } from '@tt/contract';
import { en } from '../locales/en';
import { ru } from '../locales/ru';
import { storage } from './storage';

/** The saved choice first, then the browser language (ru when it starts with "ru"), else en. */
export function initialLocale(): Locale {
  const saved = storage.locale();
  if (isLocale(saved)) return saved;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru')
    ? 'ru'
    : FALLBACK_LOCALE;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...sharedMessages.en, ...en } },
    ru: { translation: { ...sharedMessages.ru, ...ru } },
  },
  lng: initialLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

function showLocale(locale: Locale): void {
  void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
showLocale(localeOr(i18n.language));

export const currentLocale = (): Locale => localeOr(i18n.language);

/** The user picked a language: show it and remember it on this device. */
export function setLocale(locale: Locale): void {
  storage.setLocale(locale);
  showLocale(locale);
}

/** The account's language, used only while the user has not picked one on this device. */
export function adoptAccountLocale(locale: string | null | undefined): void {
  if (isLocale(locale) && !isLocale(storage.locale()) && locale !== i18n.language) showLocale(locale);
}
