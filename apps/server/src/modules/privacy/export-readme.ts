/** The README in the account's zip: what each file and each part of data.json is, in the account's language. */
import type { Locale } from '@tt/contract';
import type { ExportSection } from './repositories/account-data.js';

const TEXT = {
  en: {
    title: 'Your data from Tiny Tidings',
    intro: (date: string) => `Exported ${date}. Everything the service holds about this account is in this zip.`,
    files: 'Files',
    dataJson: 'data.json — every kind of data below, as JSON (dates in UTC).',
    pictures: 'pictures/ — the picture you uploaded and its small copy (JPEG).',
    recordings: 'recordings/<story>/ — your own readings of stories, one Ogg Opus file per scene.',
    readme: 'README.txt — this file.',
    parts: 'What data.json holds',
    questions: 'Questions or corrections: write to support from the app. You can delete the account in the profile.',
  },
  ru: {
    title: 'Ваши данные из Tiny Tidings',
    intro: (date: string) => `Выгружено ${date}. В этом архиве всё, что сервис хранит об этом аккаунте.`,
    files: 'Файлы',
    dataJson: 'data.json — все виды данных ниже, в формате JSON (даты в UTC).',
    pictures: 'pictures/ — загруженная вами картинка и её уменьшенная копия (JPEG).',
    recordings: 'recordings/<сказка>/ — ваши записи чтения сказок, по файлу Ogg Opus на сцену.',
    readme: 'README.txt — этот файл.',
    parts: 'Что лежит в data.json',
    questions: 'Вопросы и исправления — напишите в поддержку из приложения. Удалить аккаунт можно в профиле.',
  },
} as const;

export function exportReadme(locale: Locale, sections: readonly ExportSection[], date: Date): string {
  const t = TEXT[locale];
  return [
    t.title,
    '',
    t.intro(date.toISOString()),
    '',
    `${t.files}:`,
    `- ${t.readme}`,
    `- ${t.dataJson}`,
    `- ${t.pictures}`,
    `- ${t.recordings}`,
    '',
    `${t.parts}:`,
    ...sections.map((s) => `- ${s.name}: ${s.about[locale]}`),
    '',
    t.questions,
    '',
  ].join('\n');
}
