/**
 * One guard for every development page under /dev/ (the mailbox, the bank emulator): they show
 * other people's restore links and payments, so only loopback clients see them unless
 * DEV_PAGES_ALLOW_REMOTE says otherwise. Pages register themselves; this guard covers them all.
 */
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../errors.js';
import { sendProblem } from './problem.js';

export const DEV_PREFIX = '/dev/';

export function isLoopback(address: string): boolean {
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Decoded and with repeated slashes folded, so `/%64ev/…` or `//dev/…` cannot slip past. */
function isDevPath(url: string): boolean {
  // the common case, cheaply: neither "dev" in any case nor an escape that could spell it
  if (!url.includes('%') && !/dev/i.test(url)) return false;
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // undecodable: judged as written
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path === '/dev' || path.startsWith(DEV_PREFIX);
}

export function guardDevPages(fastify: FastifyInstance, allowRemote: boolean): void {
  if (allowRemote) return;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isDevPath(request.url) || isLoopback(request.ip)) {
      done();
      return;
    }
    // The same answer as a page that does not exist, so the pages are not advertised.
    sendProblem(reply, new ApiProblem(404, 'errors.notFound'));
  });
}
