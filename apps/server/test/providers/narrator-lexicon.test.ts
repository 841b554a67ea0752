/** What the narrator says for a word: its lexicon (eSpeak's phonemes) and the stresses of Russian words. */
import { describe, expect, it } from 'vitest';
import { toSsml, VOICE } from '../../src/providers/narrator/espeak-narrator.js';
import { phonemesOf } from '../../src/providers/narrator/espeak.js';
import { lexiconEntries } from '../../src/providers/narrator/lexicon.js';
import { readScript } from '../../src/providers/narrator/script.js';
import { bundledRussianTexts, phonemeStress, stressFaults } from '../../src/providers/narrator/stress-check.js';

type Locale = 'en' | 'ru';
/** eSpeak's phonemes for a text as the narrator speaks it, one line. */
const phonemes = async (text: string, locale: Locale) =>
  (await phonemesOf(toSsml(text, VOICE[locale]), VOICE[locale])).join(' | ');
/** Phonemes without stress marks and eSpeak's gap marks (a word mid-sentence may lose its stress). */
const bare = (phonemes: string) => phonemes.replace(/['_,]/g, '');

describe('narrator lexicon', () => {
  it('applies every entry: the narrator says each word as its entry, not as eSpeak would', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const entries = lexiconEntries().filter(([l]) => l === locale);
      // each word said twice: at the start of an exclamation (after a break and a prosody tag) and mid-sentence
      const text = entries
        .map(([, word, , kind]) => {
          const said = kind === 'locative' ? `в ${word}` : word;
          return locale === 'en' ? `${said}! Then ${said}, ok.` : `${said}! Вот ${said}, да.`;
        })
        .join(' ');
      const got = bare(await phonemes(text, locale));
      // one eSpeak run each (a clause a word): the entries as eSpeak prints them, and the words as it would say them
      const list = (items: string[]) => `<speak>${items.join(', ')}, </speak>`;
      const printed = await phonemesOf(list(entries.map(([, , entry]) => `[[${entry}]]`)), VOICE[locale]);
      const own = await phonemesOf(list(entries.map(([, word]) => word)), VOICE[locale]);
      expect(printed).toHaveLength(entries.length);
      let from = 0;
      entries.forEach(([, word], i) => {
        // eSpeak on its own says the word otherwise (its sounds or its stress): the entry is needed
        expect(own[i]!.replace(/_/g, ''), word).not.toBe(printed[i]!.replace(/_/g, ''));
        const want = bare(printed[i]!);
        for (const time of [1, 2]) {
          const at = got.indexOf(want, from);
          expect(
            at,
            `${locale} "${word}" (${time}) said as ${want} in ${got.slice(from, from + 80)}`,
          ).toBeGreaterThanOrEqual(0);
          from = at + want.length;
        }
      });
    }
  });

  it('says sound words as sounds and stresses Russian words as a storyteller would', async () => {
    // [text, what its phonemes must show] — independent of the lexicon's own spelling
    const checks: [Locale, string, RegExp][] = [
      ['en', 'Shh', /^[^aeiouAEIOUV@03]*$/], // a hiss, not "ess-aitch-aitch"
      ['en', 'Shhh', /^[^aeiouAEIOUV@03]*$/],
      ['en', 'Zzz', /^[^aeiouAEIOUV@03]*$/],
      ['en', 'Hooray', /r'eI/], // hoo-RAY, not HOR-ay
      ['en', 'Mmm', /^[^aeiouAEIOUV@03]*$/],
      ['en', 'Wow', /w'aU/],
      ['en', 'Oops', /'u:ps/],
      ['en', 'Whoosh', /w'u:S/],
      ['en', 'Yum', /j'Vm/],
      ['ru', 'Шшш', /^[^aeiouyAEIOUV@8]*$/], // не «ша-ша-ша»
      ['ru', 'Ш-ш-ш', /^[^aeiouyAEIOUV@8]*$/],
      ['ru', 'Тш-ш-ш', /^[^aeiouyAEIOUV@8]*$/],
      ['ru', 'Жжж', /^[^aeiouyAEIOUV@8]*$/],
      ['ru', 'Бррр', /^[^aeiouyAEIOUV@8]*$/],
      ['ru', 'в лесу', /'u$/], // в лесу́
      ['ru', 'в саду', /'u$/],
      ['ru', 'в снегу', /'u$/],
      ['ru', 'на холодном берегу', /'u$/],
      ['ru', 'в деревенском саду', /'u$/],
      ['ru', 'по лесу', /'esu$/], // по ле́су: the locative's stress only after в / на
      ['ru', 'что-то', /^St'o/], // что́-то
      ['ru', 'пингвинята', /'Ata#?$/], // пингвиня́та
      ['ru', 'уже', /Z'E$/], // уже́
      ['ru', 'потом', /t'om$/], // пото́м
      ['ru', 'Ого', /g'o$/], // ого́
      ['ru', 'курлы', /l'y$/], // курлы́
      ['ru', 'Ура', /r'A/],
      ['ru', 'Хрум', /r'um/],
      ['ru', 'Топ-топ', /t'opt'op/],
      ['ru', 'Ух ты', /'ux/],
    ];
    for (const [locale, text, want] of checks) {
      // (`@-` is eSpeak's mark for a syllabic r: «Бррр» is a trill, not «бэ-эр-эр»)
      const got = (await phonemes(`${text}.`, locale)).replace(/_|@-/g, '').trim();
      expect(got, `${locale} "${text}"`).toMatch(want);
      if (want.source.startsWith('^[^')) expect(got.length, `${locale} "${text}" is said`).toBeGreaterThan(0);
    }
  });
});

describe('Russian stress', () => {
  it('stresses every word of the bundled Russian tellings as the stress list says', async () => {
    const { unknown, wrong } = await stressFaults(bundledRussianTexts());
    const listed = (faults: typeof unknown) => faults.map((f) => `«${f.word}» in ${f.file}`).join('; ');
    expect(
      unknown,
      `words missing from apps/server/src/providers/narrator/ru-stress-list.ts (add each with its stress): ${listed(unknown)}`,
    ).toEqual([]);
    expect(
      wrong,
      `words eSpeak stresses otherwise than the list (add the form to FORMS in narrator/lexicon.ts): ${wrong.map((f) => `«${f.word}» in ${f.file}: the list says ${f.want}, eSpeak says ${f.said}`).join('; ')}`,
    ).toEqual([]);
  });

  it('finds a word missing from the list, and says the words eSpeak got wrong in the stories as the list does', async () => {
    const { unknown } = await stressFaults([{ file: 'items/new.ts', text: 'Вдоль ежевичника шли барсучата.' }]);
    expect(unknown.map((f) => `${f.word} ${f.file}`)).toEqual(['ежевичника items/new.ts', 'барсучата items/new.ts']);
    // issue 31: «вокруг о́зера», «в поля́», «це́лую корзину», «встречали учителя́», «проводо́в», «из воды́»
    const checks: [string, string, number][] = [
      ['Лягушки вокруг озера.', 'озера', 0],
      ['Семья поехала в поля.', 'поля', 1],
      ['Они набрали целую корзину.', 'целую', 0],
      ['Малышей встречали учителя.', 'учителя', 3],
      ['Птицы сидят на проводах, сколько проводов!', 'проводов', 2],
      ['Кит выпрыгнул из воды.', 'воды', 1],
      ['Девочка Поля спит.', 'Поля', 0],
      ['На холодном берегу, нужны берегу реки.', 'берегу', 0], // на берегу́, но бе́регу реки
    ];
    for (const [text, word, vowel] of checks) {
      const said = readScript(text, 'ru').filter((w) => w.written.replace(/[^\p{L}]/gu, '') === word);
      for (const w of said) {
        const phonemes = w.spoken.startsWith('[[') ? w.spoken.slice(2, -2) : (await phonemesOf(w.spoken, VOICE.ru))[0]!;
        expect(phonemeStress(phonemes), `${word} in «${text}»: ${phonemes}`).toBe(
          word === 'берегу' && w === said[0] ? 2 : vowel,
        );
      }
    }
  });
});
