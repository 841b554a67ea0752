import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { waitUntil } from '../helpers/wait.js';

let app: App;
let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-outbox-'));
  app = await buildApp({
    ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://kids.test' }),
    database: database.config,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('outbox and dev mailbox without SMTP', () => {
  it('keeps the restore mail in the outbox and lists it with a clickable link', async () => {
    const { hashPassword, PRIVACY_NOTICE_VERSION } = await import('@tt/contract');
    const create = await app.fastify.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        login: 'outbox@example.com',
        password: await hashPassword('outbox@example.com', 'x'),
        parentConsent: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(create.statusCode).toBe(200);
    // the mail is written off the request path
    const outbox = path.join(dataDir, 'outbox');
    const files = await waitUntil(
      async () => fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0 && fs.readdirSync(outbox),
      'the confirmation mail in the outbox',
    );
    expect(files).toHaveLength(1);
    const mail = JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8'));
    expect(mail).toMatchObject({ to: 'outbox@example.com', subject: 'Confirm your e-mail · Tiny Tidings' });

    const page = await app.fastify.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<a href="http:\/\/kids\.test\/confirm\?type=email(&amp;|&#38;)hash=[\w-]+">/);
  });

  it('has no mailbox page in production', async () => {
    const prodDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-prod-'));
    const prodDb = await createTestDatabase();
    const prod = await buildApp({
      ...loadConfig({ NODE_ENV: 'production', DATA_DIR: prodDir, WEB_DIST: '', LOG_LEVEL: 'silent' }),
      database: prodDb.config,
    });
    try {
      expect((await prod.fastify.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
      await prodDb.drop();
    }
  });
});
