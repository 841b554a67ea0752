/**
 * Security headers on every answer (HTML, API, media) through @fastify/helmet, with a strict
 * Content-Security-Policy: scripts and styles from this origin only, plus the few inline blocks
 * the server writes itself, allowed by their SHA-256 hash (no 'unsafe-inline', no nonces to
 * thread through). The one frame allowed is the bank's card page (and /dev/bank, on 'self').
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP source for an inline <script> or <style> whose text is exactly `code`. */
export const inlineHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: { frameOrigins: string[]; inline: InlineCode },
): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...options.inline.scripts.map(inlineHash)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...options.inline.styles.map(inlineHash)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same-origin WebSocket (/api/ws) in CSP 3.
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...options.frameOrigins],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...options.frameOrigins],
      },
    },
    // Pages must work over plain http on a LAN or localhost (npm start); TLS is the proxy's job.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
