/**
 * i18next with en and ru; en is the fallback. Each language's texts hold the contract's shared messages
 * of that language (error catalogue and validation texts), so both sides show the same words. Keys are flat strings.
 * Only the language on screen is loaded: the other one's texts come when it is chosen, so the first
 * page (most often a story) carries one language, not two (issue 26 §0).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, isLocale, localeOr, LOCALES, type Locale } from '@tt/contract';
import { storage } from './storage';

/** The saved choice first, then the browser language (ru when it starts with "ru"), else en. */
export function initialLocale(): Locale {
  const saved = storage.locale();
  if (isLocale(saved)) return saved;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru')
    ? 'ru'
    : FALLBACK_LOCALE;
}

const texts: Record<Locale, () => Promise<Record<string, string>>> = {
  en: () => import('../locales/en').then((m) => m.en),
  ru: () => import('../locales/ru').then((m) => m.ru),
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

// the texts of the pages that load on demand (partners, promo, payments, text pages): fetched with the first
// such page, so the story page, where most visits start, carries only its own (issue 32 §6)
const laterTexts: Record<Locale, () => Promise<Record<string, string>>> = {
  en: () => import('../locales/en.later').then((m) => m.enLater),
  ru: () => import('../locales/ru.later').then((m) => m.ruLater),
};
const loads = new Map<string, Promise<void>>();
const added = new Set<string>();
let laterWanted = false;

/** Fetches one set of texts once and adds it to the language's; later calls share the first. */
function addOnce(name: string, locale: Locale, fetchTexts: () => Promise<Record<string, string>>): Promise<void> {
  let loading = loads.get(name);
  if (!loading) {
    loading = fetchTexts().then((own) => {
      i18n.addResourceBundle(locale, 'translation', own, true);
      added.add(name);
    });
    loads.set(name, loading);
  }
  return loading;
}

const laterName = (locale: Locale) => `${locale}.later`;
const isLoaded = (locale: Locale) => added.has(locale) && (!laterWanted || added.has(laterName(locale)));

/** Fetches a language's texts once (and its later ones once a page has asked for them); later calls resolve at once. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([addOnce(locale, locale, texts[locale]), laterWanted ? loadLaterTexts(locale) : undefined]);
}

/**
 * The later texts of a language (the one on screen unless named): a page that loads on demand waits for
 * them as it waits for its code (app/lazy-page). Once asked for, a language chosen afterwards brings them too.
 */
export function loadLaterTexts(locale: Locale = currentLocale()): Promise<void> {
  laterWanted = true;
  return addOnce(laterName(locale), locale, laterTexts[locale]);
}

function showLocale(locale: Locale): void {
  const show = () => {
    void i18n.changeLanguage(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  };
  // a loaded language switches at once (no frame in between shows the old one)
  if (isLoaded(locale)) show();
  else void loadLocale(locale).then(show);
}

/** The first language's texts: the app renders once this is done (main.tsx). */
export const firstLocale: Promise<void> = (() => {
  const locale = initialLocale();
  return loadLocale(locale).then(() => showLocale(locale));
})();

export const currentLocale = (): Locale => localeOr(i18n.language);

/** The user picked a language: show it and remember it on this device. */
export function setLocale(locale: Locale): void {
  storage.setLocale(locale);
  showLocale(locale);
}

/**
 * The parent's language (else the account's), taken for the interface only when this device has none yet
 * (its first sign-in here), and then kept as the device's: the account's language follows the chosen
 * child's stories (decision 063), and choosing a child must not change the parent's interface (decision 083).
 */
export function adoptAccountLocale(info: { locale: string | null; parentLocale?: string | null | undefined }): void {
  const locale = isLocale(info.parentLocale) ? info.parentLocale : info.locale;
  if (!isLocale(locale) || isLocale(storage.locale())) return;
  storage.setLocale(locale);
  if (locale !== i18n.language) showLocale(locale);
}
