import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTenants } from './actors';
import { buildProject } from './builders';
import { testConfig, useTestApp } from './harness';

const ctx = useTestApp();

// The built client beside the API, and one more app that trusts its proxy's X-Forwarded-Proto.
let withClient: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'riser-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Riser</title><div id="root"></div>');
  withClient = await buildApp({ config: testConfig(), database: ctx.database, clientDir: dir, logger: false });
  behindProxy = await buildApp({ config: testConfig({ TRUST_PROXY: 'true' }), database: ctx.database, logger: false });
});
afterAll(async () => {
  await withClient?.close();
  await behindProxy?.close();
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}

function expectAppHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('form-action')).toBe("'self'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('the app’s page and files cannot be framed, run no foreign script and are not sniffed', async () => {
    for (const url of ['/', '/projects/123', '/favicon-missing.svg']) {
      const page = await withClient.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expectAppHeaders(page);
      // Images the app shows come from the API, object URLs and data URLs.
      expect(directives(page).get('img-src')).toBe("'self' data: blob:");
      expect(directives(page).get('worker-src')).toBe("'self'");
    }
  });

  it('every API answer carries them, success or error', async () => {
    for (const [method, url] of [
      ['GET', '/healthz'],
      ['GET', '/api/user'],
      ['GET', '/api/nothing-here'],
      ['POST', '/api/login'],
    ] as const) {
      expectAppHeaders(await ctx.app.inject({ method, url }));
    }
  });

  it('asks for HTTPS only on answers that came over HTTPS', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, a client's X-Forwarded-Proto is not believed.
    const spoofed = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await behindProxy.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const plainViaProxy = await behindProxy.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plainViaProxy.headers['strict-transport-security']).toBeUndefined();
  });

  it('the downloaded report keeps its own stricter policy', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    const report = await ctx.app.inject({ method: 'GET', url: `/api/projects/${project.id}/report`, headers: { cookie: t.user.cookie } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-security-policy']).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    expect(report.headers['x-content-type-options']).toBe('nosniff');
  });
});
