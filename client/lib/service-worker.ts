import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that keeps the app shell for offline starts. Built copies only:
 * the dev server serves modules that change on every edit. A new version takes over at once.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
