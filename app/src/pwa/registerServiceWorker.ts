/// <reference types="vite/client" />
// The service worker (built by vite-plugin-pwa) caches the app shell so the board opens offline.
// Only production builds register it: in development it would serve stale modules.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the app works as a normal website.
    });
  });
}
