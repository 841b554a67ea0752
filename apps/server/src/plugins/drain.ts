/**
 * A clean stop behind a proxy (docs/deployment.md, "Drain"). On SIGTERM the process stops listening,
 * so the proxy's next connection is refused and goes to another process (safe for any method: nothing
 * was sent). Kept-alive connections are never cut between requests, which would race with a request
 * the proxy is sending on them (it does not resend a POST): each answer from now on says
 * `Connection: close`, and idle ones end when the proxy's keepalive_timeout closes them. Whatever is
 * left at the grace period's end is closed.
 */
import net from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long in-flight calls and kept-alive connections get before they are closed. */
export const DRAIN_GRACE_MS = 8_000;
const LOOK_EVERY_MS = 50;

/** From the moment `draining()` says so, every answer closes its connection. */
export function registerDrainHeader(fastify: FastifyInstance, draining: () => boolean): void {
  // a callback, not an async hook: every answer passes here, and an async one costs each a promise
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining()) reply.header('connection', 'close');
    done(null, payload);
  });
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));

/** Stops accepting connections and waits for the open ones to end, up to `graceMs`; then closes the rest. */
export async function drainConnections(server: Server, graceMs = DRAIN_GRACE_MS): Promise<void> {
  if (!server.listening) return;
  // net's close, not http's: http.Server#close also cuts idle kept-alive connections at once
  net.Server.prototype.close.call(server);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (await openConnections(server)) > 0)
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  server.closeAllConnections();
}
