// Pushes for the installed app, and the offline queue's wake-up (Background Sync), imported by the
// service worker that vite-plugin-pwa builds (sw.js, `workbox.importScripts` in vite.config.ts); the
// worker's caching is its own.
// The server sends JSON: { title, body, url, tag } (packages/server/src/services/push-service.ts).

/** A path of this app (`/badges`); anything else, another site included, opens the board. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: appPath(message.url) },
  };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  const title =
    typeof message.title === 'string' && message.title ? message.title : 'Bitesize TaskBoard';
  event.waitUntil(self.registration.showNotification(title, options));
});

// A click opens the screen the push is about: in a window of the app already open (brought to
// the front), else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    appPath(event.notification.data && event.notification.data.url),
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        try {
          const shown = (await open.navigate(target.href)) || open;
          await shown.focus().catch(() => undefined);
          return;
        } catch {
          // Not this worker's page (navigate refuses): a window of its own instead.
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

// Background Sync (where the browser has it): the connection is back for changes a child made
// offline. The queue and the session live in the page, so the worker wakes the app's open
// windows to replay them (src/offline/offlineQueue.ts); without one, the next start replays.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'taskboard-queue') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: event.tag }))),
  );
});
