/** Builds the OpenAPI 3.1 document served at /api/openapi.json from the contract. */
import { z } from 'zod';
import type { Access } from './access.js';
import { callList } from './calls/index.js';
import { routeList, type RouteDef } from './calls/routes.js';
import { APP_VERSION } from './constants.js';

function schemaOf(type: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(type, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

const problem = {
  description: 'Problem details (RFC 9457) carrying the catalogue code',
  content: {
    'application/problem+json': {
      schema: {
        type: 'object',
        required: ['status', 'title', 'code'],
        properties: {
          status: { type: 'integer' },
          title: { type: 'string' },
          code: { type: 'integer' },
          key: { type: 'string' },
          errors: {
            type: 'array',
            items: {
              type: 'object',
              properties: { field: { type: 'string' }, key: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  },
};

function whoMay(access: Access): string {
  if (access.kind === 'visitor') return 'anyone';
  const features = access.features ? `; features: ${access.features.join(' or ')}` : '';
  return `signed in${features}${access.types ? `; user types: ${access.types.join(', ')}` : ''}`;
}

/** The parts every operation has: its id, summary, who may use it, its tag and its credentials. */
function operation(name: string, def: { summary: string; access: Access; rateLimited?: boolean }) {
  return {
    operationId: name.replace(/\W+/g, '_'),
    summary: def.summary,
    description: `Who may call: ${whoMay(def.access)}.${def.rateLimited ? ' Rate limited (429 with Retry-After).' : ''}`,
    tags: [name.split('/')[0]],
    ...(def.access.kind === 'user' ? { security: [{ bearer: [] }] } : {}),
  };
}

const REQUEST_TYPES = { json: 'application/json', multipart: 'multipart/form-data' } as const;

/** A route that is not a JSON call (calls/routes.ts): its body, query, path parameters and answer. */
function routeOperation(route: RouteDef & { name: string }) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = Object.entries(route.query ?? {}).map(([name, description]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  const answer = route.answer.schema
    ? { [route.answer.type]: { schema: schemaOf(route.answer.schema, 'output') } }
    : { [route.answer.type]: {} };
  return {
    ...operation(route.name, route),
    ...(params.length || query.length ? { parameters: [...params, ...query] } : {}),
    ...(route.body === 'none'
      ? {}
      : { requestBody: { required: true, content: { [REQUEST_TYPES[route.body]]: { schema: { type: 'object' } } } } }),
    responses: {
      [route.upgrade ? '101' : '200']: { description: route.answer.description, content: answer },
      '4XX': problem,
    },
  };
}

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of callList) {
    const op = {
      ...operation(call.path, call),
      ...(call.method === 'POST'
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: schemaOf(call.input, 'input') } } },
          }
        : { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }),
      responses: {
        '200': { description: 'Result', content: { 'application/json': { schema: schemaOf(call.output, 'output') } } },
        '4XX': problem,
      },
    };
    const path = call.method === 'GET' ? `/api/${call.path}/{id}` : `/api/${call.path}`;
    paths[path] = { [call.method.toLowerCase()]: op };
  }
  for (const route of routeList) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: routeOperation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tiny Tidings API',
      version: APP_VERSION,
      description:
        'Every call is POST with a JSON body unless marked GET; the uploads, files, the bank notification and the socket are routes of their own. Credentials: `token` in the body or `Authorization: Bearer`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
