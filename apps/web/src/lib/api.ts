/**
 * The client side of the contract: POST /api/<path> with the token and fingerprint, a 60 s
 * timeout, three retries 1 s apart on network failures (code 20), and catalogue errors.
 */
import { errorKeyForCode, isProblem, problemMessage, TIMINGS, type CallInput, type CallOutput, type CallPath, type FieldError } from '@tt/contract';
import { storage } from './storage';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly key: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

type Listener = () => void;
const slowListeners = new Set<Listener>();
let lastSlowNotice = -Infinity;

/** Called when a request has to be retried; the app shows the "takes longer" toast. */
export function onSlowLoading(listener: Listener): () => void {
  slowListeners.add(listener);
  return () => slowListeners.delete(listener);
}

function noticeSlow(): void {
  const now = Date.now();
  if (now - lastSlowNotice < TIMINGS.slowNoticeEveryMs) return;
  lastSlowNotice = now;
  slowListeners.forEach((l) => l());
}

/** For tests: forget when the last notice was shown. */
export function resetSlowNotice(): void {
  lastSlowNotice = -Infinity;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(path: string, body: string, token: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMINGS.requestTimeoutMs);
  try {
    return await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

export async function api<P extends CallPath>(path: P, input: CallInput<P>): Promise<CallOutput<P>> {
  const body = JSON.stringify({ ...(input as object), fingerprint: storage.fingerprint() });
  let response: Response | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await send(path, body, storage.token());
      break;
    } catch (err) {
      const aborted = (err as Error).name === 'AbortError';
      if (aborted || attempt >= TIMINGS.networkRetries) throw new ApiError('errors.network', 20, 0, 'errors.network');
      noticeSlow();
      await wait(TIMINGS.networkRetryDelayMs);
    }
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) {
    if (parsed === null) throw new ApiError('errors.emptyResponse', 527, response.status, 'errors.emptyResponse');
    return parsed as CallOutput<P>;
  }
  if (isProblem(parsed)) {
    throw new ApiError(problemMessage(parsed), parsed.code, parsed.status, parsed.key ?? errorKeyForCode(parsed.code), parsed.errors ?? []);
  }
  throw new ApiError('errors.general', 500, response.status, errorKeyForCode(500));
}
