/** Security headers on every kind of answer, development pages for loopback only, problems for bad URLs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SMTP_URL: '' }); // the outbox, so /dev/mailbox exists
});
afterAll(() => t.close());

const inject = (url: string, remoteAddress = '127.0.0.1') =>
  t.app.fastify.inject({ method: 'GET', url, remoteAddress });

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame-ancestors and a referrer policy on page and media answers', async () => {
    for (const url of ['/', '/api/docs', '/media/none.webp', '/no/such/page']) {
      const res = await inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("frame-src 'self' https://securepay.tinkoff.ru");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends JSON answers of the API a policy that loads nothing and may not be framed, and nosniff', async () => {
    for (const url of ['/api/openapi.json', '/api/userdata/PublicSettings/get/1']) {
      const res = await inject(url);
      expect(res.headers['content-type'], url).toContain('json');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const call = await t.app.fastify.inject({ method: 'POST', url: '/api/app/info', payload: {} });
    expect(call.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('allows the bank origin named by TBANK_PAYMENT_ORIGIN as the one framed page', async () => {
    const other = await startTestApp({ TBANK_PAYMENT_ORIGIN: 'https://pay.bank.test/new/abc' });
    try {
      const res = await other.app.fastify.inject({ method: 'GET', url: '/api/docs' });
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https://pay.bank.test;");
    } finally {
      await other.close();
    }
  });
});

describe('development pages', () => {
  it('serves /dev/ pages to loopback clients only', async () => {
    expect((await inject('/dev/mailbox')).statusCode).toBe(200);
    expect((await inject('/dev/mailbox', '::1')).statusCode).toBe(200);
    for (const url of ['/dev/mailbox', '/dev/bank', '/%64ev/mailbox', '//dev/mailbox', '/DEV/mailbox?x=1']) {
      const res = await inject(url, '192.168.1.20');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Dev mailbox');
    }
  });

  it('serves them to others when DEV_PAGES_ALLOW_REMOTE=true', async () => {
    const open = await startTestApp({ SMTP_URL: '', DEV_PAGES_ALLOW_REMOTE: 'true' });
    try {
      const res = await open.app.fastify.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('bad URLs answer problem details', () => {
  it.each([
    ['an undecodable byte', '%ff'],
    ['a lone percent sign', '%'],
    ['a 10,000-character id', 'x'.repeat(10_000)],
  ])('GET PublicSettings/get with %s', async (_name, id) => {
    const res = await fetch(`${t.url}/api/userdata/PublicSettings/get/${id}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((await res.json()).code).toBeTypeOf('number');
  });
});
