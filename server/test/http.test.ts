import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildUser } from './builders';
import { signIn, testConfig, useTestApp } from './harness';

const ctx = useTestApp();

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does, and 503 when it does not', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
    const broken = { ...ctx.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ config: testConfig(), database: broken, logger: false });
    const notReady = await app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().code).toBe('UNAVAILABLE');
    expect(notReady.body).not.toContain('connection refused');
    await app.close();
  });
});

describe('request ids and errors', () => {
  it('answers every request with an id, and keeps one the caller sent', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    const fresh = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes the client\'s X-Riser-Request-Id on every answer, errors included, so a client can tell Riser from a captive portal', async () => {
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-riser-request-id': 'entry-1' } }),
      await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: { 'x-riser-request-id': 'entry-2' } }),
      await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie, 'x-riser-request-id': 'entry-3' } }),
      await ctx.app.inject({ method: 'GET', url: '/api/nowhere', headers: { cookie, 'x-riser-request-id': 'entry-4' } }),
      await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, 'x-riser-request-id': 'entry-5' }, payload: { name: 42 } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 404, 400]);
    expect(answers.map((answer) => answer.headers['x-riser-request-id'])).toEqual(['entry-1', 'entry-2', 'entry-3', 'entry-4', 'entry-5']);
    // Not an id: never echoed as it came (no text of the caller's in the headers), the server's own instead.
    const odd = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-riser-request-id': 'a b<script>' } });
    expect(odd.headers['x-riser-request-id']).toBe(odd.headers['x-request-id']);
  });

  it('an unknown /api path is 404 JSON, signed in or not', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(signedOut.statusCode).toBe(404);
    expect(signedOut.json().code).toBe('NOT_FOUND');
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    const signedIn = await ctx.app.inject({ method: 'DELETE', url: '/api/does-not-exist', headers: { cookie } });
    expect(signedIn.statusCode).toBe(404);
  });

  it('a body of the wrong content type is 415, an oversized one 413, never 500', async () => {
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the routes from the same schemas they validate with', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ['/api/login', '/api/user', '/api/logout', '/api/change-password', '/api/register']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    const loginBody = JSON.stringify(doc.paths['/api/login'].post.requestBody);
    expect(loginBody).toContain('email');
    expect(loginBody).toContain('password');
    expect(JSON.stringify(doc.components.schemas)).not.toContain('passwordHash');
  });
});

describe('serving the built client', () => {
  it('answers index.html for every non-/api path and JSON 404 under /api', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'riser-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Riser</title><div id="root"></div>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("riser")');
    const app = await buildApp({ config: testConfig(), database: ctx.database, clientDir: dir, logger: false });
    for (const url of ['/', '/projects/123', '/auth', '/anything/else']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Riser</title>');
    }
    // Signed out, the client's files are served, hashed ones cached for good.
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('riser');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    await app.close();
  });
});

describe('addresses that are not valid UTF-8', () => {
  it('answer the catalogue’s 400, like any other bad input', async () => {
    for (const url of ['/api/invitations/%ED%A0%80', '/api/projects/%FF', '/api/survey-templates/%C0%AE/default']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The address is not valid.' });
    }
  });
});
