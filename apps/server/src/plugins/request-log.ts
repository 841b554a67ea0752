/**
 * Per-call logging without a line per request (decision 039): Fastify's own request lines are
 * off; an answer of 500 or more, a call slower than `slowMs` and every `sampleEvery`-th call are
 * logged, each as one line with the method, path, status and time. Never the query string (nor the
 * body): an address's query may carry personal data (issue 35 §4).
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(fastify: FastifyInstance, options: { slowMs: number; sampleEvery: number }): void {
  if (fastify.log.level === 'silent') return;
  let seen = 0;
  fastify.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const sampled = options.sampleEvery > 0 && ++seen % options.sampleEvery === 0;
    if (status >= 500 || ms >= options.slowMs || sampled) {
      const line = { method: request.method, url: request.url.split('?', 1)[0], status, ms: Math.round(ms * 10) / 10 };
      if (status >= 500) request.log.error(line, 'call failed');
      else if (ms >= options.slowMs) request.log.warn(line, 'slow call');
      else request.log.info(line, 'sampled call');
    }
    done();
  });
}
