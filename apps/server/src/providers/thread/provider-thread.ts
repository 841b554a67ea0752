/**
 * The providers' own thread (threaded-providers.ts): builds the configured
 * providers from the studio configuration it is given and answers each call put to it. It lowers
 * its own priority first, so the web process's event loop and the system keep the upper hand: on
 * Linux a nice value set with pid 0 holds for the calling thread only, and ffmpeg runs it starts
 * inherit it.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { StudioConfig } from '../../config.js';
import { createProviders } from '../index.js';
import { PROVIDER_METHODS, type ProviderCall, type ProviderAnswer } from './protocol.js';

/** Below the web's 0, above nothing else: a story is still made on a machine with idle time. */
const NICE = 10;

try {
  os.setPriority(NICE);
} catch {
  // not allowed here (a container without the right): the thread still runs, at normal priority
}

const providers = createProviders(workerData as StudioConfig);
const port = parentPort!;

port.on('message', (call: ProviderCall) => {
  void answer(call).then((reply) => port.postMessage(reply));
});

async function answer({ id, provider, method, args }: ProviderCall): Promise<ProviderAnswer> {
  try {
    if (!PROVIDER_METHODS[provider]?.includes(method)) throw new Error(`No provider method ${provider}.${method}`);
    const target = providers[provider] as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
    return { id, value: await target[method]!.apply(target, args) };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    return { id, error: { name: error.name, message: error.message } };
  }
}
