import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createBackgroundJobs, type BackgroundJobs } from '../jobs/background-jobs';
import { buildTenants, type Tenants } from './actors';
import { buildProject, completeDefaultForm } from './builders';
import { testConfig } from './harness';
import { multipart, smallPng } from './image-fixtures';
import { memoryLog } from './memory-log';
import { testDatabase } from './test-database';
import { answeringReceiver } from './webhook-receivers';

// Issue 16: webhooks. An admin subscribes a URL to events; each event is delivered by a job,
// POSTed as signed JSON, retried with backoff (shortened here) until the receiver answers 2xx,
// and every delivery is in the hook's log, to be sent again on demand.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: answers 500 to the first `failures` requests, then 204. */
function receiver() {
  const state = { failures: 0, received: [] as Received[] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (state.failures > 0) {
        state.failures--;
        response.writeHead(500).end('not now');
      } else {
        response.writeHead(204).end();
      }
    });
  });
  return { state, server };
}

/** Checks X-Riser-Signature as a receiver would, with node:crypto only. */
function verifies(header: string, body: string, secret: string) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const local = receiver();
let url: string;
let app: FastifyInstance;
let database: Database;
let config: Config;
let jobs: BackgroundJobs;

beforeAll(async () => {
  await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}/riser`;
  database = await testDatabase();
  // The receiver listens on this machine: internal addresses allowed, as on a LAN install.
  config = testConfig({ WEBHOOK_PRIVATE_URLS: 'true' });
  const blobs = createFsBlobStore(path.join(config.dataDir, 'blobs'));
  jobs = createBackgroundJobs({ database, blobs, config, pollingIntervalSeconds: 0.5, webhookBackoffMs: [300, 600] });
  app = await buildApp({ config, database, blobs, logger: false, jobs, webhookDispatch: jobs });
  await app.ready();
  await jobs.start(memoryLog());
});

afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await new Promise((resolve) => local.server.close(resolve));
});

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(app, database.db);
  projectId = (await buildProject(database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  local.state.failures = 0;
  local.state.received = [];
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', target: string, payload?: object) =>
  app.inject({ method, url: target, headers: { cookie }, ...(payload ? { payload } : {}) });

async function makeHook(events: string[], secret?: string) {
  const made = await call(t.admin.cookie, 'POST', '/api/admin/webhooks', { url, events, ...(secret ? { secret } : {}) });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: string; secret: string; events: string[] };
}

async function newSurvey() {
  const created = await call(t.user.cookie, 'POST', `/api/projects/${projectId}/surveys`, { locationType: 'mdf' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

async function completeSurvey(id: string) {
  const done = await call(t.user.cookie, 'PATCH', `/api/surveys/${id}`, { formData: completeDefaultForm('mdf'), isCompleted: true });
  expect(done.statusCode, done.body).toBe(200);
}

type Delivery = { id: string; event: string; status: string; attempts: number; lastStatusCode: number | null; lastError: string | null };
async function deliveriesOf(hookId: string): Promise<Delivery[]> {
  const listed = await call(t.admin.cookie, 'GET', '/api/admin/webhooks');
  expect(listed.statusCode).toBe(200);
  return (listed.json() as { id: string; deliveries: Delivery[] }[]).find((hook) => hook.id === hookId)!.deliveries;
}

describe('webhooks', () => {
  it('answer the secret once (generated when not given) and list without it', async () => {
    const hook = await makeHook(['location.completed', 'photo.added']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await call(t.admin.cookie, 'GET', '/api/admin/webhooks');
    expect(listed.body).not.toContain(hook.secret);
    expect(listed.json()).toEqual([expect.objectContaining({ id: hook.id, url, events: ['location.completed', 'photo.added'], deliveries: [] })]);
  });

  it('refuse a URL that is not http(s) and an unknown event', async () => {
    expect((await call(t.admin.cookie, 'POST', '/api/admin/webhooks', { url: 'ftp://example.com/x', events: ['photo.added'] })).statusCode).toBe(400);
    expect((await call(t.admin.cookie, 'POST', '/api/admin/webhooks', { url, events: ['survey.deleted'] })).statusCode).toBe(400);
    expect((await call(t.admin.cookie, 'POST', '/api/admin/webhooks', { url, events: [] })).statusCode).toBe(400);
  });

  it('are the company’s admins’: a user is refused, another company’s admin finds nothing', async () => {
    const hook = await makeHook(['photo.added']);
    expect((await call(t.user.cookie, 'POST', '/api/admin/webhooks', { url, events: ['photo.added'] })).statusCode).toBe(403);
    expect((await call(t.user.cookie, 'GET', '/api/admin/webhooks')).statusCode).toBe(403);
    expect((await call(t.outsiderAdmin.cookie, 'GET', '/api/admin/webhooks')).json()).toEqual([]);
    expect((await call(t.outsiderAdmin.cookie, 'DELETE', `/api/admin/webhooks/${hook.id}`)).statusCode).toBe(404);
    expect((await call(t.outsiderAdmin.cookie, 'POST', '/api/admin/webhooks', { url, events: ['photo.added'], companyId: t.company.id })).statusCode).toBe(404);
    // Root names the company.
    const rooted = await call(t.root.cookie, 'POST', '/api/admin/webhooks', { url, events: ['photo.added'], companyId: t.company.id });
    expect(rooted.statusCode).toBe(201);
    expect((await call(t.admin.cookie, 'DELETE', `/api/admin/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect((await call(t.admin.cookie, 'GET', '/api/admin/webhooks')).json().map((h: { id: string }) => h.id)).toEqual([rooted.json().id]);
  });

  it('deliver a completed location, signed, retrying a receiver that fails twice, with every attempt in the log', async () => {
    const hook = await makeHook(['location.completed'], 'a-secret-of-our-own-choosing');
    expect(hook.secret).toBe('a-secret-of-our-own-choosing');
    local.state.failures = 2;
    const survey = await newSurvey();
    await completeSurvey(survey.id);

    await vi.waitFor(async () => expect((await deliveriesOf(hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204, lastError: null }), {
      timeout: 15_000,
      interval: 200,
    });
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery!.event).toBe('location.completed');
    expect(local.state.received).toHaveLength(3);
    for (const request of local.state.received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-riser-event']).toBe('location.completed');
      expect(request.headers['x-riser-delivery']).toBe(delivery!.id);
      expect(verifies(String(request.headers['x-riser-signature']), request.body, 'a-secret-of-our-own-choosing')).toBe(true);
      expect(verifies(String(request.headers['x-riser-signature']), request.body, 'another secret')).toBe(false);
      const body = JSON.parse(request.body);
      expect(Object.keys(body)).toEqual(['id', 'event', 'createdAt', 'data']);
      expect(body).toMatchObject({ event: 'location.completed', data: { projectId, locationId: survey.id, locationType: 'mdf' } });
    }
    // One event: one body id across the attempts.
    expect(new Set(local.state.received.map((request) => JSON.parse(request.body).id)).size).toBe(1);
    // Completing it again (it is already) is no new event.
    await completeSurvey(survey.id);
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
  });

  it('give up after six attempts; redeliver sends it again from the start', async () => {
    const hook = await makeHook(['location.completed']);
    local.state.failures = 6;
    await completeSurvey((await newSurvey()).id);
    await vi.waitFor(async () => expect((await deliveriesOf(hook.id))[0]).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 500, lastError: 'HTTP 500' }), {
      timeout: 20_000,
      interval: 200,
    });
    const [failed] = await deliveriesOf(hook.id);
    // Another company's admin cannot redeliver it; a user may not.
    expect((await call(t.outsiderAdmin.cookie, 'POST', `/api/admin/webhooks/${hook.id}/deliveries/${failed!.id}/redeliver`)).statusCode).toBe(404);
    expect((await call(t.user.cookie, 'POST', `/api/admin/webhooks/${hook.id}/deliveries/${failed!.id}/redeliver`)).statusCode).toBe(403);
    const again = await call(t.admin.cookie, 'POST', `/api/admin/webhooks/${hook.id}/deliveries/${failed!.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ id: failed!.id, status: 'pending', attempts: 0 });
    await vi.waitFor(async () => expect((await deliveriesOf(hook.id))[0]).toMatchObject({ id: failed!.id, status: 'delivered', attempts: 1, lastStatusCode: 204 }), {
      timeout: 10_000,
      interval: 200,
    });
    expect(local.state.received).toHaveLength(7);
    expect(local.state.received[6]!.headers['x-riser-delivery']).toBe(failed!.id);
  });

  it('deliver an uploaded photo, and only to hooks subscribed to it', async () => {
    const photos = await makeHook(['photo.added']);
    const locations = await makeHook(['location.completed']);
    const survey = await newSurvey();
    const body = await multipart({ photo: { name: 'rack.png', type: 'image/png', bytes: await smallPng() }, fields: { elevationLevel: '2' } });
    const uploaded = await app.inject({ method: 'POST', url: `/api/surveys/${survey.id}/photos`, headers: { 'content-type': body.contentType, cookie: t.user.cookie }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await vi.waitFor(async () => expect((await deliveriesOf(photos.id))[0]).toMatchObject({ event: 'photo.added', status: 'delivered', attempts: 1 }), { timeout: 10_000, interval: 200 });
    expect(await deliveriesOf(locations.id)).toEqual([]);
    const sent = JSON.parse(local.state.received[0]!.body);
    expect(sent).toMatchObject({ event: 'photo.added', data: { projectId, locationId: survey.id, photoId: uploaded.json().id, elevationLevel: 2 } });
    expect(verifies(String(local.state.received[0]!.headers['x-riser-signature']), local.state.received[0]!.body, photos.secret)).toBe(true);
  });

  it('deliver changed quantities when a drawing’s scale changes, not on a form autosave', async () => {
    const hook = await makeHook(['quantities.changed']);
    const survey = await newSurvey();
    const typed = await call(t.user.cookie, 'PATCH', `/api/surveys/${survey.id}`, { formData: { notes: 'typing' } });
    expect(typed.statusCode, typed.body).toBe(200);
    const scaled = await call(t.user.cookie, 'PATCH', `/api/surveys/${survey.id}`, { markupScale: 0.05 });
    expect(scaled.statusCode, scaled.body).toBe(200);
    await vi.waitFor(async () => expect((await deliveriesOf(hook.id)).map((d) => [d.event, d.status])).toEqual([['quantities.changed', 'delivered']]), { timeout: 10_000, interval: 200 });
    expect(JSON.parse(local.state.received[0]!.body)).toMatchObject({ data: { locationId: survey.id, source: 'drawing' } });
  });

  it('deliver a completed project and changed allowances; nothing for a company without hooks', async () => {
    const hook = await makeHook(['project.completed', 'quantities.changed']);
    const done = await call(t.admin.cookie, 'PATCH', `/api/projects/${projectId}`, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    await vi.waitFor(async () => expect((await deliveriesOf(hook.id)).map((d) => [d.event, d.status])).toEqual([['project.completed', 'delivered']]), { timeout: 10_000, interval: 200 });
    const allowed = await call(t.admin.cookie, 'PATCH', `/api/projects/${projectId}`, { quantityAllowances: { wastePercent: 12 } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await vi.waitFor(async () => expect((await deliveriesOf(hook.id)).map((d) => [d.event, d.status])).toEqual([['quantities.changed', 'delivered'], ['project.completed', 'delivered']]), {
      timeout: 10_000,
      interval: 200,
    });
    // The same allowance again changes nothing: no event.
    expect((await call(t.admin.cookie, 'PATCH', `/api/projects/${projectId}`, { quantityAllowances: { wastePercent: 12 } })).statusCode).toBe(200);
    expect(await deliveriesOf(hook.id)).toHaveLength(2);
    expect(JSON.parse(local.state.received[1]!.body)).toMatchObject({ event: 'quantities.changed', data: { projectId, source: 'allowances' } });
    // The other company has no hook: its project's completion is recorded nowhere.
    const other = await buildProject(database.db, { companyId: t.otherCompany.id });
    expect((await call(t.outsiderAdmin.cookie, 'PATCH', `/api/projects/${other.id}`, { status: 'completed' })).statusCode).toBe(200);
    expect((await call(t.outsiderAdmin.cookie, 'GET', '/api/admin/webhooks')).json()).toEqual([]);
    expect(local.state.received).toHaveLength(2);
  });

  it('log coarse errors (could not connect, HTTP 404), never the socket’s own text that would let an admin scan ports', async () => {
    const gone = await answeringReceiver();
    await gone.close(); // its port now refuses connections
    const missing = await answeringReceiver({ status: 404 });
    try {
      const targets = { refused: `http://127.0.0.1:${gone.port}/riser`, badPort: 'http://127.0.0.1:25/riser', notFound: `http://127.0.0.1:${missing.port}/riser` };
      const ids: Record<string, string> = {};
      for (const [name, target] of Object.entries(targets)) {
        const made = await call(t.admin.cookie, 'POST', '/api/admin/webhooks', { url: target, events: ['project.completed'] });
        expect(made.statusCode, made.body).toBe(201);
        ids[name] = made.json().id;
      }
      expect((await call(t.admin.cookie, 'PATCH', `/api/projects/${projectId}`, { status: 'completed' })).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          expect((await deliveriesOf(ids.refused!))[0]).toMatchObject({ lastError: 'could not connect', lastStatusCode: null });
          expect((await deliveriesOf(ids.badPort!))[0]).toMatchObject({ lastError: 'could not connect', lastStatusCode: null });
          expect((await deliveriesOf(ids.notFound!))[0]).toMatchObject({ lastError: 'HTTP 404', lastStatusCode: 404 });
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await missing.close();
    }
  });

  it('call only public addresses unless WEBHOOK_PRIVATE_URLS allows internal ones', async () => {
    const strict = await buildApp({ config: testConfig(), database, logger: false });
    await strict.ready();
    try {
      for (const target of ['http://127.0.0.1:9/hook', 'http://169.254.169.254/latest', 'http://localhost/hook', 'http://[::1]/hook', 'http://10.0.0.5/hook']) {
        const refused = await strict.inject({ method: 'POST', url: '/api/admin/webhooks', headers: { cookie: t.admin.cookie }, payload: { url: target, events: ['photo.added'] } });
        expect(refused.statusCode, target).toBe(400);
        expect(refused.json().code).toBe('VALIDATION_FAILED');
      }
    } finally {
      await strict.close();
    }
  });
});

