import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import type { Database } from '../db/database';
import { createBackgroundJobs, type BackgroundJobs } from '../jobs/background-jobs';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { testConfig } from './harness';
import { memoryLog } from './memory-log';
import { testDatabase } from './test-database';
import { answeringReceiver, stalledReceiver, type Receiver } from './webhook-receivers';

// Issue 23, defect 5: one company's webhooks stalled everyone's (deliveries ran one at a time,
// 10 s each). Real: the run's engine, pg-boss, the delivery pool, HTTP receivers on this machine
// (so internal addresses are allowed, as on a LAN install), the 10 s attempt limit.

let app: FastifyInstance;
let database: Database;
let jobs: BackgroundJobs;
let stalled: Receiver;
let healthy: Receiver;

beforeAll(async () => {
  stalled = await stalledReceiver();
  healthy = await answeringReceiver();
  database = await testDatabase();
  const config = testConfig({ WEBHOOK_PRIVATE_URLS: 'true' });
  const blobs = createFsBlobStore(path.join(config.dataDir, 'blobs'));
  jobs = createBackgroundJobs({ database, blobs, config, pollingIntervalSeconds: 0.5 });
  app = await buildApp({ config, database, blobs, logger: false, jobs, webhookDispatch: jobs });
  await app.ready();
  await jobs.start(memoryLog());
});

afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await stalled?.close();
  await healthy?.close();
});

let t: Tenants;
beforeEach(async () => {
  t = await buildTenants(app, database.db);
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const hookTo = (receiver: Receiver) => ({ url: `http://127.0.0.1:${receiver.port}/riser`, events: ['project.completed'] });

async function completeProject(companyId: string, cookie: string) {
  const project = await buildProject(database.db, { companyId });
  const done = await call(cookie, 'PATCH', `/api/projects/${project.id}`, { status: 'completed' });
  expect(done.statusCode, done.body).toBe(200);
}

type Listed = { id: string; deliveries: { status: string; lastError: string | null }[] };
async function deliveries(cookie: string) {
  const listed = await call(cookie, 'GET', '/api/admin/webhooks');
  expect(listed.statusCode).toBe(200);
  return (listed.json() as Listed[]).flatMap((hook) => hook.deliveries);
}

describe('webhook fairness between companies', () => {
  it('delivers company B’s event within seconds while company A’s 20 hooks stall, at most 2 of A’s at once', { timeout: 90_000 }, async () => {
    for (let n = 0; n < 20; n++) {
      const made = await call(t.admin.cookie, 'POST', '/api/admin/webhooks', hookTo(stalled));
      expect(made.statusCode, made.body).toBe(201);
    }
    const made = await call(t.outsiderAdmin.cookie, 'POST', '/api/admin/webhooks', hookTo(healthy));
    expect(made.statusCode, made.body).toBe(201);

    await completeProject(t.company.id, t.admin.cookie);
    // A's attempts are under way (and will hang until their 10 s are up).
    await vi.waitFor(() => expect(stalled.open()).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });

    const sent = Date.now();
    await completeProject(t.otherCompany.id, t.outsiderAdmin.cookie);
    await vi.waitFor(() => expect(healthy.received).toHaveLength(1), { timeout: 12_000, interval: 50 });
    const delay = healthy.received[0]!.at - sent;
    expect(delay).toBeLessThan(5_000);
    await vi.waitFor(async () => expect((await deliveries(t.outsiderAdmin.cookie)).map((d) => d.status)).toEqual(['delivered']), { timeout: 5_000, interval: 100 });

    // Meanwhile A's are stalled, never more than 2 at once (its share of the pool).
    expect((await deliveries(t.admin.cookie)).filter((d) => d.status === 'delivered')).toEqual([]);
    expect(stalled.mostOpen()).toBeLessThanOrEqual(2);

    // Their log says so coarsely once the attempts' 10 s are up.
    await vi.waitFor(async () => expect((await deliveries(t.admin.cookie)).map((d) => d.lastError)).toContain('no answer in 10 s'), { timeout: 20_000, interval: 200 });
    expect(stalled.mostOpen()).toBeLessThanOrEqual(2);
  });
});

describe('hooks per company', () => {
  it('are capped at 20: the 21st (even made at once) is refused with 409 WEBHOOK_LIMIT_REACHED, other companies unaffected', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => call(t.admin.cookie, 'POST', '/api/admin/webhooks', hookTo(healthy))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'WEBHOOK_LIMIT_REACHED', message: expect.stringContaining('20 webhooks') });
    }
    const listed = await call(t.admin.cookie, 'GET', '/api/admin/webhooks');
    expect(listed.json()).toHaveLength(20);

    // Root naming the company meets the same cap; another company does not.
    const rooted = await call(t.root.cookie, 'POST', '/api/admin/webhooks', { ...hookTo(healthy), companyId: t.company.id });
    expect(rooted.statusCode).toBe(409);
    expect((await call(t.outsiderAdmin.cookie, 'POST', '/api/admin/webhooks', hookTo(healthy))).statusCode).toBe(201);

    // Deleting one makes room for one.
    const first = (listed.json() as { id: string }[])[0]!;
    expect((await call(t.admin.cookie, 'DELETE', `/api/admin/webhooks/${first.id}`)).statusCode).toBe(204);
    expect((await call(t.admin.cookie, 'POST', '/api/admin/webhooks', hookTo(healthy))).statusCode).toBe(201);
    expect((await call(t.admin.cookie, 'POST', '/api/admin/webhooks', hookTo(healthy))).statusCode).toBe(409);
  });
});
