/**
 * Mounts the contract's routes that are not JSON calls (contract calls/routes.ts) with the calls'
 * pipeline: the bearer's session (credentials.ts), the access rule, the rate limit, then the module's
 * handler, whose answer is sent as it says; its problems become problem details like a call's. A
 * multipart route gets its parser, with the contract's limits, in a scope of its own; a socket route's
 * upgrade goes to its module's endpoint.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeList, type RouteDef, type RouteName, type SocketRouteName } from '@tt/contract';
import {
  FileTooLarge,
  type RouteAnswer,
  type RouteHandler,
  type RouteHandlers,
  type RoutePart,
  type SocketEndpoint,
} from '../context.js';
import { ApiProblem } from '../errors.js';
import { bearer, checkCaller, type SessionLookup } from './credentials.js';
import { enforceRateLimit, type RateLimits } from './rate-limit-guard.js';

export interface RoutesDeps {
  routes: RouteHandlers;
  sockets: Record<SocketRouteName, SocketEndpoint>;
  sessions: SessionLookup;
  limits: RateLimits;
  /** In tests and development every JSON answer is checked against the contract. */
  validateOutput: boolean;
}

type Route = RouteDef & { name: RouteName };

/** A multipart part without the transport: files read to a buffer, a file past its limit a FileTooLarge. */
async function* partsOf(request: FastifyRequest): AsyncIterable<RoutePart> {
  for await (const part of request.parts() as AsyncIterable<Multipart>) {
    if (part.type === 'field') {
      yield { kind: 'field', name: part.fieldname, value: String(part.value) };
      continue;
    }
    yield {
      kind: 'file',
      name: part.fieldname,
      filename: part.filename,
      read: () =>
        part.toBuffer().catch((err: unknown) => {
          throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new FileTooLarge(part.fieldname) : err;
        }),
    };
  }
}

function send(deps: RoutesDeps, route: Route, reply: FastifyReply, answer: RouteAnswer): FastifyReply {
  if (deps.validateOutput && route.answer.schema) route.answer.schema.parse(answer.body);
  if (answer.headers) reply.headers(answer.headers);
  return reply.code(answer.status ?? 200).send(answer.body);
}

async function runRoute(
  deps: RoutesDeps,
  route: Route,
  handler: RouteHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const token = bearer(request.headers.authorization);
  const session = token ? await deps.sessions.lookupSession(token) : null;
  checkCaller(route.access, session, token);
  // an answer for someone in particular is kept by no cache (the handler may say more)
  if (session || route.access.kind !== 'visitor') reply.header('cache-control', 'no-store');
  if (route.rateLimited) await enforceRateLimit(deps.limits, route.name, request.ip, {}, session?.user.id ?? null);
  const answer = await handler({
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    ip: request.ip,
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | undefined>,
    body: request.body,
    multipart: route.body === 'multipart' && request.isMultipart(),
    parts: () => partsOf(request),
  });
  return send(deps, route, reply, answer);
}

/** A route its module does not answer yet: declared, so it says so rather than 404. */
const notBuilt = (route: Route): RouteHandler => {
  return async () => {
    throw new ApiProblem(501, 'errors.notImplemented', 501, [
      { field: '(route)', key: 'errors.notImplemented', message: `${route.path} is declared but not built yet` },
    ]);
  };
};

/** A socket route asked for without the upgrade (the upgrade itself never reaches the routes). */
const upgradeRequired: RouteHandler = async () => {
  throw new ApiProblem(426, 'errors.upgradeRequired', 426);
};

async function mountRoute(fastify: FastifyInstance, deps: RoutesDeps, route: Route): Promise<void> {
  const handler = route.upgrade ? upgradeRequired : (deps.routes[route.name as keyof RouteHandlers] ?? notBuilt(route));
  const url = route.path;
  if (route.body !== 'multipart') {
    fastify.route({
      method: route.method,
      url,
      handler: (request, reply) => runRoute(deps, route, handler, request, reply),
    });
    return;
  }
  const { fileMb, files, fields } = route.multipart!;
  // the parser for this route only; it stops reading a file past its limit rather than holding the body
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: fileMb * 1024 * 1024, files, fields, parts: files + fields },
    });
    scope.route({
      method: route.method,
      url,
      handler: (request, reply) => runRoute(deps, route, handler, request, reply),
    });
  });
}

/** Upgrades to the socket routes' endpoints; any other upgrade is a 404. */
function mountSockets(fastify: FastifyInstance, deps: RoutesDeps, sockets: Route[]): void {
  const byPath = new Map(sockets.map((route) => [route.path, deps.sockets[route.name as SocketRouteName]]));
  fastify.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const endpoint = byPath.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!endpoint) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    endpoint.accept(request, socket, head);
  });
}

/** Every route of the contract that is not a JSON call. */
export async function registerRoutes(fastify: FastifyInstance, deps: RoutesDeps): Promise<void> {
  for (const route of routeList) await mountRoute(fastify, deps, route);
  mountSockets(
    fastify,
    deps,
    routeList.filter((route) => route.upgrade),
  );
}
