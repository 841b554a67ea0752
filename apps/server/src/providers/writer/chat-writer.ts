/**
 * The real writer: an OpenAI-compatible chat-completions endpoint with JSON-schema output. It drafts
 * from the brief (chat-prompt.ts), a critic pass scores the draft (critic.ts), and a draft that falls
 * short gets one revision with the critic's notes; the better of the two goes on, and what is still
 * short is written into `writerNotes` for the moderator. When the endpoint fails (no answer, HTTP errors,
 * no valid answer after three tries) the offline writer writes the story and says so in `writerNotes`.
 */
import { chatJson, InvalidAnswerError, ProviderError, withinBudget } from '../openai/client.js';
import type { CallBudget, Endpoint } from '../openai/client.js';
import type { StoryDraft, WriterInput, WriterProvider } from '../types.js';
import { storyBrief, type StoryBrief } from './chat-prompt.js';
import { review, type Review } from './critic.js';
import { DRAFT_SCHEMA, DraftSchema, type DraftAnswer } from './draft-schema.js';
import { createTemplateWriter } from './template-writer.js';

export interface ChatWriterOptions {
  fetch?: typeof fetch;
  /** Tries per draft when the endpoint fails or answers with no valid story (3). */
  attempts?: number;
  /** All the calls of one story (a studio step times out at 300 s by default): 240 s. */
  budgetMs?: number;
  perCallMs?: number;
  /** Writes the story when the endpoint fails: the offline template writer. */
  fallback?: WriterProvider;
  /** The model that judges the drafts (`LLM_CRITIC_MODEL`): the writer's own when not given. */
  criticModel?: string;
}

/** A draft as the model wrote it: the story, with the beats it was told from. */
type Written = StoryDraft & Pick<DraftAnswer, 'beats'>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One draft: asked again (up to `attempts` in all) when the endpoint fails or the answer is not a story. */
async function writeDraft(
  endpoint: Endpoint,
  brief: StoryBrief,
  input: WriterInput,
  request: string,
  budget: CallBudget,
  attempts: number,
): Promise<Written> {
  let problem = '';
  let invalid = false;
  for (let attempt = 0; attempt < attempts; attempt++) {
    let raw: unknown;
    try {
      const ask = invalid ? `${request}\n\nYour last answer was invalid: ${problem}. Answer again.` : request;
      raw = await chatJson(endpoint, brief.system, ask, DRAFT_SCHEMA, withinBudget(budget));
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      if (!err.transient) throw problem ? new ProviderError(`${err.message}, after: ${problem}`) : err;
      [problem, invalid] = [err.message, err instanceof InvalidAnswerError];
      if (!invalid && attempt + 1 < attempts) await pause(300 * (attempt + 1));
      continue;
    }
    const parsed = DraftSchema.safeParse(raw);
    if (parsed.success) return withHero(parsed.data, brief, input);
    [problem, invalid] = [parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), true];
  }
  throw new ProviderError(`The writer gave no valid story after ${attempts} attempts (${problem})`);
}

/** The tales' look of the hero wins over the model's, so every bundled item's hero is drawn one way. */
function withHero(answer: DraftAnswer, brief: StoryBrief, input: WriterInput): Written {
  if (!brief.heroLooks) return answer;
  const name = answer.hero?.name ?? input.news.kid?.hero ?? input.news.title;
  return { ...answer, hero: { name, looks: brief.heroLooks } };
}

function revisionRequest(brief: StoryBrief, draft: Written, critique: Review): string {
  return [
    brief.news,
    `Your draft:\n${JSON.stringify(draft, null, 1)}`,
    `The editor's notes:\n${critique.shortfalls.map((s) => `- ${s}`).join('\n')}`,
    'Write the whole story again: keep what works, and fix every note.',
  ].join('\n\n');
}

/** The story as it goes on: without the beats, with what a moderator should know. */
function finish(written: Written, critique: Review, notes: string[]): StoryDraft {
  const { beats: _beats, ...draft } = written;
  const all = [
    ...notes,
    ...(critique.shortfalls.length ? [`Still short of the standard: ${critique.shortfalls.join('; ')}`] : []),
    ...(critique.unjudged ? [`The critic could not judge the story: ${critique.unjudged}`] : []),
  ];
  return all.length ? { ...draft, writerNotes: all } : draft;
}

export function createChatWriter(endpoint: Endpoint, opts: ChatWriterOptions = {}): WriterProvider {
  const attempts = opts.attempts ?? 3;
  const fallback = opts.fallback ?? createTemplateWriter();
  // a model does not judge its own draft as well as another one does, so the critic may be a different model
  const critic: Endpoint = { ...endpoint, model: opts.criticModel ?? endpoint.model };
  return {
    async write(input): Promise<StoryDraft> {
      const brief = storyBrief(input);
      const budget: CallBudget = {
        until: Date.now() + (opts.budgetMs ?? 240_000),
        perCallMs: opts.perCallMs ?? 90_000,
        fetch: opts.fetch,
      };
      let first: Written;
      try {
        first = await writeDraft(endpoint, brief, input, brief.news, budget, attempts);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        const draft = await fallback.write(input);
        const note = `Written by the offline writer: the story model failed (${err.message})`;
        return { ...draft, writerNotes: [...(draft.writerNotes ?? []), note] };
      }
      const firstReview = await review(critic, brief, first, input, budget);
      if (!firstReview.shortfalls.length) return finish(first, firstReview, []);

      let second: Written;
      try {
        second = await writeDraft(endpoint, brief, input, revisionRequest(brief, first, firstReview), budget, attempts);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        return finish(first, firstReview, [`The revision failed, so the first draft is kept (${err.message})`]);
      }
      const secondReview = await review(critic, brief, second, input, budget);
      if (secondReview.weight <= firstReview.weight) return finish(second, secondReview, []);
      return finish(first, firstReview, ['The revision fell further short, so the first draft is kept']);
    },
  };
}
