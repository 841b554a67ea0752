/** What the web process and the providers' thread say to each other. */
import type { Providers } from '../index.js';

/** Every method a provider may have; one missing on the configured provider is simply absent. */
export const PROVIDER_METHODS: Record<keyof Providers, readonly string[]> = {
  news: ['pick'],
  writer: ['write'],
  safety: ['check'],
  illustrator: ['illustrate'],
  narrator: ['narrate', 'narrateMany'],
  composer: ['compose'],
  feedDrafts: ['pick'],
};

export interface ProviderCall {
  id: number;
  provider: keyof Providers;
  method: string;
  args: unknown[];
}

export type ProviderAnswer =
  { id: number; value: unknown; error?: undefined } | { id: number; error: { name: string; message: string } };
