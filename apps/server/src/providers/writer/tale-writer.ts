/**
 * A bundled item's story from its hand-written tale (news/tales): the narrator's greeting and the
 * tale's hook, the telling for the age cluster, then the tale's bedtime line and a good night.
 * Ages 1–3 hear the rhythmic toddler scenes, 4–5 the small scene with a feeling and a question,
 * 6–7 the arc (five to seven scenes, each with its beat).
 */
import type { AgeCluster, Locale } from '@tt/contract';
import type { ArcScene, ItemTales, Tale, TaleScene } from '../news/tales/index.js';
import type { DraftFootnote, DraftScene, SceneBeat, StoryDraft } from '../types.js';
import { frameFor } from './frame.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ARC_BEATS: SceneBeat[] = ['where', 'problem', 'attempt', 'help', 'resolution', 'why'];

/** Each arc scene's beat: said by the scene, or by its place in a plain six-scene arc. */
export const arcBeats = (arc: ArcScene[]): SceneBeat[] =>
  arc.map((s, i) => s.beat ?? (arc.length === ARC_BEATS.length ? ARC_BEATS[i]! : 'detail'));

function telling(tale: Tale, cluster: AgeCluster): DraftScene[] {
  const scene = ({ title, text }: TaleScene, beat: SceneBeat): DraftScene => ({ title, text, beat });
  if (cluster === 'upto3') return tale.toddler.map((s) => scene(s, 'happened'));
  if (cluster === '4to5')
    return tale.small.map((s, i, all) => scene(s, i === 0 ? 'happened' : i === all.length - 1 ? 'feeling' : 'detail'));
  const beats = arcBeats(tale.arc);
  return tale.arc.map((s, i) => scene(s, beats[i]!));
}

/** The footnote where its word stands in the story, titled by the word's base form. */
function footnotes(tale: Tale, scenes: DraftScene[]): DraftFootnote[] {
  const text = scenes.map((s) => s.text).join(' ');
  const at = text.toLowerCase().indexOf(tale.footnote.inText.toLowerCase());
  if (at < 0) return [];
  return [
    {
      title: capital(tale.footnote.word),
      titleInSource: text.slice(at, at + tale.footnote.inText.length),
      text: tale.footnote.explanation,
    },
  ];
}

/** The line back at the hero: the toddler's own when the usual one names someone they never met. */
export const bedtimeFor = (tale: Tale, cluster: AgeCluster) =>
  cluster === 'upto3' ? (tale.toddlerBedtime ?? tale.bedtime) : tale.bedtime;

export function taleDraft(
  tales: ItemTales,
  opts: { locale: Locale; cluster: AgeCluster; index: number },
): Omit<StoryDraft, 'mood' | 'setting'> {
  const tale = tales[opts.locale];
  const frame = frameFor(opts.locale, opts.cluster, opts.index);
  const body = telling(tale, opts.cluster);
  const used = new Set(body.map((s) => s.title?.toLowerCase()));
  // a frame title the telling has already would name two scenes alike: the next one in its list instead
  const free = (title: (f: typeof frame) => string) => {
    for (let k = 0; k < 50; k++) {
      const t = title(frameFor(opts.locale, opts.cluster, opts.index + k));
      if (!used.has(t.toLowerCase())) return t;
    }
    return title(frame);
  };
  const scenes: DraftScene[] = [
    { title: free((f) => f.helloTitle), text: `${frame.greeting} ${tale.hook}`, beat: 'hello' },
    ...body,
    { title: free((f) => f.nightTitle), text: `${bedtimeFor(tale, opts.cluster)} ${frame.goodNight}`, beat: 'night' },
  ];
  return {
    title: tale.title,
    scenes,
    footnotes: footnotes(tale, scenes),
    parentNote: { whatHappened: tale.whatHappened, questions: [...tale.parent[opts.cluster]] },
    hero: { name: tale.beats.who, looks: tales.heroLooks },
  };
}
