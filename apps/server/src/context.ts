/** What every handler receives besides its input: who is calling, in which language, and until when. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { z } from 'zod';
import type { CallOutput, CallPath, Calls, Locale, RouteName, SocketRouteName } from '@tt/contract';
import type { UserRecord } from './db/schema.js';
import { ApiProblem, type SerializedResult } from './errors.js';

/** The call's own facts; a module's services come from the module the handlers are bound to. */
export interface CallContext {
  user: UserRecord | null;
  sessionId: number | null;
  ip: string;
  fingerprint: string | null;
  locale: Locale;
  /** Aborted when the client goes away; long polls stop waiting on it. */
  signal: AbortSignal;
}

/**
 * What the pipeline sends (plugins/calls.ts): the output, or the output serialised once, at once or
 * as a promise (a call answered from memory sends without waiting).
 */
export type Answer<P extends CallPath> = CallOutput<P> | SerializedResult<CallOutput<P>>;

export type Handler<P extends CallPath> = (
  input: z.output<Calls[P]['input']>,
  ctx: CallContext,
) => Answer<P> | Promise<Answer<P>>;
export type Handlers = { [P in CallPath]?: Handler<P> };

/** The signed-in user of a call or route whose contract requires one. */
export function requireUser(ctx: { user: UserRecord | null }): UserRecord {
  if (!ctx.user) throw new ApiProblem(401, 'errors.unauthorized');
  return ctx.user;
}

/** One part of a multipart request: a field's text, or a file read on demand. */
export type RoutePart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; read(): Promise<Buffer> };

/** A file part past its route's `multipart.fileMb` (contract calls/routes.ts): the module names the 413. */
export class FileTooLarge extends Error {}

/**
 * What a route that is not a JSON call receives (contract calls/routes.ts), with no trace of the
 * transport: who is calling (the pipeline checked the route's access), the path and query, and the body.
 */
export interface RouteRequest {
  user: UserRecord | null;
  sessionId: number | null;
  ip: string;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** A JSON route's parsed body. */
  body: unknown;
  /** Whether the request is multipart (a multipart route's parts() throws otherwise). */
  multipart: boolean;
  /** A multipart route's fields and files, in the order sent; read each file before the next part. */
  parts(): AsyncIterable<RoutePart>;
}

/** A route's answer: a JSON value, a text, bytes or a stream, with the status and headers to send. */
export interface RouteAnswer {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
}

export type RouteHandler = (request: RouteRequest) => Promise<RouteAnswer>;
export type RouteHandlers = { [N in Exclude<RouteName, SocketRouteName>]?: RouteHandler };

/** A socket route's end: takes a connection the transport upgrades, closes all of them on stop. */
export interface SocketEndpoint {
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}
