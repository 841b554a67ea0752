/**
 * Security headers on every answer through @fastify/helmet: pages and media get a strict
 * Content-Security-Policy: scripts and styles from this origin only, plus the few inline blocks
 * the server writes itself, allowed by their SHA-256 hash (no 'unsafe-inline', no nonces to
 * thread through). The one frame allowed is the bank's card page (and /dev/bank, on 'self').
 * Two third parties are allowed only when configured, and then only their own origin: Google
 * Identity Services (GOOGLE_CLIENT_ID) and the support page's chat widget (SUPPORT_WIDGET_URL).
 * JSON answers of /api/ get a short set of their own (DATA_HEADERS). The headers are the same on
 * every answer of a kind, so helmet works them out once at start-up (on a throwaway instance) and
 * each answer gets the finished set: @fastify/helmet itself would build its middleware again for
 * every request (≈ 25 µs a call).
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** The CSP source for an inline <script> or <style> whose text is exactly `code`. */
export const inlineHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** Google Identity Services: the script, its button frame, its calls and its style sheet (their CSP guide). */
const GOOGLE_SOURCES = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
  img: [] as string[],
};

export interface ThirdParties {
  /** GOOGLE_CLIENT_ID is set: the sign-in page loads Google Identity Services. */
  google: boolean;
  /** SUPPORT_WIDGET_URL: its origin may run scripts, frames, calls, styles and pictures on the page. */
  widgetUrl: string | null;
}

/** The extra sources each directive gets for the configured third parties (none by default). */
export function thirdPartySources(parties: ThirdParties): typeof GOOGLE_SOURCES {
  const out = { script: [] as string[], frame: [] as string[], connect: [] as string[], style: [] as string[] };
  const img: string[] = [];
  if (parties.google) {
    out.script.push(...GOOGLE_SOURCES.script);
    out.frame.push(...GOOGLE_SOURCES.frame);
    out.connect.push(...GOOGLE_SOURCES.connect);
    out.style.push(...GOOGLE_SOURCES.style);
  }
  if (parties.widgetUrl) {
    const origin = new URL(parties.widgetUrl).origin;
    // a widget opens its own socket: the same host over wss
    const socket = origin.replace(/^http/, 'ws');
    out.script.push(origin);
    out.frame.push(origin);
    out.connect.push(origin, socket);
    out.style.push(origin);
    img.push(origin);
  }
  return { ...out, img };
}

export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: {
    frameOrigins: string[];
    inline: InlineCode;
    thirdParties?: ThirdParties;
    /** Where /media/* redirects to (MEDIA_S3_PUBLIC_URL): pictures, audio and saved-story fetches come from there. */
    mediaOrigins?: string[];
  },
): Promise<void> {
  const extra = thirdPartySources(options.thirdParties ?? { google: false, widgetUrl: null });
  const media = options.mediaOrigins ?? [];
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...options.inline.scripts.map(inlineHash), ...extra.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...options.inline.styles.map(inlineHash), ...extra.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img, ...media],
        mediaSrc: ["'self'", 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same-origin WebSocket (/api/ws) in CSP 3.
        connectSrc: ["'self'", ...extra.connect, ...media],
        // the service worker (/sw.js: app shell, saved stories, push) comes from this origin
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...options.frameOrigins, ...extra.frame],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...options.frameOrigins],
      },
    },
    // Pages must work over plain http on a LAN or localhost (npm start); TLS is the proxy's job.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  probe.get('/', (_request, reply) => reply.send(''));
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const pageHeaders = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PLAIN_HEADERS.has(name.toLowerCase())),
  ) as Record<string, string>;
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDataCall(request.url) ? DATA_HEADERS : pageHeaders);
    done();
  });
}

/**
 * JSON answers of /api/ are never a document: a browser that opens one shows it as text, and no
 * page runs inside it. They get the headers that matter for data (OWASP's REST cheat sheet: no
 * sniffing, no framing, nothing loaded, no cross-origin reads) instead of the pages' eleven, which
 * node:http validates and writes on every answer (≈ 4 µs of a 35 µs call). /api/docs is a page.
 */
export const DATA_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};
const isDataCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** What any answer carries anyway; everything else the probe answered with is helmet's. */
const PLAIN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
