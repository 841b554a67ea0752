/**
 * The client side of the contract: every call is `POST /api/<path>` with a JSON body that also
 * carries the device fingerprint; the token goes in the Authorization header. Network failures
 * (code 20) are retried three times 1 s apart (not while the browser says it is offline), a call
 * gives up after 60 s, and every failure becomes an ApiError holding the catalogue code and the
 * message key to show (consumer §7, §8).
 */
import {
  ERROR_CODES,
  errorKeyForCode,
  isProblem,
  problemMessage,
  TIMINGS,
  type CallInput,
  type CallOutput,
  type CallPath,
  type FieldError,
} from '@tt/contract';
import { fingerprint } from '../fingerprint';
import { storage } from '../storage';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The catalogue code: 20 network, 401, 511, 527, 600… */
    readonly code: number,
    /** The HTTP status, 0 when no answer came. */
    readonly status: number,
    /** The message key (messages.ts or the web locales) to show the user. */
    readonly key: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Longer than the default 60 s for calls the server may hold (sync). */
  timeoutMs?: number;
}

type Listener = () => void;
const slowListeners = new Set<Listener>();
const rejectedListeners = new Set<Listener>();
let lastSlowNotice = Number.NEGATIVE_INFINITY;

/** Called (at most once per 30 s) when calls have to be retried; the app shows the "slow" toast. */
export function onSlowLoading(listener: Listener): () => void {
  slowListeners.add(listener);
  return () => void slowListeners.delete(listener);
}

/** Called when the server no longer accepts the saved token (code 600); the app signs out. */
export function onSessionRejected(listener: Listener): () => void {
  rejectedListeners.add(listener);
  return () => void rejectedListeners.delete(listener);
}

/** Tests only: forget when the slow notice was last shown. */
export function resetSlowNotice(): void {
  lastSlowNotice = Number.NEGATIVE_INFINITY;
}

function noticeSlow(): void {
  const now = Date.now();
  if (now - lastSlowNotice < TIMINGS.slowNoticeEveryMs) return;
  lastSlowNotice = now;
  slowListeners.forEach((listener) => listener());
}

const networkError = () => new ApiError('errors.network', ERROR_CODES.network, 0, 'errors.network');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt, cut off after the request timeout or when the caller aborts. */
async function send(
  path: string,
  body: string,
  token: string | null,
  outer?: AbortSignal,
  timeoutMs: number = TIMINGS.requestTimeoutMs,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort);
  try {
    return await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}

/** Answers that mean "this process cannot take the call now": a proxy's next try may reach another. */
const UNAVAILABLE = new Set([502, 503, 504]);
/** The longest Retry-After honoured; a longer one is waited out by the user, not the client. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * Whether an unavailable answer may be tried again. A 503 always may (a draining or faulted process saved
 * nothing). A 502 or 504 from a proxy may; one that is this server's own problem document is its final
 * word about a third party (the bank refused a refund or a payment): trying again would ask the bank again.
 */
const mayRetry = (response: Response) =>
  UNAVAILABLE.has(response.status) &&
  (response.status === 503 || !(response.headers.get('content-type') ?? '').includes('application/problem+json'));

/** How long to wait before retrying an unavailable answer: its Retry-After (seconds), else the usual delay. */
function retryDelay(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS)
    : TIMINGS.networkRetryDelayMs;
}

/**
 * Retries network failures and, alike, unavailable answers (a draining or restarting process behind
 * the proxy, a database fault: the server's 503 means nothing was saved), waiting as Retry-After says.
 * A retried chat/send carries the same uids, so it is stored once.
 */
async function sendWithRetries(
  path: string,
  body: string,
  token: string | null,
  signal?: AbortSignal,
  timeoutMs?: number,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send(path, body, token, signal, timeoutMs);
    } catch (err) {
      if (signal?.aborted) throw err;
      // a timed-out call has waited 60 s already: it is not tried again
      const timedOut = (err as Error).name === 'AbortError';
      // a browser that knows it is offline would fail the retries too: the offline screens come at once
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (timedOut || offline || attempt >= TIMINGS.networkRetries) throw networkError();
      noticeSlow();
      await wait(TIMINGS.networkRetryDelayMs);
      continue;
    }
    if (!mayRetry(response) || attempt >= TIMINGS.networkRetries || signal?.aborted) return response;
    // the server's own 503 (a database blip it already waited out, or a draining process) is retried
    // quietly: the family sees nothing unless the retries fail too
    if (response.status !== 503) noticeSlow();
    await wait(retryDelay(response));
  }
}

function keyFor(code: number, key?: string): string {
  if (key) return key;
  return code === ERROR_CODES.notImplemented ? 'errors.notImplemented' : errorKeyForCode(code);
}

export async function api<P extends CallPath>(
  path: P,
  input: CallInput<P>,
  options: CallOptions = {},
): Promise<CallOutput<P>> {
  const token = storage.token();
  const body = JSON.stringify({ ...(input as object), fingerprint: fingerprint() });
  const response = await sendWithRetries(path, body, token, options.signal, options.timeoutMs);
  return readAnswer<P>(response, token);
}

/** The few calls the spec makes with GET (`GET userdata/PublicSettings/get/{id}`): no body, no token. */
export async function apiGet<P extends CallPath>(path: P, id: string): Promise<CallOutput<P>> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}/${encodeURIComponent(id)}`, { method: 'GET' });
  } catch {
    throw networkError();
  }
  return readAnswer<P>(response, null);
}

async function readAnswer<P extends CallPath>(response: Response, token: string | null): Promise<CallOutput<P>> {
  let parsed: unknown = null;
  try {
    const text = await response.text();
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) {
    if (parsed === null)
      throw new ApiError('errors.emptyResponse', ERROR_CODES.emptyResponse, response.status, 'errors.emptyResponse');
    return parsed as CallOutput<P>;
  }
  if (isProblem(parsed)) {
    if (token && parsed.code === ERROR_CODES.wrongToken) rejectedListeners.forEach((listener) => listener());
    throw new ApiError(
      problemMessage(parsed),
      parsed.code,
      parsed.status,
      keyFor(parsed.code, parsed.key),
      parsed.errors ?? [],
    );
  }
  throw new ApiError('errors.general', ERROR_CODES.general, response.status, 'errors.general');
}

/**
 * A request that is not a JSON call (an upload, a download) with the session's token: a network
 * failure, or an answer that is not 2xx, becomes an ApiError like a call's (its problem document's key,
 * else `failedKey`). Returns the answer to read.
 */
export async function fetchWithSession(
  path: string,
  init: RequestInit,
  failedKey = 'errors.general',
): Promise<Response> {
  const token = storage.token();
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('errors.network', ERROR_CODES.network, 0, 'errors.network');
  }
  if (response.ok) return response;
  const parsed: unknown = await response.json().catch(() => null);
  if (isProblem(parsed))
    throw new ApiError(problemMessage(parsed), parsed.code, parsed.status, parsed.key ?? failedKey, parsed.errors);
  throw new ApiError(failedKey, ERROR_CODES.general, response.status, failedKey);
}
