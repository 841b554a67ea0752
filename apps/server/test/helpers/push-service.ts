/**
 * A local Web Push service: accepts pushes like a browser vendor's endpoint and decrypts them
 * with the subscription's keys, as the browser would.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  message: Record<string, unknown> | null;
}

export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  /** A browser subscription whose endpoint is on this service; `gone` endpoints answer 410. */
  subscribe(name: string, opts?: { gone?: boolean }): string;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const key = keys.get(path);
      let message: Record<string, unknown> | null = null;
      if (key)
        message = JSON.parse(
          decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth }).toString(
            'utf8',
          ),
        );
      received.push({ path, headers: req.headers, message });
      res.statusCode = !key ? 404 : key.gone ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    received,
    subscribe: (name, opts = {}) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(`/push/${name}`, { ecdh, auth, gone: !!opts.gone });
      return JSON.stringify({
        endpoint: `${url}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
      });
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
