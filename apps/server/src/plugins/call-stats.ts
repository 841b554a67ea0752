/**
 * Per-route latency and answers for /metrics, counted without prom-client on the request path. Every
 * answer passes here, and prom-client's observe and inc (a labels object checked and hashed each time)
 * with Fastify's `request.routeOptions` cost 18–29 µs of CPU per answer in `npm run bench -- api`: a
 * fifth of a cached call. So each route gets its own counters when it is registered (an onResponse
 * hook of the route, no lookup), and they are written out in Prometheus's text format when scraped.
 */
import type { FastifyInstance, FastifyReply, onResponseHookHandler } from 'fastify';

/** Seconds; a held sync lands in the last buckets, under its own call label. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 90];

class RouteStats {
  count = 0;
  sum = 0;
  /** Answers whose time is at most each bound and above the one before (made cumulative when written). */
  readonly buckets = new Float64Array(LATENCY_BUCKETS.length);
  readonly statuses = new Map<number, number>();

  record(reply: FastifyReply): void {
    const seconds = reply.elapsedTime / 1000;
    this.count++;
    this.sum += seconds;
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    if (i < LATENCY_BUCKETS.length) this.buckets[i]!++;
    this.statuses.set(reply.statusCode, (this.statuses.get(reply.statusCode) ?? 0) + 1);
  }
}

const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** Counts every route registered from now on, by its template (never the raw URL: a bounded set of labels). */
export function countCalls(fastify: FastifyInstance): { text(): string } {
  const routes = new Map<string, RouteStats>();
  fastify.addHook('onRoute', (route) => {
    let stats = routes.get(route.url);
    if (!stats) routes.set(route.url, (stats = new RouteStats()));
    const counted = stats;
    const hook: onResponseHookHandler = (_request, reply, done) => {
      counted.record(reply);
      done();
    };
    const own = route.onResponse;
    route.onResponse = own ? [...(Array.isArray(own) ? own : [own]), hook] : [hook];
  });
  // an address no route has: one label for all of them; `is404` is a flag, so this costs the others little
  const unmatched = new RouteStats();
  routes.set('(unmatched)', unmatched);
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched.record(reply);
    done();
  });
  return {
    text() {
      const latency = [
        '# HELP tt_call_duration_seconds Time from request to answer, by route (a contract call is /api/<path>)',
        '# TYPE tt_call_duration_seconds histogram',
      ];
      const answers = ['# HELP tt_calls_total Answers by route and HTTP status', '# TYPE tt_calls_total counter'];
      for (const [url, stats] of routes) {
        if (!stats.count) continue;
        const call = `call="${label(url)}"`;
        let below = 0;
        LATENCY_BUCKETS.forEach((bound, i) => {
          below += stats.buckets[i]!;
          latency.push(`tt_call_duration_seconds_bucket{le="${bound}",${call}} ${below}`);
        });
        latency.push(`tt_call_duration_seconds_bucket{le="+Inf",${call}} ${stats.count}`);
        latency.push(`tt_call_duration_seconds_sum{${call}} ${stats.sum}`);
        latency.push(`tt_call_duration_seconds_count{${call}} ${stats.count}`);
        for (const [status, count] of stats.statuses)
          answers.push(`tt_calls_total{${call},status="${status}"} ${count}`);
      }
      return `${latency.join('\n')}\n\n${answers.join('\n')}\n`;
    },
  };
}
