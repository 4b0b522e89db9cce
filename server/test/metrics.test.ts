import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { JobStatsSource } from '../http/metrics';
import { buildTenantsWithSurvey } from './actors';
import { buildProject } from './builders';
import { testConfig, useTestApp } from './harness';
import { multipart, orientedJpeg } from './image-fixtures';
import { testDatabase } from './test-database';

// Real: the app, the worker's database, the filesystem blob store. Fake: the job queue, which
// the job runner supplies in production.

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const TOKEN = 'scrape-me-9f2c41d7e0b64a58';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments left out). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample with this name and (at least) these labels. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

type Scrape = { remoteAddress?: string; headers?: Record<string, string> };
const scrape = (app: FastifyInstance, options: Scrape = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...options });

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: FastifyInstance;
  let jobsFail = false;
  const jobs: JobStatsSource = {
    stats: async () => {
      if (jobsFail) throw new Error('queue table locked');
      return [
        { queue: 'orphan-sweep', queued: 3, active: 1, failed: 2 },
        { queue: 'webhooks', queued: 0, active: 0, failed: 5 },
      ];
    },
  };
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: await testDatabase(), logger: false, jobs });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a loopback caller, signed out, with requests by route pattern, latency buckets, pool, blob and job gauges', async () => {
    const db = (await testDatabase()).db;
    const { tenants, surveyId } = await buildTenantsWithSurvey(app, db);
    const cookie = tenants.user.cookie;
    await buildProject(db, { companyId: tenants.company.id, name: 'Oak Towers' });
    for (const building of ['A', 'B']) {
      const saved = await app.inject({ method: 'PATCH', url: `/api/surveys/${surveyId}`, headers: { cookie }, payload: { formData: { building } } });
      expect(saved.statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-thing/42' })).statusCode).toBe(404);
    const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await orientedJpeg() }, fields: { elevationLevel: '1' } });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/surveys/${surveyId}/photos`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photoId = uploaded.json().id as string;
    expect((await app.inject({ method: 'GET', url: `/api/photos/${photoId}?size=thumb`, headers: { cookie } })).statusCode).toBe(200);

    await scrape(app); // a scrape is not counted, not even by the next one
    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parse(response.body);

    // Requests: by route pattern, never the raw id; unmatched paths under one label.
    const autosaves = { method: 'PATCH', route: '/api/surveys/:id', status_code: '200' };
    expect(value(samples, 'riser_http_requests_total', autosaves)).toBe(2);
    expect(value(samples, 'riser_http_requests_total', { method: 'GET', route: '/api/projects', status_code: '200' })).toBe(1);
    expect(value(samples, 'riser_http_requests_total', { method: 'GET', route: '/api/projects', status_code: '401' })).toBe(1);
    expect(value(samples, 'riser_http_requests_total', { method: 'POST', route: '/api/surveys/:id/photos', status_code: '201' })).toBe(1);
    expect(value(samples, 'riser_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(response.body).not.toContain(surveyId);
    expect(response.body).not.toContain(photoId);
    expect(response.body).not.toContain('no-such-thing');
    expect(samples.filter((s) => s.labels.route === '/metrics')).toEqual([]);

    // Latency: cumulative buckets up to +Inf, a count and a sum.
    const bucket = (le: string) => value(samples, 'riser_http_request_duration_seconds_bucket', { ...autosaves, le });
    expect(bucket('+Inf')).toBe(2);
    expect(bucket('0.0025')).toBeLessThanOrEqual(bucket('30')!);
    expect(value(samples, 'riser_http_request_duration_seconds_count', autosaves)).toBe(2);
    expect(value(samples, 'riser_http_request_duration_seconds_sum', autosaves)).toBeGreaterThan(0);

    // The database pool, read now.
    expect(value(samples, 'riser_db_pool_clients')).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'riser_db_pool_idle_clients')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'riser_db_pool_waiting_requests')).toBe(0);

    // Blobs: the upload stored the original, the display copy and the thumbnail; the thumb was read.
    expect(value(samples, 'riser_blob_operations_total', { op: 'put', outcome: 'ok' })).toBe(3);
    expect(value(samples, 'riser_blob_operations_total', { op: 'get', outcome: 'ok' })).toBe(1);
    expect(value(samples, 'riser_blob_operations_total', { op: 'put', outcome: 'error' })).toBe(0);
    expect(value(samples, 'riser_blob_operation_duration_seconds_count', { op: 'put', outcome: 'ok' })).toBe(3);

    // Jobs, from the job runner, by queue.
    expect(value(samples, 'riser_jobs_queued', { queue: 'orphan-sweep' })).toBe(3);
    expect(value(samples, 'riser_jobs_active', { queue: 'orphan-sweep' })).toBe(1);
    expect(value(samples, 'riser_jobs_failed', { queue: 'orphan-sweep' })).toBe(2);
    expect(value(samples, 'riser_jobs_failed', { queue: 'webhooks' })).toBe(5);

    // The process, under the same prefix as everything else.
    expect(value(samples, 'riser_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'riser_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'riser_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(samples.filter((s) => !s.name.startsWith('riser_')).map((s) => s.name)).toEqual([]);
  });

  it('still answers when the job queue cannot say, without job series', async () => {
    jobsFail = true;
    try {
      const response = await scrape(app);
      expect(response.statusCode).toBe(200);
      const names = parse(response.body).map((s) => s.name);
      expect(names.filter((n) => n.startsWith('riser_jobs_'))).toEqual([]);
      expect(names).toContain('riser_db_pool_clients');
    } finally {
      jobsFail = false;
    }
  });

  it('is not found for a caller from another machine, even one a proxy says is local', async () => {
    const refused: Scrape[] = [
      { remoteAddress: '10.1.2.3' },
      { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } },
      // A reverse proxy on this host connects from loopback for every caller.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.9' } },
    ];
    for (const request of refused) {
      const response = await scrape(app, request);
      expect(response.statusCode, JSON.stringify(request)).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No such route: GET /metrics' });
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await scrape(app, { remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('is left out of the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics beside the built client', () => {
  it('counts the client’s files as one route, and its deep links as unmatched', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'riser-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Riser</title>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("riser")');
    writeFileSync(path.join(dir, 'assets', 'vendor-5678.js'), 'console.log("vendor")');
    const app = await buildApp({ config: testConfig(), database: await testDatabase(), clientDir: dir, logger: false });
    try {
      for (const url of ['/assets/app-1234.js', '/assets/vendor-5678.js', '/projects/42', '/healthz']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      const response = await scrape(app);
      const samples = parse(response.body).filter((s) => s.name === 'riser_http_requests_total');
      expect(samples.map((s) => `${s.labels.route} ${s.labels.status_code} ${s.value}`).sort()).toEqual([
        '/healthz 200 1',
        'static 200 2',
        'unmatched 200 1',
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  // TRUST_PROXY as behind a load balancer: a forwarded address must not matter either way.
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });

  it('answers 401 without the token or with a wrong one, loopback or not', async () => {
    const wrong: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: `Basic ${TOKEN}` }, { authorization: 'Bearer ' }];
    for (const headers of wrong) {
      for (const remoteAddress of ['127.0.0.1', '10.1.2.3']) {
        const response = await scrape(ctx.app, { remoteAddress, headers });
        expect(response.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
        expect(response.headers['www-authenticate']).toBe('Bearer realm="riser-metrics"');
        expect(response.body).not.toContain('riser_');
      }
    }
  });

  it('answers the right token from anywhere', async () => {
    const response = await scrape(ctx.app, {
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(response.body).toContain('# TYPE riser_http_requests_total counter');
  });
});
