/** Builds the OpenAPI 3.1 document served at /api/openapi.json from the contract. */
import { z } from 'zod';
import { callList } from './calls/index.js';
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

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const call of callList) {
    const access =
      call.access.kind === 'visitor'
        ? 'anyone'
        : `signed in${call.access.features ? `; features: ${call.access.features.join(' or ')}` : ''}${call.access.types ? `; user types: ${call.access.types.join(', ')}` : ''}`;
    const op = {
      operationId: call.path.replace(/\W+/g, '_'),
      summary: call.summary,
      description: `Who may call: ${access}.`,
      tags: [call.path.split('/')[0]],
      ...(call.access.kind === 'user' ? { security: [{ bearer: [] }] } : {}),
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tiny Tidings API',
      version: APP_VERSION,
      description:
        'Every call is POST with a JSON body unless marked GET. Credentials: `token` in the body or `Authorization: Bearer`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
