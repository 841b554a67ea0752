/** The real narrator: an OpenAI-compatible /audio/speech endpoint; duration probed, word timings estimated. */
import { estimateWordTimings } from '@tt/contract';
import { probeDuration } from '../media/ffmpeg.js';
import { postJson, ProviderError, type Endpoint } from '../openai/client.js';
import type { NarratorProvider } from '../types.js';

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
      const duration = await probeDuration(data).catch((err: Error) => {
        throw new ProviderError(`The speech endpoint returned audio that cannot be read: ${err.message}`);
      });
      if (duration <= 0) throw new ProviderError('The speech endpoint returned empty audio');
      return {
        data,
        mime: 'audio/ogg',
        extension: 'ogg',
        duration: Math.round(duration * 100) / 100,
        words: estimateWordTimings(text, duration),
      };
    },
  };
}
