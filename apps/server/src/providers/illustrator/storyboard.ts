/**
 * Plans a story's pictures before anything is drawn: the hero (one picture, the same in every scene),
 * what each scene's sentences name (the item's own draw list first, then the general list), the time
 * of day and its one sun or moon, the narrator's pose and a composition per scene chosen by its beat,
 * so that no two scenes of a story are framed the same way if it can be helped.
 */
import type { Locale } from '@tt/contract';
import { hashString, seeded } from '../random.js';
import { talesFor } from '../news/tales/index.js';
import type { DraftScene, NewsItem, SceneBeat, StoryDraft } from '../types.js';
import type { Place, TimeOfDay, Luminary } from './backdrop.js';
import { castOf, MOONS, plain, SUNS, type Cast } from './cast.js';
import { namedIn, placeForText, wordsFor, type Named } from './emoji.js';
import { poseFor } from './narrators.js';
import type { Composition, ScenePlan } from './scene-svg.js';
import { authoredSpecs, emojiOfSpec } from './authored.js';

const BACKGROUND: Record<string, Place> = {
  sea: 'sea',
  underwater: 'underwater',
  sky: 'sky',
  night: 'meadow',
  space: 'space',
  snow: 'snow',
  forest: 'forest',
  farm: 'farm',
  garden: 'garden',
  river: 'river',
  mountain: 'mountain',
  town: 'city',
};

/** The narrators' own animals: named with the narrator, never drawn as a second figure. */
const NARRATOR_ANIMAL: Record<Locale, string[]> = { en: ['🐁', '🐭'], ru: ['🦔'] };

/** The beats of a draft that carries none: hello first, good night last, where we are second. */
export function beatsOf(scenes: DraftScene[]): SceneBeat[] {
  const middle: SceneBeat[] = ['happened', 'detail', 'help', 'feeling', 'why', 'resolution'];
  return scenes.map((s, i) => {
    if (s.beat) return s.beat;
    if (i === 0) return 'hello';
    if (i === scenes.length - 1) return 'night';
    if (i === 1) return 'where';
    return middle[(i - 2) % middle.length]!;
  });
}

const PREFER: Record<SceneBeat, Composition[]> = {
  hello: ['meet'],
  where: ['wide', 'high', 'action'],
  happened: ['close', 'action', 'wide', 'high'],
  problem: ['close', 'action', 'wide', 'high'],
  attempt: ['action', 'close', 'wide', 'high'],
  help: ['duo', 'action', 'close'],
  detail: ['detail', 'close', 'action'],
  feeling: ['close', 'high', 'duo', 'action', 'detail'],
  resolution: ['high', 'wide', 'action', 'close', 'detail'],
  why: ['detail', 'high', 'wide', 'action'],
  night: ['sleep'],
};

const INDOORS =
  /(^|[^\p{L}])(room|kitchen|indoors|inside the|classroom|bedroom|hall$|hall[^\p{L}]|museum|library|комнат|кухн|в доме|в домике|в классе|в спальн|зал$|зал[еау]?[^\p{L}]|музе|библиотек)/u;
/** Big rooms with columns and a tall window. */
const HALLS = /(museum|hall$|hall[^\p{L}]|library|gallery|музе|зал$|зал[еау]?[^\p{L}]|библиотек|галере)/u;
const OUTDOORS =
  /(^|[^\p{L}])(outside|outdoors|garden|park|street|forest|field|meadow|beach|sea(?!\p{L})|river|sky(?!\p{L})|roof|крыш|улиц|сад[уе]?(?!\p{L})|парк|лес[уа]?(?!\p{L})|пол[ея](?!\p{L})|лугу?(?!\p{L})|пляж|мор[еяю](?!\p{L})|рек[аеиу](?!\p{L})|неб[оеау](?!\p{L})|во двор)/u;

function timeOf(text: string, beat: SceneBeat, setting: string | undefined): TimeOfDay {
  if (beat === 'night' || setting === 'night') return 'night';
  if (beat === 'hello') return 'evening';
  const lower = text.toLowerCase();
  if (/(night|moon|stars|asleep|ноч|лун|звёзд|звезд|уснул|спит)/u.test(lower)) return 'night';
  if (/(evening|sunset|dusk|вечер|закат)/u.test(lower)) return 'evening';
  if (/(morning|sunrise|dawn|woke|утр|рассвет|проснул)/u.test(lower)) return 'morning';
  return 'day';
}

interface Hero {
  cast: Cast;
  picture: string;
}

function heroOf(news: NewsItem, own: { picture: string; stems: string[] }[]): Hero | undefined {
  const candidates = [
    own[0]?.picture,
    namedIn(news.kid?.hero ?? '', [], news.locale)[0]?.picture,
    namedIn(`${news.tags.join(' ')} ${news.title}`, [], news.locale)[0]?.picture,
    namedIn(`${news.tags.join(' ')} ${news.title}`)[0]?.picture,
  ];
  for (const picture of candidates) {
    const cast = picture ? castOf(picture) : null;
    if (cast && !['fall', 'backdrop'].includes(cast.placement)) return { cast, picture: plain(picture!) };
  }
  return undefined;
}

export interface Storyboard {
  cover: ScenePlan;
  scenes: ScenePlan[];
  /** every emoji the pictures need, to load before composing */
  pictures: Set<string>;
}

export function storyboard(draft: StoryDraft, news: NewsItem, seed: number): Storyboard {
  const locale = news.locale;
  const tales = talesFor(news.id);
  const own = (tales?.draw ?? []).map((d) => ({ picture: d.picture, stems: d[locale] }));
  // a hero that is a skeleton is drawn as one, never as the live animal its list names
  if (own[0] && /skeleton|fossil/i.test(tales!.heroLooks)) own[0] = { ...own[0], picture: 'svg:skeleton' };
  const hero = heroOf(news, own);
  // an item without tales finds its hero by the general list's words for it
  const vocabulary = own.length || !hero ? own : [{ picture: hero.picture, stems: wordsFor(hero.picture, locale) }];
  const place: Place =
    (draft.setting && BACKGROUND[draft.setting]) || placeForText(`${news.kid?.place ?? ''} ${news.title}`);
  const base = (seed ^ hashString(news.id)) >>> 0;
  const pictures = new Set<string>();
  const narratorAnimals = NARRATOR_ANIMAL[locale].filter((p) => p !== hero?.picture);

  // a crowd of children must not hold a second copy of a child hero
  const withoutHero = (picture: string) =>
    hero && picture !== hero.picture && picture.includes(hero.picture) ? picture.replace(hero.picture, '🧑') : picture;
  const castsOf = (named: Named[]) =>
    named
      .filter((n) => n.picture !== hero?.picture && !narratorAnimals.includes(n.picture))
      .map((n) => castOf(withoutHero(n.picture)))
      .filter((c): c is Cast => c !== null);

  const skyHero = !!hero && (SUNS.has(hero.picture) || MOONS.has(hero.picture));
  const skyOf = (named: Named[], time: TimeOfDay, withHero = false): [TimeOfDay, Luminary] => {
    // a sun or moon hero is the sky's one sun or moon
    if (withHero && skyHero)
      return MOONS.has(hero!.picture)
        ? [time === 'day' ? 'evening' : time, 'none']
        : [time === 'night' ? 'evening' : time, 'none'];
    if (named.some((n) => MOONS.has(n.picture))) return [time === 'day' ? 'evening' : time, 'moon'];
    if (named.some((n) => SUNS.has(n.picture))) return [time === 'night' ? 'evening' : time, 'sun'];
    if (place === 'underwater' || place === 'space') return [time, 'none'];
    return [time, time === 'night' ? 'moon' : 'sun'];
  };

  const footnoteWord = draft.footnotes[0]?.titleInSource.toLowerCase();
  // a story told in a room (a museum, a library) stays inside unless a scene goes out
  // (a scene that names a room and the outdoors too — "a garden on the library's roof" — is outside)
  const indoorsOnly = (text: string) => INDOORS.test(text) && !OUTDOORS.test(text);
  const storyIndoors = draft.scenes.filter((s) => indoorsOnly(s.text.toLowerCase())).length >= 2;
  const allText = draft.scenes.map((s) => s.text.toLowerCase()).join(' ');
  const beats = beatsOf(draft.scenes);
  const used = new Map<Composition, number>();
  let previous: Composition | undefined;
  const authored = authoredSpecs(draft.scenes, news);

  const scenes = draft.scenes.map((scene, i): ScenePlan => {
    const beat = beats[i]!;
    const named = namedIn(scene.text, vocabulary, locale);
    const heroNamed = !!hero && named.some((n) => n.picture === hero.picture);
    const withHero = !!hero && (heroNamed || (beat !== 'hello' && beat !== 'night'));
    const things = castsOf(named);
    const standing = things.filter((t) => !['backdrop', 'sky', 'fall'].includes(t.placement));
    const helper = standing.find((t) => t.alive);
    // a detail shows one object large: the footnote's thing if it is an object, else the first object named
    const at = footnoteWord ? scene.text.toLowerCase().indexOf(footnoteWord) : -1;
    const byFootnote =
      at >= 0
        ? named
            .map((n) => ({ n, cast: standing.find((t) => plain(t.picture) === n.picture) }))
            .filter((x) => x.cast)
            .sort((a, b) => Math.abs(a.n.at - at) - Math.abs(b.n.at - at))[0]?.cast
        : undefined;
    const objects = standing.filter((t) => !t.alive);
    const footnoteObject = byFootnote && !byFootnote.alive ? byFootnote : undefined;
    const heroCast = withHero ? hero!.cast : undefined;
    const focus =
      beat === 'detail' ? (footnoteObject ?? objects[0] ?? byFootnote ?? heroCast) : (footnoteObject ?? heroCast);

    const text = scene.text.toLowerCase();
    const inside =
      beat !== 'hello' &&
      beat !== 'night' &&
      (indoorsOnly(text) || (storyIndoors && beat !== 'why' && !OUTDOORS.test(text)));
    const indoor = inside ? (HALLS.test(storyIndoors ? allText : text) ? 'hall' : 'room') : undefined;
    const prefer = PREFER[beat];
    const afloat = hero && (hero.cast.placement === 'swim' || hero.cast.placement === 'float');
    const possible = prefer.filter(
      (c) =>
        (c !== 'detail' || focus) && (c !== 'duo' || (helper && withHero)) && (c !== 'high' || (!afloat && !indoor)),
    );
    const options: Composition[] = possible.length ? possible : ['action'];
    const composition = options.find((c) => !used.has(c)) ?? options.find((c) => c !== previous) ?? options[0]!;
    const variant = used.get(composition) ?? 0;
    used.set(composition, variant + 1);
    previous = composition;

    const [time, luminary] = skyOf(named, timeOf(scene.text, beat, draft.setting), withHero && beat !== 'night');
    things.forEach((t) => pictures.add(t.drawn));
    const spec = authored[i];
    if (spec) emojiOfSpec(spec).forEach((e) => pictures.add(e));
    return {
      composition,
      place,
      time,
      luminary,
      hero: withHero ? hero!.cast : undefined,
      things,
      focus,
      helper,
      narrator: { locale, pose: poseFor(beat, i) },
      indoor,
      portrait: beat === 'night' && heroNamed,
      variant,
      fallbacks: options.filter((c) => c !== composition),
      random: seeded(base + i * 7919),
      ...(spec && { authored: { spec, seed: base + i * 7919 }, fallbacks: [] }),
    };
  });

  // the cover: the hero large, standing in the story's setting, with what the title names
  const coverNamed = namedIn(`${draft.title}. ${news.title}`, vocabulary, locale);
  const [coverTime, coverLuminary] = skyOf(coverNamed, draft.setting === 'night' ? 'night' : 'day', true);
  const coverThings = castsOf(coverNamed);
  coverThings.forEach((t) => pictures.add(t.drawn));
  const cover: ScenePlan = {
    composition: hero ? 'close' : 'meet',
    place,
    time: coverTime,
    luminary: coverLuminary,
    hero: hero?.cast,
    things: coverThings,
    narrator: { locale, pose: 'wave' },
    variant: 0,
    fallbacks: [],
    random: seeded(base ^ 0x5bd1e995),
  };
  if (hero) pictures.add(hero.cast.drawn);
  // a crowd's members are pictures of their own; our own drawings ("skeleton") need no emoji
  for (const p of [...pictures]) {
    if (/^[\x20-\x7e]+$/.test(p)) pictures.delete(p);
    else for (const g of new Intl.Segmenter().segment(p)) pictures.add(g.segment);
  }
  return { cover, scenes, pictures };
}
