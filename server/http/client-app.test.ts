import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientApp } from './client-app';

// A built client as `vite build` leaves it: hashed assets and the shell, each big file with its
// brotli and gzip copies beside it (vite.config.ts), a small one without.
const script = `export const riser = ${JSON.stringify('survey '.repeat(400))};\n`;
const shell = `<!doctype html><title>Riser</title><div id="root"></div>${'<!-- shell -->'.repeat(100)}`;
const worker = `self.addEventListener('fetch', () => {});${'/* precache */'.repeat(100)}`;

let app: FastifyInstance;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'riser-client-'));
  mkdirSync(path.join(dir, 'assets'));
  const withCopies = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  withCopies('index.html', shell);
  withCopies('sw.js', worker);
  withCopies('assets/app-1234.js', script);
  writeFileSync(path.join(dir, 'assets', 'tiny-5678.js'), 'export {};');
  app = Fastify({ logger: false });
  await registerClientApp(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const varies = (header: unknown) => String(header).toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('the built client’s files, compressed at build', () => {
  it('a script asked for with Accept-Encoding: br answers brotli bytes that decode to the file', async () => {
    const response = await get('/assets/app-1234.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(varies(response.headers.vary)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('the same with Accept-Encoding: gzip answers gzip bytes, and a browser’s usual header gets brotli', async () => {
    const gzip = await get('/assets/app-1234.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varies(gzip.headers.vary)).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const browser = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    const refusesBrotli = await get('/assets/app-1234.js', 'br;q=0, gzip');
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('without Accept-Encoding, or with one the build has no copy for, the file goes as it is', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/app-1234.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
      // Still varies: a shared cache must not hand this copy to a browser that takes brotli.
      expect(varies(response.headers.vary)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // A file too small to have been compressed is sent as it is to anyone.
    const tiny = await get('/assets/tiny-5678.js', 'br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('the shell and the service worker are compressed too, and still never cached without asking', async () => {
    for (const url of ['/', '/projects/123/surveys/456', '/index.html']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(varies(page.headers.vary)).toBe(true);
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(shell);
    }
    const plain = await get('/projects/123');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(shell);
    const sw = await get('/sw.js', 'gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(sw.rawPayload).toString()).toBe(worker);
  });

  it('unknown /api paths still answer JSON 404, whatever the browser accepts', async () => {
    const response = await get('/api/nothing-here', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
