/** The real app on a free port, a real SMTP server, and a typed caller over HTTP. */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { CallInput, CallOutput, CallPath } from '@tt/contract';
import { hashPassword, PRIVACY_NOTICE_VERSION, type Feature } from '@tt/contract';
import { upsertStaff } from '../../src/seed/staff.js';
import { buildApp, type App } from '../../src/app.js';
import { createProviders } from '../../src/providers/index.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestDatabase } from './database.js';
import { insertPublishedStory, type StoryOptions } from './stories.js';
import { madeStory, type StoryRequest } from './made-stories.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import {
  callAt,
  callUncheckedAt,
  postAt,
  uploadAt,
  type Answer,
  type RouteAnswer,
  type UploadRoute,
  type WithCredentials,
} from './call.js';

export type { Answer } from './call.js';

export interface TestApp {
  app: App;
  url: string;
  smtp: TestSmtp;
  config: Config;
  /** A call as the web makes it: the input is checked against the contract, the answer typed from it. */
  call<P extends CallPath>(
    path: P,
    input: WithCredentials<CallInput<P>>,
    token?: string,
  ): Promise<Answer<CallOutput<P>>>;
  /**
   * The escape hatch: a call whose input the contract would refuse (a wrong type, a missing field, a field
   * it does not know), sent on purpose to see what the server does with it. Its success still reads as the
   * contract says. Use `call` for everything else.
   */
  callUnchecked<P extends CallPath>(path: P, input: unknown, token?: string): Promise<Answer<CallOutput<P>>>;
  /** A multipart route of the contract (a picture, a story's takes), its answer typed as the route declares. */
  upload<R extends UploadRoute>(route: R, form: FormData, token?: string): Promise<Answer<RouteAnswer<R>>>;
  /** A request that is not a JSON call (a broken body, another content type): the answer is unknown. */
  post(path: string, body: string | undefined, headers?: Record<string, string>): Promise<Answer<unknown>>;
  register(email: string, password?: string, type?: 0 | 4): Promise<{ token: string; id: number }>;
  /** A staff or partner account with these features and type, signed in; returns its session token. */
  signInAs(features: Feature[], type?: number, email?: string): Promise<string>;
  /** A published story with its media on disk, straight into the database (no studio run); returns its uid. */
  publishedStory(options?: StoryOptions): Promise<string>;
  /** A story the studio made and published (needs AUTO_APPROVE=true); copied when this run made it before. */
  madeStory(request: StoryRequest): Promise<string>;
  close(): Promise<void>;
}

/**
 * `databaseUrl` puts this app on PostgreSQL whatever DATABASE_URL says (a test of PostgreSQL's own faults).
 * The story providers run on the test's own thread: a provider thread started from the sources loads
 * every provider again through tsx, seconds of CPU per file (its own test is studio/provider-thread).
 * `providerThread` keeps the thread, as the browser tests do: their pages must stay fast while stories are made.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { databaseUrl?: string; providerThread?: boolean } = {},
): Promise<TestApp> {
  const smtp = await startSmtp();
  const database = await createTestDatabase(opts.databaseUrl ?? process.env.DATABASE_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_LOGIN: '1000',
      ...env,
    }),
    // DATABASE_WAIT_MS reaches a PostgreSQL test database too
    database:
      database.config.kind === 'postgres' && env.DATABASE_WAIT_MS
        ? { ...database.config, waitMs: Number(env.DATABASE_WAIT_MS) }
        : database.config,
  };
  const app = await buildApp(config, opts.providerThread ? {} : { providers: createProviders(config.studio) });
  let accounts = 0;
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config.publicUrl = url;

  const call: TestApp['call'] = (p, input, token) => callAt(url, p, input, token);
  const callUnchecked: TestApp['callUnchecked'] = (p, input, token) => callUncheckedAt(url, p, input, token);

  return {
    app,
    url,
    smtp,
    config,
    call,
    callUnchecked,
    upload: (route, form, token) => uploadAt(url, route, form, token),
    post: (p, body, headers) => postAt(url, p, body, headers),
    register: async (email, password = 'secret-password', type = 0) => {
      // registration answers alike for new and taken addresses; the client then signs in
      const hashed = await hashPassword(email, password);
      const mailsBefore = smtp.received.length;
      const created = await call('user/create', {
        login: email,
        password: hashed,
        type,
        parentConsent: PRIVACY_NOTICE_VERSION,
      });
      if (created.status !== 200) throw new Error(`register failed: ${JSON.stringify(created.body)}`);
      const res = await call('user/signinv2', { login: email, password: hashed });
      if (res.status !== 200) throw new Error(`sign-in after registering failed: ${JSON.stringify(res.body)}`);
      // the confirmation mail is sent off the request path: let it land, so tests that wait for
      // the next mail to this address get theirs
      if (config.smtpUrl) await smtp.waitFor(email.trim().toLowerCase(), mailsBefore);
      return { token: res.body.token, id: res.body.info.id };
    },
    signInAs: async (features, type = 2, email = `${features.join('-') || 'none'}-${++accounts}@example.com`) => {
      await upsertStaff(app.context.db, { email, password: 'pw', type, features });
      const res = await call('user/signinv2', { login: email, password: await hashPassword(email, 'pw') });
      if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    publishedStory: (options) => insertPublishedStory(app.context.db, app.context.media, options),
    madeStory: (request) => madeStory(app, config, request),
    close: async () => {
      await app.close();
      await smtp.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
