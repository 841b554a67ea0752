/**
 * Serves the built web app, with index.html for every client-side route. The page carries what
 * the route shows and fetches first (`hintsFor`), and is compressed like the assets beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from '../errors.js';
import { escapeHtml, type HintsFor, type PageHints } from '../page-hints.js';
import { sendProblem } from './problem.js';

/**
 * The shell stands over the app, in the app's own layout (Layout.tsx, .player), until the page that
 * asked for it removes #page-shell (apps/web/src/lib/page-shell.ts): so its picture paints first and
 * nothing moves when it goes. The device's "Without pictures" lives in localStorage
 * (apps/web/src/lib/playlist.tsx), which only the page can read: it hides the shell's picture.
 */
export const SHELL_STYLE =
  `#page-shell{position:fixed;inset:0;z-index:50;overflow:hidden;background:var(--bg)}` +
  `#page-shell .page-shell__player{display:flex;flex-direction:column;gap:12px;max-width:900px;margin:0 auto}` +
  // a pixel larger on each side than the app's own, so the same picture painted again by the app
  // is not a larger paint than the one the visitor already saw
  `#page-shell .player__stage{margin:0 -1px}` +
  `.no-shell-pictures #page-shell img{display:none}`;
/** Inline so it runs before the first paint; the CSP allows it by hash (plugins/security-headers.ts). */
export const SHELL_SCRIPT =
  `try{var p=JSON.parse(localStorage.getItem('tt.playlist')||'{}');` +
  `if(p&&p.settings&&p.settings.noimagesinstory&&localStorage.getItem('tt.token'))document.documentElement.classList.add('no-shell-pictures')}catch(e){}`;
const SHELL_HEAD = `<style>${SHELL_STYLE}</style><script>${SHELL_SCRIPT}</script>`;

function withHints(html: string, hints: PageHints): string {
  if (!hints.preloads.length && !hints.shell) return html;
  const links = hints.preloads
    .map((u) => `<link rel="preload" as="image" href="${escapeHtml(u)}" fetchpriority="high">`)
    .join('');
  const shell = hints.shell
    ? `<div id="page-shell" class="layout" aria-hidden="true"><main class="page"><div class="page-shell__player">${hints.shell}</div></main></div>`
    : '';
  return html
    .replace('</head>', `${links}${hints.shell ? SHELL_HEAD : ''}</head>`)
    .replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  // the page is a few KB: compressing it per request costs well under a millisecond
  if (/\bbr\b/.test(accepts))
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  return reply.send(html);
}

export async function registerWeb(
  fastify: FastifyInstance,
  webDist: string | null,
  hintsFor: HintsFor = async () => ({ preloads: [], shell: '' }),
): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  // read once: a new build is served after a restart, as its hashed assets are
  const html = index && fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : null;
  if (html) {
    await fastify.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // the web build writes .br and .gz beside its assets (apps/web/vite.config.ts)
      preCompressed: true,
      setHeaders: (res, file) => {
        // Vite puts a content hash in asset names, so they may be cached for a year.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  fastify.setNotFoundHandler(async (request, reply) => {
    const [url, search = ''] = request.url.split('?') as [string, string?];
    if (request.method === 'GET' && html && !url.startsWith('/api/') && !path.extname(url)) {
      const hints = await hintsFor(url, new URLSearchParams(search)).catch((err: unknown) => {
        request.log.warn({ err }, 'page hints failed');
        return { preloads: [], shell: '' };
      });
      return sendPage(request, reply, withHints(html, hints));
    }
    if (request.method === 'GET' && !html && url === '/') {
      return reply
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (it builds apps/web first) or `npm run build -w @tt/web`.');
    }
    return sendProblem(reply, new ApiProblem(404, 'errors.notFound'));
  });
}
