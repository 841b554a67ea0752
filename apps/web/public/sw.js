/* global self, URL */
/* Tiny Tidings service worker: shows Web Push messages and opens the app where they point. */
self.addEventListener('push', (event) => {
  let message = { title: 'Tiny Tidings', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // a push without JSON still shows the app's name
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: message.icon || '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      return open ? open.navigate(url).then((w) => w && w.focus()) : self.clients.openWindow(url);
    }),
  );
});
