/**
 * The server's one door (issue 30 point 2): the OpenAPI document, every JSON call and every route that
 * is not one, all from the contract, through one pipeline (credentials.ts, the access rule, the rate
 * limit, problem answers).
 */
import type { FastifyInstance } from 'fastify';
import { registerCalls, type CallsDeps } from './calls.js';
import { registerOpenApi } from './openapi.js';
import { registerRoutes, type RoutesDeps } from './routes.js';

export type ApiDeps = CallsDeps & RoutesDeps;

export async function registerApi(fastify: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerOpenApi(fastify);
  registerCalls(fastify, deps);
  await registerRoutes(fastify, deps);
}
