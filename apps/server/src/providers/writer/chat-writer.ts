/**
 * The real writer: an OpenAI-compatible chat-completions endpoint with JSON-schema output,
 * validated against the draft schema and asked again (up to three times) when invalid.
 */
import { z } from 'zod';
import type { AgeCluster } from '@tt/contract';
import { chatJson, ProviderError, type Endpoint } from '../openai/client.js';
import { CRAFT, checkCraft } from '../safety/story-checks.js';
import type { StoryDraft, WriterInput, WriterProvider } from '../types.js';
import { NARRATOR } from './phrases.js';
import { SETTINGS, settingFor } from './settings.js';

const SCENES: Record<AgeCluster, [number, number]> = { upto3: [4, 5], '4to5': [5, 7], '6to7': [7, 9] };
const AIM: Record<AgeCluster, string> = {
  upto3: '4 or 5 scenes of one or two very short sentences',
  '4to5': 'about 6 scenes of two sentences',
  '6to7': 'about 8 scenes of two or three sentences (60 to 120 seconds read aloud)',
};

export const DraftSchema = z.object({
  title: z.string().min(1).max(120),
  scenes: z
    .array(z.object({ title: z.string().max(80).optional(), text: z.string().min(1).max(600) }))
    .min(4)
    .max(9),
  footnotes: z
    .array(z.object({ title: z.string().min(1), titleInSource: z.string().min(1), text: z.string().min(1).max(300) }))
    .max(3),
  parentNote: z.object({ whatHappened: z.string().min(1), questions: z.array(z.string().min(1)).length(2) }),
  mood: z.enum(['calm', 'happy', 'curious', 'cozy']),
  setting: z.enum(SETTINGS).optional(),
});

const JSON_SCHEMA = {
  name: 'story_draft',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'scenes', 'footnotes', 'parentNote', 'mood', 'setting'],
    properties: {
      title: { type: 'string' },
      scenes: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'text'],
          properties: { title: { type: 'string' }, text: { type: 'string' } },
        },
      },
      footnotes: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'titleInSource', 'text'],
          properties: { title: { type: 'string' }, titleInSource: { type: 'string' }, text: { type: 'string' } },
        },
      },
      parentNote: {
        type: 'object',
        additionalProperties: false,
        required: ['whatHappened', 'questions'],
        properties: { whatHappened: { type: 'string' }, questions: { type: 'array', items: { type: 'string' } } },
      },
      mood: { type: 'string', enum: ['calm', 'happy', 'curious', 'cozy'] },
      setting: { type: 'string', enum: [...SETTINGS] },
    },
  },
};

/** The same story grammar the offline writer follows, as rules for the model (checked by checkCraft). */
export function prompt(input: WriterInput): { system: string; user: string } {
  const rules = CRAFT[input.ageCluster];
  const language = input.locale === 'ru' ? 'Russian' : 'English';
  const narrator = NARRATOR[input.locale];
  const setting = settingFor(input.news.tags, `${input.news.title} ${input.news.summary}`);
  return {
    system: [
      `You write tonight's news story for a child (age group ${input.ageCluster}) in ${language}: a warm, gentle, true fairy tale, never violent or frightening.`,
      `The narrator is always ${narrator.looks}; ${narrator.name} greets the child in the first scene and says good night in the last.`,
      'Follow the arc: where we are → what happened → who helped or why it matters → a warm, reassuring ending (good night, sweet dreams).',
      `Write ${AIM[input.ageCluster]}: ${rules.scenes[0]} to ${rules.scenes[1]} scenes, every sentence at most ${rules.maxWordsPerSentence} words, ${rules.words[0]} to ${rules.words[1]} words in all.`,
      `Choose the setting from: ${SETTINGS.join(', ')} (probably "${setting}"), and use only words that belong there: nothing under the sea has wind or birds, nothing in space has rain.`,
      'Every scene has its own short title, no two alike. Never say the same sentence twice.',
      'Add footnotes for up to three hard words: titleInSource is the word exactly as it appears in a scene; the footnote text explains it in simple words WITHOUT using the word itself.',
      'parentNote.whatHappened retells the real news plainly for the parent; give exactly two questions to talk about, each ending with "?".',
    ].join(' '),
    user: `News item: ${input.news.title}\n${input.news.summary}`,
  };
}

export function createChatWriter(
  endpoint: Endpoint,
  opts: { fetch?: typeof fetch; attempts?: number } = {},
): WriterProvider {
  return {
    async write(input): Promise<StoryDraft> {
      const { system, user } = prompt(input);
      const [min, max] = SCENES[input.ageCluster];
      let problem = '';
      let checked: StoryDraft | null = null;
      for (let attempt = 0; attempt < (opts.attempts ?? 3); attempt++) {
        const raw = await chatJson(
          endpoint,
          system,
          problem ? `${user}\n\nYour last answer was invalid: ${problem}. Answer again.` : user,
          JSON_SCHEMA,
          opts,
        ).catch((err: unknown) => {
          if (err instanceof ProviderError && /not valid JSON|no message/.test(err.message)) return err;
          throw err;
        });
        if (raw instanceof Error) {
          problem = raw.message;
          continue;
        }
        const parsed = DraftSchema.safeParse(raw);
        if (!parsed.success) {
          problem = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
          continue;
        }
        const text = parsed.data.scenes.map((s) => s.text).join(' ');
        const count = parsed.data.scenes.length;
        if (count < min || count > max) problem = `write ${min} to ${max} scenes, not ${count}`;
        else if (parsed.data.footnotes.some((f) => !text.includes(f.titleInSource)))
          problem = 'every footnote titleInSource must appear in a scene';
        else {
          // The same quality checks the safety team runs: ask again; the last well-formed story goes
          // on regardless, and the safety step sends it to moderation with the reasons.
          const craft = checkCraft(parsed.data, input.locale, input.ageCluster);
          if (!craft.length) return parsed.data;
          checked = parsed.data;
          problem = craft.join('; ');
        }
      }
      if (checked) return checked;
      throw new ProviderError(`The writer gave no valid story after ${opts.attempts ?? 3} attempts (${problem})`);
    },
  };
}
