import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_AFTER_LOAD_MS, registerServiceWorker } from '../src/lib/service-worker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('service worker registration', () => {
  it('waits a while after the page has loaded, so its install does not compete with the page starting', async () => {
    vi.useFakeTimers();
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    expect(document.readyState).toBe('complete');
    registerServiceWorker(true);
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 100);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers nothing outside the production build', async () => {
    vi.useFakeTimers();
    const register = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    registerServiceWorker(false);
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });
});
