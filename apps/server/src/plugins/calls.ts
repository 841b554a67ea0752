/**
 * Mounts every contract call at /api/<path>. The order is fixed: credentials, access rule,
 * input schema, rate limit, handler. A declared call without a handler yet answers 501.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callList,
  fieldErrors,
  isResendable,
  localeOr,
  unstorableValues,
  type CallDef,
  type CallPath,
  type Locale,
} from '@tt/contract';
import type { CallContext, Handlers } from '../context.js';
import { DatabaseUnavailable, isDatabaseFault, mayRunAgain, waitedOut } from '../db/faults.js';
import type { DatabaseOutage } from '../db/outage.js';
import { ApiProblem, SerializedResult } from '../errors.js';
import { bearer, checkCaller, type LiveSession, type SessionLookup } from './credentials.js';
import { enforceRateLimit, type RateLimits } from './rate-limit-guard.js';

/** What the pipeline needs, handed in by app.ts: the handlers, who a token belongs to, the limits. */
export interface CallsDeps {
  handlers: Handlers;
  sessions: SessionLookup;
  limits: RateLimits;
  /** In tests and development every answer is checked against the contract. */
  validateOutput: boolean;
  /** PostgreSQL's blips: a call that lost its statement to one waits and runs again (null on PGlite). */
  outage: Pick<DatabaseOutage, 'noticed' | 'whenBack' | 'waitMs'> | null;
}

const CREDENTIAL_KEYS = ['token', 'fingerprint'];

/** A promise or any thenable (a Drizzle query a handler returns without awaiting it). */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return !!value && typeof (value as { then?: unknown }).then === 'function';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A signed-in parent's own language (else the account's), else the browser's: the language of messages to them. */
function requestLocale(request: FastifyRequest, user: LiveSession['user'] | undefined): Locale {
  const own = localeOr(user?.parentLocale, localeOr(user?.locale, null));
  if (own) return own;
  return request.headers['accept-language']?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** Calls whose input schema turns `{}` into `{}` (no field required, no default): an empty body needs no check. */
const takesEmptyInput = new WeakSet<CallDef>();

function isEmpty(value: Record<string, unknown>): boolean {
  for (const _key in value) return false;
  return true;
}

/** A signal aborted when the client goes away before its answer is sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const aborted = new AbortController();
  const res = reply.raw;
  // 'close' also follows every finished answer: abort (and build its DOMException) only for a client that left
  if (res.closed || res.destroyed) {
    if (!res.writableFinished) aborted.abort();
  } else
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
  return aborted.signal;
}

/**
 * A call's context. A class, not an object literal with a getter: a literal's getter is a new
 * closure per call held from old space, which kept every request's objects alive until a full
 * collection (a third of app/info's CPU went to the collector).
 */
class LiveCallContext implements CallContext {
  readonly user: CallContext['user'];
  readonly sessionId: number | null;
  private aborted: AbortSignal | null = null;

  constructor(
    session: LiveSession | null,
    readonly ip: string,
    readonly fingerprint: string | null,
    readonly locale: Locale,
    private readonly reply: FastifyReply,
  ) {
    this.user = session?.user ?? null;
    this.sessionId = session?.sessionId ?? null;
  }

  /** Made only for a call that reads it (one that waits): most calls never do. */
  get signal(): AbortSignal {
    return (this.aborted ??= clientGone(this.reply));
  }
}

/**
 * One call, in the fixed order. Written without `async`: a call whose session is cached and whose
 * handler answers at once (app/info, user/info/get) runs and sends its answer synchronously, with
 * no promise for Fastify to wait on; any step that must wait continues from its promise.
 */
function runCall(
  app: CallsDeps,
  call: CallDef,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: unknown,
): Promise<void> | void {
  const payload = isRecord(raw) ? raw : raw === undefined || raw === null ? {} : null;
  const token =
    bearer(request.headers.authorization) ?? (payload && typeof payload.token === 'string' ? payload.token : null);
  const found = token ? lookup(app, token) : null;
  if (found instanceof Promise)
    return found.then((session) => withSession(app, call, request, reply, payload, token, session));
  return withSession(app, call, request, reply, payload, token, found);
}

/** The session behind a token; a lookup lost to a database blip is asked again (it only reads). */
function lookup(app: CallsDeps, token: string, deadline?: number): ReturnType<CallsDeps['sessions']['lookupSession']> {
  const found = app.sessions.lookupSession(token);
  if (!(found instanceof Promise)) return found;
  return found.catch((err: unknown) => afterFault(app, err, true, deadline, (until) => lookup(app, token, until)));
}

/**
 * A call (or its session lookup) that met a database fault — a connection lost under its statement —
 * waits for the database and runs again, within the outage's wait counted from the first fault, when
 * running it again is safe: nothing it lost may have been applied, or it is resendable (a chat send is
 * stored once by its uids). Past the wait it answers 503 with Retry-After (plugins/problem.ts).
 */
function afterFault<T>(
  app: CallsDeps,
  err: unknown,
  resendable: boolean,
  deadline: number | undefined,
  again: (deadline: number) => T | Promise<T>,
): Promise<T> {
  const outage = app.outage;
  if (!outage || !isDatabaseFault(err) || waitedOut(err) || !(resendable || mayRunAgain(err))) throw err;
  outage.noticed(err);
  const until = deadline ?? Date.now() + outage.waitMs;
  return outage.whenBack(until).then((back) => {
    if (!back) throw new DatabaseUnavailable(outage.waitMs);
    return again(until);
  });
}

function withSession(
  app: CallsDeps,
  call: CallDef,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Record<string, unknown> | null,
  token: string | null,
  session: LiveSession | null,
): Promise<void> | void {
  checkCaller(call.access, session, token);
  // an answer for someone in particular is kept by no cache, shared or the browser's (issue 25 point 18)
  if (session || call.access.kind !== 'visitor') reply.header('cache-control', 'no-store');

  const locale = requestLocale(request, session?.user);
  if (!payload)
    throw new ApiProblem(422, 'validation.invalid', 422, [
      { field: '(body)', key: 'validation.type', message: 'The body must be a JSON object' },
    ]);
  // a copy without the credentials only when the body carries them (most calls use the header)
  const input = CREDENTIAL_KEYS.some((k) => k in payload)
    ? Object.fromEntries(Object.entries(payload).filter(([k]) => !CREDENTIAL_KEYS.includes(k)))
    : payload;
  const unstorable = unstorableValues(input);
  if (unstorable.length) throw new ApiProblem(422, 'validation.formText', 422, unstorable);
  const parsed =
    takesEmptyInput.has(call) && isEmpty(input) ? { success: true as const, data: {} } : call.input.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, 'en');
    throw new ApiProblem(422, 'validation.formText', 422, errors);
  }

  const ctx = new LiveCallContext(
    session,
    request.ip,
    typeof payload.fingerprint === 'string' ? payload.fingerprint.slice(0, 200) : null,
    locale,
    reply,
  );
  // no closure per call: tsx names every one it makes (a defineProperty each)
  if (call.rateLimited)
    return enforceRateLimit(
      app.limits,
      call.path,
      ctx.ip,
      parsed.data as Record<string, unknown>,
      session?.user.id ?? null,
    ).then(() => invoke(app, call, reply, parsed.data, ctx));
  return invoke(app, call, reply, parsed.data, ctx);
}

function invoke(
  app: CallsDeps,
  call: CallDef,
  reply: FastifyReply,
  input: unknown,
  ctx: CallContext,
  deadline?: number,
): Promise<void> | void {
  const handler = app.handlers[call.path as CallPath] as ((input: unknown, ctx: CallContext) => unknown) | undefined;
  if (!handler)
    throw new ApiProblem(501, 'errors.notImplemented', 501, [
      {
        field: '(call)',
        key: 'errors.notImplemented',
        message: `${call.path} is declared in the contract but not built yet`,
      },
    ]);
  const answer = handler(input, ctx);
  if (isThenable(answer))
    return Promise.resolve(answer).then(
      (result) => send(app, call, reply, result),
      (err: unknown) =>
        afterFault(app, err, isResendable(call.path), deadline, (until) => {
          if (ctx.signal.aborted) throw err; // nobody waits for the answer
          return invoke(app, call, reply, input, ctx, until);
        }),
    );
  return send(app, call, reply, answer);
}

function send(app: CallsDeps, call: CallDef, reply: FastifyReply, result: unknown): void {
  const value = result instanceof SerializedResult ? result.value : result;
  // In tests and development the answer is checked against the contract, so drift fails tests.
  if (app.validateOutput) call.output.parse(value);
  if (result instanceof SerializedResult) reply.type('application/json; charset=utf-8').send(result.text);
  else reply.send(result);
}

export function registerCalls(fastify: FastifyInstance, app: CallsDeps): void {
  for (const call of callList) {
    const empty = call.input.safeParse({});
    if (empty.success && isRecord(empty.data) && isEmpty(empty.data)) takesEmptyInput.add(call);
    if (call.method === 'GET') {
      fastify.get<{ Params: { id: string } }>(`/api/${call.path}/:id`, (request, reply) =>
        runCall(app, call, request, reply, { id: request.params.id }),
      );
    } else {
      fastify.post(`/api/${call.path}`, (request, reply) => runCall(app, call, request, reply, request.body));
    }
  }
}
