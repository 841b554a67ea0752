/**
 * The text of the terms, privacy and child-safety pages (consumer §1, §2) in the current language:
 * a line starting with "## " is a heading, every other line a paragraph. Shown as a page
 * (static-pages) and inside the payment dialog, so the terms can be read before paying. The bodies
 * load with the first page that shows one (locales/legal.*.ts): a story's first load carries none.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOr, type Locale } from '@tt/contract';
import { CONTACT_EMAIL } from '../lib/contact';

export type LegalPage = 'terms' | 'privacy' | 'csae';

const legalTexts: Record<Locale, () => Promise<Record<LegalPage, string>>> = {
  en: () => import('../locales/legal.en').then((m) => m.legalEn),
  ru: () => import('../locales/legal.ru').then((m) => m.legalRu),
};

export function LegalText({ page, headingId }: { page: LegalPage; headingId?: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOr(i18n.language);
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: Record<LegalPage, string> } | null>(null);
  useEffect(() => {
    let live = true;
    void legalTexts[locale]().then((texts) => live && setLoaded({ locale, texts }));
    return () => {
      live = false;
    };
  }, [locale]);
  const body = loaded?.locale === locale ? loaded.texts[page] : '';
  const lines = body.replaceAll('{{email}}', CONTACT_EMAIL).split('\n').filter(Boolean);
  return (
    <>
      <h1 id={headingId} tabIndex={-1}>
        {t(`${page}.title`)}
      </h1>
      {page === 'privacy' && <p className="muted">{t('privacy.date')}</p>}
      {lines.map((line, i) => (line.startsWith('## ') ? <h2 key={i}>{line.slice(3)}</h2> : <p key={i}>{line}</p>))}
    </>
  );
}
