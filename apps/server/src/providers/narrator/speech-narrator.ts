/** The real narrator: an OpenAI-compatible /audio/speech endpoint; the audio decoded, the text aligned to it. */
import { decodePcm } from '../media/ffmpeg.js';
import { postJson, ProviderError, type Endpoint } from '../openai/client.js';
import type { NarratorProvider } from '../types.js';
import { alignWords } from './align.js';

const RATE = 16_000;

export function createSpeechNarrator(
  endpoint: Endpoint & { voice: string },
  opts: { fetch?: typeof fetch } = {},
): NarratorProvider {
  return {
    async narrate({ text }) {
      const res = await postJson(
        endpoint,
        '/audio/speech',
        { model: endpoint.model, input: text, voice: endpoint.voice, response_format: 'opus' },
        opts,
      );
      const data = Buffer.from(await res.arrayBuffer());
      const pcm = await decodePcm(data, RATE).catch((err: Error) => {
        throw new ProviderError(`The speech endpoint returned audio that cannot be read: ${err.message}`);
      });
      const duration = pcm.length / RATE;
      if (duration <= 0) throw new ProviderError('The speech endpoint returned empty audio');
      return {
        data,
        mime: 'audio/ogg',
        extension: 'ogg',
        duration: Math.round(duration * 100) / 100,
        words: alignWords(text, pcm, RATE),
      };
    },
  };
}
