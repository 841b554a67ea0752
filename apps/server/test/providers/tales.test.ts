/**
 * The bundled tales as written (before any framing): lengths by age cluster, the arc's beats in order, the
 * footnote standing in the texts, parent prompts as questions, Russian questions that do not assume
 * the child's gender, no scary word, nothing said twice, and drawable things that the texts name.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@tt/contract';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { TALES, type Tale } from '../../src/providers/news/tales/index.js';
import { HARMLESS, SCARY } from '../../src/providers/safety/lexicon.js';
import { hasArc, masculineQuestions } from '../../src/providers/safety/story-checks.js';
import { arcBeats } from '../../src/providers/writer/tale-writer.js';
import { SETTING_WORDS, settingFor } from '../../src/providers/writer/settings.js';

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…»])\s+(?=[\p{Lu}«"—])/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);

/** Russian words are longer: the same time holds about a fifth fewer of them. */
const WORDS = {
  toddler: { perSentence: 8, total: [14, 55] },
  small: { perSentence: 18, total: [50, 150] },
  arc: { perSentence: 22, total: [105, 215] },
} as const;

function problems(tale: Tale, locale: Locale, monthDay: string): string[] {
  const out: string[] = [];
  const tellings = { toddler: tale.toddler, small: tale.small, arc: tale.arc } as const;
  if (tale.toddler.length < 2 || tale.toddler.length > 3) out.push('toddler: 2 or 3 scenes');
  if (tale.small.length < 3 || tale.small.length > 4) out.push('small: 3 or 4 scenes');
  if (tale.arc.length < 5 || tale.arc.length > 7) out.push('arc: 5 to 7 scenes');
  const beats = arcBeats(tale.arc);
  if (
    !hasArc(beats.map((beat) => ({ beat }))) ||
    beats.includes('detail') ||
    beats.indexOf('why') < beats.indexOf('problem')
  )
    out.push(`arc: problem, attempt, help, resolution in order, why after the problem (${beats.join(', ')})`);
  for (const line of [tale.hook, tale.bedtime]) {
    if (wordsOf(line).length > 8) out.push(`hook and bedtime at most 8 words: "${line}"`);
    if (sentencesOf(line).length !== 1) out.push(`hook and bedtime are one sentence each: "${line}"`);
  }
  for (const [name, scenes] of Object.entries(tellings)) {
    const rules = WORDS[name as keyof typeof WORDS];
    const text = scenes.map((s) => s.text).join(' ');
    const total = wordsOf(text).length;
    const [least, most] = rules.total.map((n) => Math.round(locale === 'ru' ? n * 0.8 : n));
    if (total < least! || total > most!) out.push(`${name}: ${total} words, want ${least} to ${most}`);
    const seen = new Set<string>();
    for (const sentence of [tale.hook, tale.bedtime, ...scenes.flatMap((s) => sentencesOf(s.text))]) {
      const n = wordsOf(sentence).length;
      if (n > rules.perSentence)
        out.push(`${name}: a sentence of ${n} words (at most ${rules.perSentence}): "${sentence}"`);
      const key = wordsOf(sentence).join(' ');
      if (seen.has(key)) out.push(`${name}: said twice: "${sentence}"`);
      seen.add(key);
    }
    const titles = new Set(scenes.map((s) => s.title.trim().toLowerCase()));
    if (titles.size !== scenes.length || titles.has('')) out.push(`${name}: every scene needs its own title`);
    if (!text.toLowerCase().includes(tale.footnote.inText.toLowerCase()) && name !== 'toddler')
      out.push(`${name}: the footnote word "${tale.footnote.inText}" is not in the text`);
  }
  if (!tale.small.some((s) => s.text.includes('?'))) out.push('small: asks the child a question');
  const all = [
    tale.title,
    tale.hook,
    tale.bedtime,
    ...Object.values(tellings)
      .flat()
      .map((s) => s.text),
    tale.footnote.explanation,
  ];
  const scary = wordsOf(all.join(' ')).filter(
    (w) => !HARMLESS[locale].some((h) => w.startsWith(h)) && SCARY[locale].some((s) => w.startsWith(s)),
  );
  if (scary.length) out.push(`scary-looking words (the lexicon blocks them): ${scary.join(', ')}`);
  const setting = settingFor(
    bundledItems(locale).find((i) => i.id === `bundled-${monthDay}-${locale}`)?.tags ?? [],
    tale.beats.who,
  );
  const clash = new Set(SETTING_WORDS[locale][setting].clash);
  const clashing = wordsOf(all.join(' ')).filter((w) => clash.has(w));
  if (clashing.length) out.push(`words that clash with the "${setting}" setting: ${clashing.join(', ')}`);
  const stem = tale.footnote.word.toLowerCase().slice(0, Math.max(4, tale.footnote.word.length - 3));
  if (wordsOf(tale.footnote.explanation).some((w) => w.startsWith(stem)))
    out.push('the footnote explanation repeats its word');
  for (const prompts of Object.values(tale.parent))
    for (const p of prompts) if (!p.trim().endsWith('?')) out.push(`parent prompts are questions: "${p}"`);
  if (locale === 'ru')
    for (const q of masculineQuestions([...Object.values(tale.parent).flat(), ...all]))
      out.push(`a question assumes a boy: "${q}"`);
  return out;
}

describe('bundled tales', () => {
  it('exist for every bundled item, in both languages', () => {
    const missing = bundledItems('en')
      .map((i) => i.id.replace(/^bundled-|-en$/g, ''))
      .filter((day) => !TALES[day]);
    expect(missing, `items without tales: ${missing.join(', ')}`).toEqual([]);
  });

  for (const [monthDay, tales] of Object.entries(TALES)) {
    it(`${monthDay} reads right for every age, en and ru`, () => {
      const found = LOCALES.flatMap((locale) =>
        problems(tales[locale], locale, monthDay).map((p) => `${locale}: ${p}`),
      );
      const text = (locale: Locale) =>
        wordsOf(JSON.stringify([tales[locale].toddler, tales[locale].small, tales[locale].arc])).join(' ');
      for (const thing of tales.draw)
        for (const locale of LOCALES)
          if (!thing[locale].some((w) => text(locale).includes(w.toLowerCase())))
            found.push(`${locale}: the drawable ${thing.picture} is named by none of ${thing[locale].join(', ')}`);
      if (!tales.draw.length) found.push('draw: name the hero at least');
      expect(found).toEqual([]);
    });
  }
});
