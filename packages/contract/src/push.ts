/** Push registrations: what a browser's token must look like (the server stores and uses it as is). */

/** A Web Push registration must be a PushSubscription as JSON with an http(s) endpoint and both keys. */
export function isWebSubscription(token: string): boolean {
  try {
    const s = JSON.parse(token) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
    return (
      typeof s.endpoint === 'string' &&
      /^https?:\/\//.test(s.endpoint) &&
      typeof s.keys?.p256dh === 'string' &&
      typeof s.keys?.auth === 'string'
    );
  } catch {
    return false;
  }
}
