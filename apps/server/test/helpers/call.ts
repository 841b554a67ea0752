/**
 * Calls over HTTP typed from the contract: the call's name gives its input and its answer, a route's name
 * the answer it declares. One place for every server test, whichever server it talks to (the test app,
 * a server process of its own, a balancer in front of two).
 */
import type { z } from 'zod';
import type { CallInput, CallOutput, CallPath, Problem } from '@tt/contract';
import { routes } from '@tt/contract';

/** The server's answer: `body` as the contract says a success reads (status 200), `problem` when it refused. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  problem: Problem;
}

/** What the transport takes off the payload before the contract parses it (the spec's way of sending them). */
interface PayloadCredentials {
  token?: string;
  fingerprint?: string;
}
/** A call's input with the credentials beside it (a call without input takes only them). */
export type WithCredentials<I> = I extends Record<string, never> ? PayloadCredentials : I & PayloadCredentials;

type Routes = typeof routes;
/** The routes that take multipart parts (files and fields). */
export type UploadRoute = { [R in keyof Routes]: Routes[R]['body'] extends 'multipart' ? R : never }[keyof Routes];
/** What a route answers with 200, as its schema in the contract reads. */
export type RouteAnswer<R extends keyof Routes> = Routes[R]['answer'] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * One request, its answer read as the success or the problem it is (the status says which). The type of the
 * success is the caller's word: the typed functions below derive it from the contract.
 */
async function send<T>(
  url: string,
  init: { method?: string; body?: string | FormData; headers?: Record<string, string> },
): Promise<Answer<T>> {
  const res = await fetch(url, { method: 'POST', ...init });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  return { status: res.status, body: parsed as T, problem: parsed as Problem };
}

/** A request that is not a JSON call (a broken body, another content type): the answer is unknown. */
export const postAt = (base: string, p: string, body: string | undefined, headers: Record<string, string> = {}) =>
  send<unknown>(`${base}${p}`, { body, headers });

/**
 * The escape hatch: a call whose input the contract would refuse (a wrong type, a missing field, a field it
 * does not know), sent on purpose to see what the server does with it. Its success still reads as the
 * contract says. Use `callAt` for everything else.
 */
export const callUncheckedAt = <P extends CallPath>(base: string, p: P, input: unknown, token?: string) =>
  send<CallOutput<P>>(`${base}/api/${p}`, {
    body: JSON.stringify(input),
    headers: { 'content-type': 'application/json', ...bearer(token) },
  });

/** A call as the web makes it: the input is checked against the contract, the answer typed from it. */
export const callAt = <P extends CallPath>(
  base: string,
  p: P,
  input: WithCredentials<CallInput<P>>,
  token?: string,
): Promise<Answer<CallOutput<P>>> => callUncheckedAt(base, p, input, token);

/** A multipart route of the contract (a picture, a story's takes): the answer typed as the route declares it. */
export const uploadAt = <R extends UploadRoute>(
  base: string,
  route: R,
  form: FormData,
  token?: string,
): Promise<Answer<RouteAnswer<R>>> =>
  send<RouteAnswer<R>>(`${base}${routes[route].path}`, { body: form, headers: bearer(token) });
