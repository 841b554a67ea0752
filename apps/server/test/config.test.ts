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
