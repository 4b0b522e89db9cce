import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The dev server forwards API and health calls to the Fastify server (API_PORT, default 3000).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const proxied = { target: apiTarget, changeOrigin: false };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels, for
 * the server to send as they are (server/http/client-app.ts). It runs after the service worker
 * is generated, so sw.js is compressed too; files too small to gain are left alone.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'riser:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const bytes = await readFile(file);
            if (bytes.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < bytes.length) await writeFile(`${file}.br`, br);
            if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

// The building blocks that the signed-in screens share (header, badges, form controls, the
// outbox's summaries, mutations): one chunk with their icons, instead of one small file per
// combination of screens that use them (each a request; on a phone's slow link they queue six
// at a time). Parts that load on demand (dialogs, menus, toasts, the sync panel) stay out.
const SHARED_BLOCKS = /[\\/]client[\\/](components|lib|offline)[\\/]|[\\/]common[\\/]survey[\\/](location-types|progress)\.ts$/;
const ON_DEMAND_PARTS = /[\\/](dialog|alert-dialog|dropdown-menu|toast|toaster|confirm-dialog|sync-panel|storage-section|logout-link|logout-warning|markup-shapes|app-menu|view-as-dropdown)\.tsx$/;

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
        // mjs: pdf.js's worker, so that a PDF plan can be opened offline too.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
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
              plugins: [
                {
                  // Only the server's own image is kept (DESIGN §6): a captive portal's 200 page
                  // for a photo's URL would otherwise be served in its place for months. The
                  // function is copied into sw.js as it is written, so it names nothing outside.
                  cacheWillUpdate: async ({ response }) =>
                    response.status === 200 &&
                    response.headers.has('x-riser-request-id') &&
                    (response.headers.get('content-type') ?? '').startsWith('image/')
                      ? response
                      : null,
                },
              ],
            },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompressAssets(),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    // The libraries every screen starts with make one file of about 490 kB (150 kB gzipped).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen starts with, apart from the app's own code: their file
            // stays the same from one release to the next, so a browser keeps it.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'blocks', test: (id) => SHARED_BLOCKS.test(id) && !ON_DEMAND_PARTS.test(id), priority: 1 },
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
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
