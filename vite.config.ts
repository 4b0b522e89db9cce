import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server forwards API and health calls to the Fastify server (API_PORT, default 3000).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  plugins: [react(), tailwindcss()],
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
