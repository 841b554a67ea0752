/**
 * Registers the service worker (/sw.js, built from sw.ts) in the production build: the app shell
 * and kept stories then work offline (decision 034). Web Push uses the same registration (and registers
 * it itself when a parent turns push on first).
 */

/**
 * How long after the page's load the worker is registered, once the browser is idle. Its install fetches
 * the whole app shell for offline use (a hundred files, about a megabyte): at load it competed with a
 * story's own pictures and sounds for a phone's network, and with the page's first drawing for its cores
 * (issue 32 §6). A worker registered on an earlier visit controls the page from its start all the same.
 */
export const REGISTER_AFTER_LOAD_MS = 5000;

export function registerServiceWorker(enabled = import.meta.env.PROD): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker', err));
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register) : register();
  const later = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
