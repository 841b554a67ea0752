/**
 * Sentences a child should never hear read out from a news wire (issue 31 point 3): agency phrasing
 * ("officials said", "according to", «по словам», «как сообщает») and fragments without a verb ("The
 * whale, about eight metres long."). Practical heuristics with word lists, tuned so that every
 * hand-written bundled tale passes and a raw news summary does not.
 */
import type { Locale } from '@tt/contract';

/** Who-said-it phrasing of news reports; a storyteller says what happened instead. */
const AGENCY: Record<Locale, RegExp[]> = {
  en: [
    /\baccording to\b/i,
    /\bin a statement\b/i,
    /\b(?:officials?|authorities|spokes(?:man|woman|person)|police|coastguard|experts?|scientists|researchers|a source|sources|the agency|the ministry|the team|reports?)\s+(?:have |has |had )?(?:said|say|says|told|stated|reported|announced|confirmed|added|noted)\b/i,
    /\b(?:said|told|announced|confirmed|stated)\s+(?:officials?|authorities|reporters|the (?:coastguard|police|ministry|agency|statement))\b/i,
    /\b(?:it was|was|were|has been|have been) (?:reported|announced|confirmed)\b/i,
    /\bsaid in a\b/i,
    /\btold (?:reporters|journalists|the (?:bbc|press|news|agency))\b/i,
  ],
  ru: [
    /(?:^|[^\p{L}])по (?:словам|данным|сообщени\p{L}*|информации)(?=[^\p{L}]|$)/iu,
    /(?:^|[^\p{L}])(?:как )?сообща(?:ет|ют|ли|л|ла|ло|ется)(?=[^\p{L}]|$)/iu,
    /(?:^|[^\p{L}])сообщил(?:и|а|о)?(?=[^\p{L}]|$)/iu,
    /(?:^|[^\p{L}])заяви(?:л|ла|ли|ло)(?=[^\p{L}]|$)/iu,
    /(?:^|[^\p{L}])(?:пресс-служб|ведомств|официальн\p{L}* представител)/iu,
    /(?:^|[^\p{L}])(?:передаёт|передает|уточнили|подчеркнули|отметили)(?=[^\p{L}]|$)/iu,
    /(?:^|[^\p{L}])рассказали в (?:пресс|министерств|ведомств|администрац)/iu,
  ],
};

/** The agency phrase a sentence keeps, or null. */
export function agencyPhrase(sentence: string, locale: Locale): string | null {
  for (const pattern of AGENCY[locale]) {
    const found = pattern.exec(sentence);
    if (found) return found[0].replace(/^[^\p{L}]+/u, '').trim();
  }
  return null;
}

const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];

/** English auxiliaries, contractions and irregular forms: a verb in any use a story makes of them. */
const EN_VERB_FORMS = new Set(
  (
    'am is are was were be been being has have had do does did can could will would shall should may might must ' +
    "isn't aren't wasn't weren't don't doesn't didn't can't couldn't won't wouldn't it's that's there's here's let's " +
    "he's she's they're we're i'm you're what's who's " +
    'went gone came saw seen got gave given made took taken found knew thought said told sat stood ran swam flew ' +
    'grew ate slept kept felt held brought built dug hid rode fell caught sang rang began woke blew drew threw won ' +
    'left met heard shone hung spun stuck swung led became shook wore bit drank drove rose laid lay spread ' +
    'put set cut let read sent spent lit fed fought bought taught sought sank stank sprang wept crept swept ' +
    'forgot understood froze frozen slid bent meant knelt struck strode shrank stung tore torn broke broken chose ' +
    'spoke stole wrote written ridden'
  ).split(' '),
);
/** English base verbs; their -s, -es, -ed, -d and -ing forms count too. */
const EN_BASE_VERBS = new Set(
  (
    'go come see look get give make set put cut let read take find know think say tell sit stand run swim fly grow eat sleep keep feel ' +
    'hold bring build dig hide ride fall catch sing ring begin wake blow draw throw win leave meet read lie put ' +
    'cut let hear shine hang spin stick swing lead become shake wear bite drink drive rise lay spread send light ' +
    'live need want like love help play walk use work chat raise rumble jump climb hug wait stay turn open close call carry watch pull push ' +
    'roll hop nod smile laugh cry peek peep sniff splash float fit show glow listen learn try seem belong mean ' +
    'start stop count rest wave blink yawn paint zoom crawl buzz flutter bloom taste talk follow study hum pass ' +
    'fan dance sway twirl tumble munch crunch nibble chew lick sip pour fill lift drop pick plant water clean ' +
    'sort bake cook mix stir knead fold blow pop dive paddle waddle wiggle wobble stretch curl snuggle cuddle ' +
    'kiss hug share thank ask answer shout whisper hum sing clap stamp stomp tiptoe march skip slide glide soar ' +
    'circle hover land perch nest hatch peck chirp tweet squeak purr bark howl moo neigh quack croak ribbit ' +
    'hoot cheer smell touch hold rub pat stroke tickle hide search spot notice remember forget wonder hope wish ' +
    'dream plan decide choose join visit travel arrive return reach cross enter settle fix mend tie wrap ' +
    'cover carry move chase lean rock sail row steer pull tug scoop sprinkle shower warm cool freeze melt ' +
    'shiver sparkle twinkle flash gleam shimmer fade grow sprout sprinkle feed protect guard save rescue ' +
    'free untangle measure weigh study explore discover describe record count collect gather store keep ' +
    'drift huddle doze snooze bob nap snore change tuck spend'
  ).split(/\s+/),
);
/** Words ending like a verb form that are not one. */
const EN_NOT_VERBS = new Set(
  (
    'bed red shed sled seed need feed reed weed hundred wicked naked sacred kindred ' +
    'morning evening nothing something anything everything thing things king ring string spring wing ceiling'
  ).split(' '),
);

/** Whether an English word is (nearly always) a verb form: a practical word list with its endings. */
export function englishVerb(word: string): boolean {
  const w = word.replace(/[’]/g, "'");
  if (EN_VERB_FORMS.has(w)) return true;
  if (EN_NOT_VERBS.has(w)) return false;
  const bases = [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ies$/, 'y'), w.replace(/ied$/, 'y')];
  bases.push(w.replace(/ed$/, ''), w.replace(/d$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'));
  bases.push(w.replace(/(.)\1(?:ed|ing)$/, '$1'));
  return bases.some((b) => EN_BASE_VERBS.has(b)) || (w.length > 4 && /(?:ed|ing)$/.test(w));
}

/** Russian words that carry the predicate without looking like a verb. */
const RU_PREDICATES = new Set(
  'есть нет нету надо нужно нужен нужна нельзя можно пора жаль видно слышно вот вон это'.split(' '),
);
/** Words ending like a verb form that are not one. */
const RU_NOT_VERBS = new Set(
  (
    'около село крыло стекло весло масло число пчела игла скала стрела мгла юла дела земли угли ' +
    'дятел орёл котёл козёл осёл посол пепел ангел щегол футбол стол пол узел угол уголь мёд лёд свет цвет ответ ' +
    'обед привет совет предмет портрет секрет билет пакет букет скелет кит путь ночь дочь мать тетрадь площадь ' +
    'лошадь тень день пять шесть семь восемь девять десять часть весть лесть'
  ).split(' '),
);

function russianVerb(word: string): boolean {
  if (RU_PREDICATES.has(word)) return true;
  if (RU_NOT_VERBS.has(word)) return false;
  if (word.length < 3) return false;
  // past tense, infinitive, present/future persons, imperative, reflexive forms
  if (/(?:ся|сь)$/u.test(word) || /(?:нёс|вёз|рос|тряс|пёк|мог|лёг|стёр|вёл|шёл)$/u.test(word)) return true;
  return /(?:л|ла|ло|ли|лся|лась|лось|лись|ть|ться|ти|чь|ет|ёт|ут|ют|ит|ат|ят|ешь|ёшь|ишь|ем|ём|им|ете|ёте|ите|ется|ётся|ится|утся|ются|атся|ятся|ай|яй|ей|уй|ись|айся|ейся|йте)$/u.test(
    word,
  );
}

/** Marks of a news wire's measured facts: numbers, sizes, "about eight metres", «длиной около». */
const WIRE_MARKS: Record<Locale, RegExp> = {
  en: /\d|\b(?:about|around|nearly|approximately|roughly|some)\s+\w+\s+(?:metres?|meters?|kilo\w*|tonnes?|tons?|miles?|feet|per ?cent)|\b(?:metres?|meters?|kilometres?|kilograms?|tonnes?|per ?cent)\b/i,
  ru: /\d|(?:^|[^\p{L}])(?:около|примерно|почти|длиной|весом|ростом|высотой|размером|метр\p{L}*|километр\p{L}*|килограмм\p{L}*|тонн\p{L}*|процент\p{L}*)(?=[^\p{L}]|$)/iu,
};

/**
 * A statement of four words or more without a verb: "The whale, about eight metres long." Exclamations
 * and questions ("White snow!") and short lines ("Crunch, crunch.") are left alone. The youngest's
 * picture-book captions ("Fluffy chicks on the cold ice.") and Russian sentences without «быть» («Перья
 * у неё белые») are sentences too: there only a wire's measured fact without a verb is a fragment.
 */
export function isVerbless(sentence: string, locale: Locale, captions = false): boolean {
  const s = sentence.trim();
  if (!/\.$/.test(s) || /[!?]/.test(s)) return false;
  const words = wordsOf(s);
  if (words.length < 4) return false;
  const verbless = locale === 'ru' ? !/\s[—–]\s/.test(s) && !words.some(russianVerb) : !words.some(englishVerb);
  if (!verbless) return false;
  return locale === 'ru' || captions ? WIRE_MARKS[locale].test(s) : true;
}

/** English past forms that are not also a present form, for a sentence that lost its subject. */
const EN_PAST = new Set(
  'was were went came saw swam flew grew ate slept kept felt held brought built dug hid rode fell caught sang rang began woke blew drew threw won left met heard shone hung spun stuck swung led became shook wore drank took gave made found knew thought said told sat stood ran got'.split(
    ' ',
  ),
);

/**
 * An English statement that opens with a past-tense verb has lost its subject when a long sentence
 * was cut: "Swam away after the last rope was cut." (Russian drops the subject freely, so only English.)
 */
export function isSubjectless(sentence: string, locale: Locale): boolean {
  if (locale !== 'en' || !/\.$/.test(sentence.trim())) return false;
  const first = wordsOf(sentence)[0] ?? '';
  return EN_PAST.has(first);
}

/** "Safe" in a good night: a bedtime promise nobody asked for. */
export const SAFE_WORDS: Record<Locale, RegExp> = {
  en: /\bsafe(?:ly|ty)?\b/i,
  ru: /(?:^|[^\p{L}])(?:в )?безопасн\p{L}*/iu,
};
