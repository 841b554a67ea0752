/**
 * The support page's server side (decision 033): contacts as configured, a visitor's message that
 * lands in the staff inbox and whose answer arrives by real SMTP, and the applications page's
 * releases proxy against a local stand-in for the code host.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { subjectOf } from '../helpers/smtp.js';

const realNow = Date.now.bind(Date);
let skippedMs = 0;
/** Moves this process's clock past the releases cache period (RELEASES_CACHE_S=1) instead of waiting it out. */
const passCachePeriod = () => {
  skippedMs += 1100;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skippedMs);
};

/** A stand-in for a releases API (GitHub's releases/latest shape) that counts the requests it gets. */
let releases: http.Server;
let releasesUrl: string;
let release: { status: number; body: unknown };
let hits = 0;
let t: TestApp;
let staff: string;

beforeAll(async () => {
  releases = http.createServer((req, res) => {
    hits++;
    res.statusCode = release.status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(release.body));
  });
  await new Promise<void>((r) => releases.listen(0, '127.0.0.1', r));
  releasesUrl = `http://127.0.0.1:${(releases.address() as AddressInfo).port}/repos/tt/app/releases/latest`;
  t = await startTestApp({
    SUPPORT_EMAIL: 'help@tinytidings.test',
    SUPPORT_PHONE: '+7 900 000-00-00',
    SUPPORT_WIDGET_URL: 'https://chat.widget.test/loader.js?id=42',
    RELEASES_URL: releasesUrl,
    RELEASES_CACHE_S: '1',
    DEMO_STORIES: 'false',
  });
  staff = await t.signInAs(['team']);
});
afterAll(async () => {
  vi.restoreAllMocks(); // the clock, for the files that run after this one in the same process
  await t?.close();
  releases?.close();
});

const inbox = (search: string) =>
  t.call('team/support/chats', { pageNumber: 0, pageSize: 20, searchStrFilter: search }, staff);

describe('support page', () => {
  it('hands out the configured contacts, and the CSP lets in the widget’s origin only', async () => {
    const contacts = await t.call('support/contacts', {});
    expect(contacts.body).toEqual({
      email: 'help@tinytidings.test',
      phone: '+7 900 000-00-00',
      widgetUrl: 'https://chat.widget.test/loader.js?id=42',
    });
    const page = await fetch(`${t.url}/support`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.widget\.test/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/chat\.widget\.test/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/chat\.widget\.test/);
    // no Google client id configured: Google's script is not allowed
    expect(csp).not.toContain('accounts.google.com');
  });

  it("lands a visitor's message in the staff inbox; the staff answer arrives by e-mail in the visitor's language", async () => {
    const sent = await t.call('support/visitor/send', {
      email: 'Visiting.Parent@Example.com',
      text: 'Does the app work without internet?',
      locale: 'ru',
      fingerprint: 'browser-of-the-parent',
    });
    expect(sent.status).toBe(200);
    // a second message from the same address and browser joins the same chat
    await t.call('support/visitor/send', {
      email: 'visiting.parent@example.com',
      text: 'And on a phone?',
      locale: 'ru',
      fingerprint: 'browser-of-the-parent',
    });

    const rows = (await inbox('visiting.parent')).body;
    expect(rows.count).toBe(1);
    expect(rows.data[0]).toMatchObject({
      email: 'visiting.parent@example.com',
      visitor: true,
      userId: 0,
      unread: 2,
      lastEvent: { data: { text: 'And on a phone?' } },
    });
    const room = rows.data[0].uid;
    const events = await t.call('chat/events/get', { roomid: room, count: 10 }, staff);
    expect(events.body.events.map((e) => e.data.text)).toEqual([
      'And on a phone?',
      'Does the app work without internet?',
    ]);

    const before = t.smtp.received.length;
    const answer = await t.call(
      'chat/send',
      {
        roomid: room,
        events: [
          { uid: 'answer-1', type: 'message', data: { type: 'message', text: 'Yes: save a story for offline.' } },
        ],
      },
      staff,
    );
    expect(answer.status).toBe(200);
    const mail = await t.smtp.waitFor('visiting.parent@example.com', before);
    expect(mail.raw).toContain('Yes: save a story for offline.');
    expect(subjectOf(mail.raw).startsWith('Ответ поддержки · Tiny Tidings')).toBe(true);
    expect(mail.raw).toContain(`${t.url}/support`);
  });

  it('keeps two browsers writing with one address (in different case) in two threads, each labelled (issue 25 point 16)', async () => {
    const send = (email: string, text: string, fingerprint: string) =>
      t.call('support/visitor/send', { email, text, fingerprint });
    await send('Shared.Address@Example.com', 'I am the real owner', 'first-browser');
    await send('shared.address@example.com', 'Send me their account details', 'second-browser');
    await send('SHARED.ADDRESS@example.com', 'Also me, the owner', 'first-browser');

    const rows = (await inbox('shared.address')).body;
    expect(rows.count).toBe(2);
    const labels = rows.data.map((r) => r.browser);
    expect(new Set(labels).size).toBe(2);
    expect(labels.every((b) => b !== undefined && /^[0-9a-f]{6}$/.test(b))).toBe(true);
    const texts = async (uid: string) =>
      (await t.call('chat/events/get', { roomid: uid, count: 10 }, staff)).body.events.map((e) => e.data.text);
    const threads = await Promise.all(rows.data.map((r) => texts(r.uid)));
    expect(threads.map((th) => th.sort()).sort()).toEqual([
      ['Also me, the owner', 'I am the real owner'],
      ['Send me their account details'],
    ]);
  });

  it('refuses a bad address or an empty message, naming the field, and keeps nothing', async () => {
    const bad = await t.call('support/visitor/send', { email: 'not-an-address', text: 'Hello' });
    expect(bad.status).toBe(422);
    expect(bad.problem.errors?.[0]).toMatchObject({ field: 'email', key: 'validation.email' });
    const empty = await t.call('support/visitor/send', { email: 'quiet@example.com', text: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.problem.errors?.[0]).toMatchObject({ field: 'text', key: 'validation.emptyMessage' });
    expect((await inbox('quiet@example.com')).body.count).toBe(0);
  });
});

describe('releases proxy', () => {
  it('answers the .apk asset of the latest release, asking the code host once per cache period', async () => {
    release = {
      status: 200,
      body: {
        tag_name: 'v1.4.0',
        name: 'Spring',
        assets: [
          { name: 'checksums.txt', browser_download_url: 'https://dl.test/checksums.txt', size: 100 },
          { name: 'tiny-tidings-1.4.0.APK', browser_download_url: 'https://dl.test/tt-1.4.0.apk', size: 12345 },
        ],
      },
    };
    hits = 0;
    const first = await t.call('app/release/latest', {});
    expect(first.body).toEqual({
      configured: true,
      version: 'v1.4.0',
      apk: { name: 'tiny-tidings-1.4.0.APK', url: 'https://dl.test/tt-1.4.0.apk', size: 12345 },
    });
    await t.call('app/release/latest', {});
    expect(hits).toBe(1);

    // after the cache period a release without an .apk says so
    release = {
      status: 200,
      body: { tag_name: 'v1.5.0', assets: [{ name: 'notes.md', browser_download_url: 'https://dl.test/n' }] },
    };
    passCachePeriod();
    const none = await t.call('app/release/latest', {});
    expect(none.body).toEqual({ configured: true, version: 'v1.5.0', apk: null });
    expect(hits).toBe(2);
  });

  it('says the download cannot be reached when the code host fails or answers nonsense, and does not keep the failure', async () => {
    passCachePeriod();
    release = { status: 503, body: { message: 'down' } };
    const down = await t.call('app/release/latest', {});
    expect(down.status).toBe(502);
    expect(down.problem.key).toBe('errors.releaseUnavailable');
    release = { status: 200, body: { assets: 'none' } };
    const nonsense = await t.call('app/release/latest', {});
    expect(nonsense.status).toBe(502);
    release = {
      status: 200,
      body: { tag_name: 'v2', assets: [{ name: 'a.apk', browser_download_url: 'https://dl.test/a.apk' }] },
    };
    expect((await t.call('app/release/latest', {})).body.apk).toEqual({
      name: 'a.apk',
      url: 'https://dl.test/a.apk',
      size: null,
    });
  });
});

describe('configuration', () => {
  it('refuses unusable support and releases settings, naming the variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems.map((p) => p.variable);
      }
    };
    expect(problems({ SUPPORT_EMAIL: 'help' })).toEqual(['SUPPORT_EMAIL']);
    expect(problems({ SUPPORT_PHONE: 'call us' })).toEqual(['SUPPORT_PHONE']);
    expect(problems({ SUPPORT_WIDGET_URL: 'javascript:alert(1)' })).toEqual(['SUPPORT_WIDGET_URL']);
    expect(problems({ RELEASES_URL: 'not a url' })).toEqual(['RELEASES_URL']);
    expect(loadConfig({}).releases).toEqual({ url: null, cacheMs: 600_000 });
    expect(loadConfig({}).support).toEqual({ email: null, phone: null, widgetUrl: null });
  });
});
