import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The dev server forwards API and health calls to the Fastify server (API_PORT, default 3000).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  // Each build starts its saved query cache afresh (client/app/query-persistence.ts).
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(String(Date.now())) },
  plugins: [
    react(),
    tailwindcss(),
    // A service worker keeps the app shell, so Riser opens in a basement with no signal (DESIGN §6).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false, // client/public/manifest.webmanifest is the one manifest
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // The API is never answered from the shell cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/],
        // Photos (thumbnail and display size) and drawing backgrounds: a URL's image never
        // changes, so once seen it is served from the device (DESIGN §6). Originals stay online.
        // Sign-out deletes this cache (client/components/sync/logout-link.tsx).
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              ((/^\/api\/photos\/[^/]+$/.test(url.pathname) && url.searchParams.get('size') !== 'original') ||
                /^\/api\/surveys\/[^/]+\/image$/.test(url.pathname)),
            handler: 'CacheFirst',
            options: {
              cacheName: 'riser-images',
              expiration: { maxEntries: 10_000, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': proxied,
      '/healthz': proxied,
      '/readyz': proxied,
    },
  },
});
