/**
 * The critic pass: a second call scores a draft against the rubric the hand-written tales meet, and the
 * offline checks (the safety team's `checkStory`, plus a few of the AI path's own) run beside it. Each
 * shortfall is a note the writer can act on in its one revision, and a moderator can read.
 */
import { z } from 'zod';
import type { AgeCluster, Locale } from '@tt/contract';
import { chatJson, ProviderError, withinBudget, type CallBudget, type Endpoint } from '../openai/client.js';
import { answerSchema } from '../openai/schema.js';
import { checkStory } from '../safety/lexicon-safety.js';
import { masculineQuestions } from '../safety/story-checks.js';
import type { SceneBeat, StoryDraft, WriterInput } from '../types.js';
import { PLAN, type StoryBrief } from './chat-prompt.js';
import { NARRATOR } from './phrases.js';

const Judgement = z.object({ note: z.string(), ok: z.boolean() });
const CRITERIA = ['facts', 'arc', 'sentences', 'warmth', 'wording', 'questions', 'footnotes', 'parentNote'] as const;
type Criterion = (typeof CRITERIA)[number];
const Critique = z.object({
  criteria: z.object(Object.fromEntries(CRITERIA.map((c) => [c, Judgement])) as Record<Criterion, typeof Judgement>),
});
export const CRITIQUE_SCHEMA = answerSchema('story_critique', Critique);

const SENTENCES: Record<AgeCluster, string> = {
  upto3:
    'every sentence at most 8 words; short rhythmic lines with repetition and sound words, concrete things to point at',
  '4to5': 'every sentence at most 18 words, plain and concrete',
  '6to7': 'every sentence at most 22 words, clear and concrete',
};

function rubric(cluster: AgeCluster, locale: Locale): Record<Criterion, string> {
  const n = NARRATOR[locale].name;
  return {
    facts:
      'The story carries the facts of the beats (who, what happened, the feeling, who helped if anyone really did, why it matters) and invents nothing that contradicts the news item.',
    arc: `The scenes follow the plan for this age, and each scene's "beat" says what it really does: ${PLAN[cluster].scenes}`,
    sentences: `For ages ${PLAN[cluster].ages}: ${SENTENCES[cluster]}.`,
    warmth: `Warm and gentle, a bedtime story; the narrator ${n} stays in character, greets the child in the first scene and says good night in the last.`,
    wording:
      'Nothing scary, violent or sad, and no newsroom or agency phrasing ("Scientists have described…", "According to…", "Officials said…").',
    questions:
      locale === 'ru'
        ? 'Questions to the child fit the age and never assume a boy or a girl (no «Что бы ты сделал?»; «Как думаешь…?» is fine).'
        : 'Questions to the child fit the age and are easy to answer.',
    footnotes:
      cluster === 'upto3'
        ? 'Ages 1–3 need no footnote; any footnote has its word in its base form and a definition a toddler follows.'
        : "Each footnote title is the word in its base (dictionary) form, the word stands in a scene, and the text defines it at a child's level without using the word.",
    parentNote: `"whatHappened" tells the grown-up plainly what really happened; the two questions fit the age: ${PLAN[cluster].parent} No talk of the app, a subscription or any product.`,
  };
}

/** Newsroom and agency phrasing the tales never use: the story says what people or animals did. */
const NEWSROOM: Record<Locale, RegExp> = {
  en: /\b(scientists|researchers|experts|officials|authorities|reporters)\s+(have\s+|had\s+)?(described|reported|announced|stated|confirmed|said)\b|\baccording to\b/i,
  ru: /(учёные|ученые|эксперты|исследователи|власти|специалисты)\s+(описали|сообщили|заявили|объявили|подтвердили)|по данным|сообщается|по словам/i,
};

const ARC: SceneBeat[] = ['where', 'problem', 'attempt', 'help', 'resolution', 'why'];

/** Whether `wanted` stands in `beats` in this order (other beats may come between). */
const inOrder = (beats: (SceneBeat | undefined)[], wanted: SceneBeat[]) => {
  let at = 0;
  for (const beat of beats) if (beat === wanted[at]) at++;
  return at === wanted.length;
};

/** The checks that need no model: the safety team's, and the beats, phrasing and questions of this path. */
export function offlineShortfalls(
  draft: StoryDraft,
  locale: Locale,
  cluster: AgeCluster,
): { shortfalls: string[]; blocked: boolean } {
  const verdict = checkStory(draft, locale, cluster);
  const out = [...verdict.reasons];
  const beats = draft.scenes.map((s) => s.beat);
  if (beats.some((b) => !b)) out.push('every scene needs its beat');
  else {
    if (beats[0] !== 'hello') out.push('the first scene must be the narrator\'s "hello"');
    if (beats.at(-1) !== 'night') out.push('the last scene must be the narrator\'s "night"');
    // the safety team's checks may already say it (their arc has no "where" and "why"): said once is enough
    if (cluster === '6to7' && !inOrder(beats, ARC) && !out.some((r) => /\barc\b/.test(r)))
      out.push(`the arc is incomplete for ages 6–7: it needs the beats ${ARC.join(' → ')}, in this order`);
  }
  const texts = [draft.title, ...draft.scenes.map((s) => s.text), draft.parentNote.whatHappened];
  for (const text of texts) {
    const newsroom = text.match(NEWSROOM[locale]);
    if (newsroom) out.push(`newsroom phrasing, tell it as a story instead: "${newsroom[0]}"`);
  }
  if (cluster === '4to5' && !draft.scenes.slice(1, -1).some((s) => s.text.includes('?')))
    out.push('ages 4–5: a scene asks the child one question');
  if (locale === 'ru' && !out.some((r) => r.includes('assumes a boy')))
    for (const q of masculineQuestions([...draft.scenes.map((s) => s.text), ...draft.parentNote.questions]))
      out.push(`the question assumes a boy; ask it for any child: "${q}"`);
  return { shortfalls: out, blocked: verdict.verdict === 'block' };
}

export interface Review {
  /** What falls short, each a note the writer can act on; empty when the draft meets the standard. */
  shortfalls: string[];
  /** How far it falls short (a scary word weighs as much as ten other notes): the lower the better. */
  weight: number;
  /** Why the critic model could not judge (the offline checks still did). */
  unjudged?: string;
}

export async function review(
  endpoint: Endpoint,
  brief: StoryBrief,
  draft: StoryDraft,
  input: WriterInput,
  budget: CallBudget,
): Promise<Review> {
  const { shortfalls, blocked } = offlineShortfalls(draft, input.locale, input.ageCluster);
  let unjudged: string | undefined;
  try {
    const criteria = await judge(endpoint, brief, draft, input, budget);
    for (const c of CRITERIA) if (!criteria[c].ok) shortfalls.push(`${c}: ${criteria[c].note || 'falls short'}`);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    unjudged = err.message;
  }
  return { shortfalls, weight: shortfalls.length + (blocked ? 10 : 0), unjudged };
}

/** The critic model's judgement, asked once more when its answer is not well-formed. */
async function judge(
  endpoint: Endpoint,
  brief: StoryBrief,
  draft: StoryDraft,
  input: WriterInput,
  budget: CallBudget,
): Promise<z.infer<typeof Critique>['criteria']> {
  const lines = rubric(input.ageCluster, input.locale);
  const system = [
    `You are the editor of a bedtime news story for a child aged ${PLAN[input.ageCluster].ages}, in ${input.locale === 'ru' ? 'Russian' : 'English'}. Judge the draft against each criterion strictly, as the hand-written stories of the show would be judged.`,
    'For each criterion: "note" says exactly what to change (which scene, which sentence, what instead), or is empty; "ok" is true only when the criterion is fully met.',
    ...CRITERIA.map((c) => `- ${c}: ${lines[c]}`),
  ].join('\n');
  const user = `${brief.news}\n\nThe draft:\n${JSON.stringify(draft, null, 1)}`;
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const raw = await chatJson(endpoint, system, user, CRITIQUE_SCHEMA, withinBudget(budget)).catch((err: unknown) => {
      if (err instanceof ProviderError && err.transient && attempt === 0) return err;
      throw err;
    });
    if (raw instanceof ProviderError) {
      problem = raw.message;
      continue;
    }
    const parsed = Critique.safeParse(raw);
    if (parsed.success) return parsed.data.criteria;
    problem = `the critique was not well-formed (${parsed.error.issues[0]?.message ?? 'invalid'})`;
  }
  throw new ProviderError(`The critic gave no judgement: ${problem}`);
}
