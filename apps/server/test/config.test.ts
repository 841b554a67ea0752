import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { mergeHandlers } from '../src/handlers.js';

describe('configuration', () => {
  it('falls back to offline defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/tt-config' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dir: '/tmp/tt-config/db' });
    expect(config.webPush.makeKeys).toBe(true);
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DEMO: 'yes' })).toThrow(/PORT .*\n.*DEMO/);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL must be a URL/);
  });

  it('keeps media under DATA_DIR unless a bucket is set, and names what an S3 store is missing', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/tt-config' }).media).toEqual({ kind: 'folder', root: '/tmp/tt-config/media' });
    expect(
      loadConfig({
        MEDIA_S3_URL: 'http://127.0.0.1:9000/',
        MEDIA_S3_BUCKET: 'tidings',
        MEDIA_S3_PUBLIC_URL: 'https://cdn.test/',
      }).media,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'tidings',
      region: 'us-east-1',
      credentials: null,
      publicUrl: 'https://cdn.test',
    });
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'tidings' })).toThrow(/MEDIA_S3_URL is needed with MEDIA_S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_S3_URL: 'http://s3.test', MEDIA_S3_BUCKET: 'Bad_Name' })).toThrow(
      /MEDIA_S3_BUCKET must be a bucket name/,
    );
    expect(() => loadConfig({ MEDIA_S3_URL: 'ftp://s3.test', MEDIA_S3_BUCKET: 'tidings' })).toThrow(
      /MEDIA_S3_URL must be an http\(s\) URL/,
    );
    expect(() =>
      loadConfig({ MEDIA_S3_URL: 'http://s3.test', MEDIA_S3_BUCKET: 'tidings', MEDIA_S3_ACCESS_KEY: 'key' }),
    ).toThrow(/MEDIA_S3_SECRET_KEY is needed/);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be/);
  });

  it('turns push off in production without keys', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).webPush).toMatchObject({ keys: null, makeKeys: false });
  });
});

describe('handler maps', () => {
  it('refuses two modules handling the same call', () => {
    const handler = async () => ({}) as never;
    expect(() => mergeHandlers({ a: { 'app/info': handler }, b: { 'app/info': handler } })).toThrow(
      'Call app/info is handled by both a and b',
    );
  });
});
