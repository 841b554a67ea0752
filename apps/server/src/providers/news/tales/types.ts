/**
 * A bundled news item told for children, written for Tiny Tidings by hand in each language (never a
 * line-by-line translation): the beats of the news, then a telling per age cluster, the footnote and
 * the parent note. The offline writer frames these with its narrator (Pip in English, Тиша in
 * Russian); the AI writer gets the beats as its brief.
 */

export interface TaleScene {
  title: string;
  text: string;
}

/** The parts of an older child's arc, in the order a telling may take them. */
export type ArcBeat = 'where' | 'problem' | 'attempt' | 'help' | 'resolution' | 'why';

/** A scene of the 6–7 arc; its beat is said when the arc is not the plain six in order. */
export interface ArcScene extends TaleScene {
  beat?: ArcBeat;
}

/** The facts of the news at a child's level. */
export interface TaleBeats {
  /** Who the news is about: "a panda cub called Mei at a zoo in China". */
  who: string;
  /** What happened, in one plain sentence. */
  what: string;
  /** The feeling at the heart of it: "surprised, then delighted". */
  feeling: string;
  /** Who helped, only when someone really did; null otherwise. */
  helped: string | null;
  /** Why this particular news matters, in one sentence a child can follow. */
  why: string;
}

export interface Tale {
  title: string;
  beats: TaleBeats;
  /**
   * One line (at most 8 words) the narrator says after the greeting, about this item, in a way of its
   * own: "Guess who saw snow for the very first time?" (no opening shared by over 10 % of the set).
   */
  hook: string;
  /** One line (at most 8 words) before good night, back at the hero: "Mei curls up, round as a snowball." */
  bedtime: string;
  /** The line before good night for ages 1–3 when `bedtime` names someone the toddler telling never met. */
  toddlerBedtime?: string;
  /** Ages 1–3: 2–3 scenes of short rhythmic lines (each sentence at most 8 words), with repetition. */
  toddler: TaleScene[];
  /** Ages 4–5: 3–4 scenes: what happened as a small scene, a feeling, a question to the child. */
  small: TaleScene[];
  /**
   * Ages 6–7: 5 to 7 scenes. Six without beats are, in this order: where and who; the problem or
   * wish; the attempt; the help or the discovery; the resolution; why it matters (for this item, not
   * in general). Any other shape says each scene's beat (the problem, attempt, help and resolution
   * in that order; where first when it has a scene of its own; why anywhere after the problem).
   */
  arc: ArcScene[];
  footnote: {
    /** The headword in its base (dictionary) form: "keeper", «смотритель». */
    word: string;
    /** The word exactly as it stands in the `small` and `arc` texts: "keeper's", «смотрителя». */
    inText: string;
    /** A child-level definition that does not repeat the word. */
    explanation: string;
  };
  /** For the grown-up: what really happened, 1–2 plain sentences. */
  whatHappened: string;
  /**
   * Two prompts per cluster, each ending with "?", naming only what that cluster's telling says (a
   * toddler's parent is never asked about a scene only the 6–7 telling has). Russian ones never
   * assume the child's gender.
   */
  parent: {
    /** pointing and naming: "Can you find the panda's black ears?" */
    upto3: [string, string];
    /** feelings: "How do you think Mei felt when…?" */
    '4to5': [string, string];
    /** a why/how question, then a thing to try or look up together, asked as a question. */
    '6to7': [string, string];
  };
}

/** Something a scene may name that a picture can show. */
export interface DrawThing {
  /** A Twemoji / OpenMoji character, or "svg:<name>" for one of the illustrator's own drawings. */
  picture: string;
  /** Lower-case word starts that name it in the English texts ("ladybird", "snowball"). */
  en: string[];
  /** Lower-case word starts (stems) that name it in the Russian texts («божь», «снеж»). */
  ru: string[];
}

export interface ItemTales {
  en: Tale;
  ru: Tale;
  /** The hero's look, in English, for every picture of the story (the character sheet). */
  heroLooks: string;
  /** The drawable things of this item's texts; the first is the hero. */
  draw: DrawThing[];
}
