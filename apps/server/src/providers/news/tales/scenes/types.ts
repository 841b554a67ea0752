/**
 * What a scene's picture must show, written by hand beside the item's tellings (one file per item, named
 * like the item's file in ../items). The illustrator lays a picture out from it: who is there and of
 * what species, where each stands in relation to the others (a cat *in* the tree, apples *on* it, *two*
 * rainbows), the time of day, the weather and each character's feeling. `see` names what must be seen;
 * the check over the bundled set proves that each is drawn.
 */

/** What a character feels, shown on its face. */
export type Feeling = 'calm' | 'happy' | 'worried' | 'sleepy' | 'surprised';

export type TimeOfDay = 'morning' | 'day' | 'evening' | 'night';

/** "clear" after rain means the rain has stopped: no rain is drawn. */
export type Weather = 'clear' | 'cloudy' | 'rain' | 'snow' | 'wind';

/** Where the scene happens; outdoors unless it is a room, a hall or a bedroom. */
export type Where =
  | 'meadow'
  | 'garden'
  | 'orchard'
  | 'street'
  | 'town'
  | 'forest'
  | 'mountain'
  | 'pond'
  | 'sea'
  /** Under the sea: water all round, sand below, no sky (a coral garden, a diver). */
  | 'underwater'
  | 'snow'
  | 'farm'
  | 'zoo'
  | 'barn'
  | 'room'
  | 'bedroom'
  | 'school'
  /** the Moon or another planet: grey or red dusty ground under a dark sky of stars */
  | 'space';

/** A character or thing in the picture. */
export interface SpecThing {
  /** Unique in the scene: the element id of its drawing is derived from it ("see-cat", "see-apples-2"). */
  id: string;
  /** Its species or kind: a key of the illustrator's catalogue ("cat", "apple-tree", "giraffe", "girl"). */
  is: string;
  /** How many there are ("two rainbows": 2); each one is drawn. */
  count?: number;
  /** Colour words and marks for the picture and the image prompt: "ginger", "red", "white tip on the tail". */
  look?: string;
  /** Young of its kind (a lamb, a calf, a foal): drawn smaller than a grown-up of the species. */
  young?: boolean;
  /** What it feels (characters only): its face shows it. */
  feeling?: Feeling;
  /** What it does, in a few words, when it is not obvious from its relation: "mewing", "neck bent down". */
  doing?: string;
  /** A pose the drawing knows: a giraffe's neck bent down, a frog's throat puffed up, asleep lying down. */
  pose?: 'neck-down' | 'throat-puffed' | 'lying' | 'climbing' | 'waving';
  /** A book, a poster or a camera screen showing this kind: «книжка с лисёнком» is a book showing a fox. */
  shows?: string;
  on?: string;
  in?: string;
  under?: string;
  beside?: string;
  /** The id of what it holds (in its hands, paws or mouth). */
  holding?: string;
}

/** One scene's picture. */
export interface SceneSpec {
  /** What happens, in one English sentence: for the image prompt and the review sheet. */
  doing: string;
  where: Where;
  time: TimeOfDay;
  weather: Weather;
  things: SpecThing[];
  /** The ids of things that must be seen (every copy of a counted thing). */
  see: string[];
}

/** The pictures of one telling, one spec per scene in order; Russian ones where its scenes differ. */
export interface TellingScenes {
  toddler: SceneSpec[];
  small: SceneSpec[];
  arc: SceneSpec[];
  /** The last picture: who the bedtime line says is asleep, and where. */
  bedtime: SceneSpec;
}

export interface ItemScenes {
  en: TellingScenes;
  /** Where the Russian telling's scenes differ: per telling, the whole list or single scenes by index. */
  ru?: {
    [K in keyof TellingScenes]?: K extends 'bedtime' ? SceneSpec : SceneSpec[] | Record<number, SceneSpec>;
  };
}
