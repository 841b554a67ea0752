/** /dev/mailbox: the outbox as a page with clickable links, for development only. */
import type { FastifyInstance } from 'fastify';
import { OutboxMailer } from './outbox.js';
import type { Mailer } from './types.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Allowed by hash in the CSP (plugins/security-headers.ts). */
export const MAILBOX_STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#333}article{border:1px solid #ddd;border-radius:12px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#777}`;

export function registerMailbox(fastify: FastifyInstance, mailer: Mailer): void {
  if (!(mailer instanceof OutboxMailer)) return;
  fastify.get('/dev/mailbox', async (_request, reply) => {
    const mails = await mailer.list();
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(m.date)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    const body = mails.length
      ? items
      : '<p>No mail yet. Register or restore a password and the message appears here.</p>';
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Tiny Tidings</title>
<style>${MAILBOX_STYLE}</style>
</head><body><h1>Dev mailbox</h1><p>Messages the server would have sent (no SMTP_URL configured), newest first, from ${escape(mailer.dir)}.</p>${body}</body></html>`);
  });
}
