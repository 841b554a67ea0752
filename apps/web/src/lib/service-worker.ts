/**
 * Registers the service worker (/sw.js, built from sw.ts) in the production build: the app shell
 * and kept stories then work offline (decision 034). Web Push uses the same registration.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker', err));
  });
}
