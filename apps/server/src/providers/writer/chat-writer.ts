/**
 * The real writer: an OpenAI-compatible chat-completions endpoint with JSON-schema output,
 * validated against the draft schema and asked again (up to three times) when invalid.
 */
import { z } from 'zod';
import type { AgeCluster } from '@tt/contract';
import { chatJson, ProviderError, type Endpoint } from '../openai/client.js';
import type { StoryDraft, WriterInput, WriterProvider } from '../types.js';

const SCENES: Record<AgeCluster, [number, number]> = { upto3: [4, 4], '4to5': [5, 6], '6to7': [6, 8] };

export const DraftSchema = z.object({
  title: z.string().min(1).max(120),
  scenes: z
    .array(z.object({ title: z.string().max(80).optional(), text: z.string().min(1).max(600) }))
    .min(4)
    .max(8),
  footnotes: z
    .array(z.object({ title: z.string().min(1), titleInSource: z.string().min(1), text: z.string().min(1).max(300) }))
    .max(3),
  parentNote: z.object({ whatHappened: z.string().min(1), questions: z.array(z.string().min(1)).length(2) }),
  mood: z.enum(['calm', 'happy', 'curious', 'cozy']),
});

const JSON_SCHEMA = {
  name: 'story_draft',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'scenes', 'footnotes', 'parentNote', 'mood'],
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
    },
  },
};

function prompt(input: WriterInput): { system: string; user: string } {
  const [min, max] = SCENES[input.ageCluster];
  const language = input.locale === 'ru' ? 'Russian' : 'English';
  return {
    system:
      `You write a daily news story for a child (age group ${input.ageCluster}) in ${language}, as a warm, gentle, non-scary fairy tale. ` +
      `Write ${min === max ? min : `${min} to ${max}`} scenes; the youngest get very short sentences and simple words, older children a little more. ` +
      'Nothing violent or frightening. End with a reassuring scene. Add footnotes for up to three hard words; each titleInSource must appear verbatim in a scene. ' +
      'parentNote.whatHappened retells the real news plainly for the parent; give exactly two questions to talk about.',
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
        else return parsed.data;
      }
      throw new ProviderError(`The writer gave no valid story after ${opts.attempts ?? 3} attempts (${problem})`);
    },
  };
}
