/** i18next with en and ru; en is the fallback. Keys are flat strings ("signin.title"). */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, sharedMessages, type Locale } from '@tt/contract';
import { en } from '../locales/en';
import { ru } from '../locales/ru';
import { storage } from './storage';

export function initialLocale(): Locale {
  const saved = storage.locale();
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: { ...sharedMessages.en, ...en } }, ru: { translation: { ...sharedMessages.ru, ...ru } } },
  lng: initialLocale(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export function setLocale(locale: Locale): void {
  storage.setLocale(locale);
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
