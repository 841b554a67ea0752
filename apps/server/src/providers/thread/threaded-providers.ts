/**
 * The studio's providers in a thread of their own (issue 24 §6): drawing, speaking, composing and
 * encoding are seconds of CPU each, and on the web process's thread they held every page and call
 * behind them. The thread runs at a lower priority (provider-thread.ts); its answers come back as
 * messages, so a step's work never blocks a request. The same Providers interface either way: the
 * teams cannot tell.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StudioConfig } from '../../config.js';
import { createProviders, type Providers } from '../index.js';
import { PROVIDER_METHODS, type ProviderAnswer, type ProviderCall } from './protocol.js';

export interface ProviderThread {
  providers: Providers;
  /** Ends the thread; a call still running fails (its step is retried like any failed step). */
  close(): Promise<void>;
}

/**
 * Built, the thread's entry is provider-thread.js beside main.js in dist/. From the sources (tsx,
 * the tests) it is the .ts file beside this one, started through tsx's loader: a thread gets
 * neither a test runner's module loader nor, on Node 20, an `--import` flag.
 */
function startThread(config: StudioConfig): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./provider-thread.js', import.meta.url), { workerData: config });
  const entry = new URL('./provider-thread.ts', import.meta.url).href;
  // tsx's ESM entry (a require() resolves its CommonJS twin, which cannot register from an eval'd thread)
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: config });
}

/** A structured clone turns a Buffer into a Uint8Array: the teams expect Buffers back. */
function withBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(withBuffers);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBuffers(v)]));
  return value;
}

/**
 * The configured providers, each call answered by the thread. The thread starts with the first call
 * (a process that never makes a story never starts it), and a thread that died is started again by
 * the next call; the calls it held fail, and their steps are retried like any failed step.
 */
export function providerThread(config: StudioConfig): ProviderThread {
  // the same providers on this thread, never called: only to offer exactly the methods they have
  const shape = createProviders(config);
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 0;
  let worker: Worker | null = null;
  let closed = false;

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const thread = startThread(config);
    thread.on('message', (answer: ProviderAnswer) => {
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      if (answer.error) call.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
      else call.resolve(withBuffers(answer.value));
    });
    thread.on('error', (err) => failAll(new Error(`The studio's provider thread failed: ${err.message}`)));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error("The studio's provider thread has stopped"));
    });
    // an idle thread does not keep the process alive
    thread.unref();
    return (worker = thread);
  };

  const ask = (provider: ProviderCall['provider'], method: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) return reject(new Error("The studio's provider thread has stopped"));
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      started().postMessage({ id, provider, method, args } satisfies ProviderCall);
    });

  // an optional provider (feedDrafts) that is not configured stays absent here too
  const configured = (Object.keys(PROVIDER_METHODS) as (keyof Providers)[]).filter((provider) => shape[provider]);
  const providers = Object.fromEntries(
    configured.map((provider) => [
      provider,
      Object.fromEntries(
        PROVIDER_METHODS[provider]
          .filter((method) => typeof (shape[provider] as unknown as Record<string, unknown>)[method] === 'function')
          .map((method) => [method, (...args: unknown[]) => ask(provider, method, args)]),
      ),
    ]),
  ) as unknown as Providers;

  return {
    providers,
    async close() {
      closed = true;
      await worker?.terminate();
    },
  };
}
