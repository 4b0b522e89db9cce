import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import type { Database } from '../db/database';
import { createBackgroundJobs, type BackgroundJobs } from '../jobs/background-jobs';
import { createWebhookTargets } from '../modules/webhooks/webhook-target';
import { companyScope } from '../auth/scope';
import { insertWebhook } from '../modules/webhooks/webhooks.repo';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { testConfig } from './harness';
import { memoryLog } from './memory-log';
import { testDatabase } from './test-database';
import { answeringReceiver, type Receiver } from './webhook-receivers';

// Issue 23, defect 9: with WEBHOOK_PRIVATE_URLS off (the default), a hook may not call the
// server's own interface addresses nor any IPv6 form that embeds an internal IPv4 one, neither
// when it is made nor when it is delivered. Real: the run's engine, pg-boss, this machine's own
// interfaces, a receiver listening on all of them (so a delivery that went out would reach it).
// This machine's interface address may also sit in a range refused anyway (192.0.2.0/24 here),
// so the server is told it also holds a public address, PUBLIC_OWN: refused as its own alone.

const interfaces = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry] : []));

/** This machine's first non-loopback IPv4 address (the server's own, as a hook would name it). */
function ownAddress(): string {
  const found = interfaces().find((entry) => !entry.internal && entry.family === 'IPv4');
  if (!found) throw new Error('this machine has no non-loopback IPv4 interface to test with');
  return found.address;
}

const PUBLIC_OWN = '93.184.216.34';

let app: FastifyInstance;
let database: Database;
let jobs: BackgroundJobs;
let receiver: Receiver;
let own: string;

beforeAll(async () => {
  own = ownAddress();
  // On every interface, IPv6 and IPv4 alike: whatever address a delivery went to, it would land here.
  receiver = await answeringReceiver({ host: '::' });
  database = await testDatabase();
  const config = testConfig();
  const blobs = createFsBlobStore(path.join(config.dataDir, 'blobs'));
  const webhookTargets = createWebhookTargets({ allowInternal: config.webhookPrivateUrls, ownAddresses: () => [...interfaces().map((entry) => entry.address), PUBLIC_OWN] });
  jobs = createBackgroundJobs({ database, blobs, config, pollingIntervalSeconds: 0.5, webhookBackoffMs: [200], webhookTargets });
  app = await buildApp({ config, database, blobs, logger: false, jobs, webhookDispatch: jobs, webhookTargets });
  await app.ready();
  await jobs.start(memoryLog());
});

afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await receiver?.close();
});

let t: Tenants;
beforeEach(async () => {
  t = await buildTenants(app, database.db);
});

/** Every form that names this machine or embeds an internal IPv4 address. */
const refusedUrls = () => [
  `http://${own}:${receiver.port}/riser`,
  `http://${PUBLIC_OWN}:${receiver.port}/riser`,
  `http://[64:ff9b::5db8:d822]:${receiver.port}/riser`, // PUBLIC_OWN through NAT64
  `http://[::ffff:${own}]:${receiver.port}/riser`,
  `http://[::127.0.0.1]:${receiver.port}/riser`,
  `http://[::ffff:7f00:1]:${receiver.port}/riser`,
  `http://[64:ff9b::7f00:1]:${receiver.port}/riser`,
  `http://[64:ff9b:1::a00:1]:${receiver.port}/riser`,
  `http://[2002:7f00:1::]:${receiver.port}/riser`,
  `http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]:${receiver.port}/riser`,
];

describe('webhook addresses (WEBHOOK_PRIVATE_URLS off)', () => {
  it('refuse the server’s own interface address and every IPv6 form embedding an IPv4 one when the hook is made', async () => {
    for (const url of refusedUrls()) {
      const refused = await app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: { cookie: t.admin.cookie }, payload: { url, events: ['project.completed'] } });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'body.url' }] } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: { cookie: t.admin.cookie } })).json()).toEqual([]);
  });

  it('refuse them at delivery too (a hook made before the rule), calling nothing', { timeout: 60_000 }, async () => {
    for (const url of refusedUrls()) {
      await insertWebhook(database.db, companyScope(t.company.id), { companyId: t.company.id, createdBy: t.admin.id, url, events: ['project.completed'], secret: 'a-secret-of-sixteen-chars' });
    }
    const project = await buildProject(database.db, { companyId: t.company.id });
    const done = await app.inject({ method: 'PATCH', url: `/api/projects/${project.id}`, headers: { cookie: t.admin.cookie }, payload: { status: 'completed' } });
    expect(done.statusCode, done.body).toBe(200);

    type Listed = { url: string; deliveries: { attempts: number; lastError: string | null; lastStatusCode: number | null }[] };
    const listed = async () => (await app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: { cookie: t.admin.cookie } })).json() as Listed[];
    await vi.waitFor(
      async () => {
        const hooks = await listed();
        expect(hooks).toHaveLength(refusedUrls().length);
        for (const hook of hooks) expect(hook.deliveries[0], hook.url).toMatchObject({ lastError: 'refused: the address is not public', lastStatusCode: null });
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(receiver.received).toEqual([]);
  });
});
