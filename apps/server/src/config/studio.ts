/** The story studio: schedule, job workers, news feeds and the optional OpenAI-compatible endpoints. */
import type { Env } from './env-schema.js';
import { on } from './parse.js';

export interface OpenAiEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface StudioConfig {
  /** Publish finished stories without a moderator (default when not in production). */
  autoApprove: boolean;
  /** When the daily batch runs (cron, UTC). */
  dailyCron: string;
  /** Run job workers in this process. */
  workers: boolean;
  /** Generate demo stories on a first start with no stories. */
  demoStories: boolean;
  jobs: {
    expireInSeconds: number;
    /** A running step's hold on its task, renewed while it runs: a dead worker's step is taken up once it lapses. */
    leaseSeconds: number;
    pollingIntervalSeconds: number;
    maintenanceIntervalSeconds: number;
    retryLimit: number;
    retryDelaySeconds: number;
  };
  newsFeeds: string[];
  llm: (OpenAiEndpoint & { criticModel: string }) | null;
  images: OpenAiEndpoint | null;
  speech: (OpenAiEndpoint & { voice: string }) | null;
}

function endpoint(env: Env, prefix: 'LLM' | 'IMAGES' | 'SPEECH', defaultModel: string): OpenAiEndpoint | null {
  const baseUrl = env[`${prefix}_BASE_URL`];
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiKey: env[`${prefix}_API_KEY`] ?? '',
    model: env[`${prefix}_MODEL`] ?? defaultModel,
  };
}

export function studioConfig(env: Env, production: boolean): StudioConfig {
  const speech = endpoint(env, 'SPEECH', 'tts-1');
  const llm = endpoint(env, 'LLM', 'gpt-4o-mini');
  return {
    autoApprove: on(env.AUTO_APPROVE, !production),
    dailyCron: env.STORY_CRON ?? '0 5 * * *',
    workers: env.JOB_WORKERS !== 'false',
    demoStories: on(env.DEMO_STORIES, !production),
    jobs: {
      expireInSeconds: env.STEP_TIMEOUT_S,
      leaseSeconds: env.STEP_LEASE_S,
      pollingIntervalSeconds: env.JOB_POLL_S,
      maintenanceIntervalSeconds: env.JOB_MAINTENANCE_S,
      retryLimit: env.STEP_RETRIES,
      retryDelaySeconds: env.STEP_RETRY_DELAY_S,
    },
    newsFeeds: (env.NEWS_FEEDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    llm: llm ? { ...llm, criticModel: env.LLM_CRITIC_MODEL ?? llm.model } : null,
    images: endpoint(env, 'IMAGES', 'gpt-image-1'),
    speech: speech ? { ...speech, voice: env.SPEECH_VOICE ?? 'alloy' } : null,
  };
}
