/** A value the database refuses (SQLSTATE class 22) is the client's fault: 422, never 500. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../src/plugins/problem.js';

function appThrowing(err: unknown) {
  const app = Fastify({ logger: false });
  installErrorHandler(app, null);
  app.post('/boom', async () => {
    throw err;
  });
  return app;
}

const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: select …'), { cause: Object.assign(new Error('db'), { code }) });

describe('database value errors', () => {
  it('answers 422 for a data exception, also when wrapped by the query builder', async () => {
    for (const err of [
      Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      wrapped('22003'),
      wrapped('22P05'),
    ]) {
      const res = await appThrowing(err).inject({ method: 'POST', url: '/boom' });
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors[0].message).toBe('A value in this request cannot be stored');
    }
  });

  it('keeps 500 for failures that are not about a value', async () => {
    for (const err of [wrapped('42P01'), new Error('disk on fire')]) {
      const res = await appThrowing(err).inject({ method: 'POST', url: '/boom' });
      expect(res.statusCode).toBe(500);
    }
  });
});
