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
  /** One line (at most 8 words) the narrator opens with, about this item: "Tonight my news is white and cold." */
  hook: string;
  /** One line (at most 8 words) before good night, back at the hero: "Mei is asleep on her snowy hill." */
  bedtime: string;
  /** Ages 1–3: 2–3 scenes of short rhythmic lines (each sentence at most 8 words), with repetition. */
  toddler: TaleScene[];
  /** Ages 4–5: 3–4 scenes: what happened as a small scene, a feeling, a question to the child. */
  small: TaleScene[];
  /**
   * Ages 6–7: exactly 6 scenes, in this order: where and who; the problem or wish; the attempt;
   * the help or the discovery; the resolution; why it matters (for this item, not in general).
   */
  arc: [TaleScene, TaleScene, TaleScene, TaleScene, TaleScene, TaleScene];
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
  /** Two prompts per cluster, each ending with "?". Russian ones never assume the child's gender. */
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
