import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, webhookDeliveries, webhooks } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject, completeDefaultForm } from './builders';
import { useTestApp } from './harness';

// Review and handoff (DESIGN §16, issue 27), the hand-over half: devices report their unsent
// changes, and a project is completed only once every location is approved and no device of its
// company holds changes for it, unless an admin forces it. Real: the app and the database.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const addLocation = async (locationType = 'mdf') => {
  const made = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType });
  return made.json() as { id: string; instanceName: string };
};
const approve = async (id: string) => {
  expect((await call('PATCH', `/api/surveys/${id}`, t.user.cookie, { formData: completeDefaultForm('mdf'), isCompleted: true })).statusCode).toBe(200);
  expect((await call('POST', `/api/surveys/${id}/review`, t.admin.cookie, { decision: 'approve' })).statusCode).toBe(200);
};
const report = (deviceId: string, payload: object, cookie = t.user.cookie) => call('PUT', `/api/me/devices/${deviceId}`, cookie, payload);
const completeProject = (payload: object = {}, cookie = t.admin.cookie) => call('POST', `/api/projects/${projectId}/complete`, cookie, payload);
const completedEvents = async () =>
  (await ctx.database.db.select({ payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.event, 'project.completed'))).length;

describe('devices', () => {
  it('report their unsent changes under the caller; a report replaces the last', async () => {
    const first = await report('phone-1', { label: 'Ana’s iPhone', pending: 3, oldestPendingAt: '2026-11-28T08:00:00.000Z' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ deviceId: 'phone-1', label: 'Ana’s iPhone', pending: 3, oldestPendingAt: '2026-11-28T08:00:00.000Z', projectIds: null });
    const synced = await report('phone-1', { label: 'Ana’s iPhone', pending: 0, oldestPendingAt: '2026-11-28T08:00:00.000Z' });
    expect(synced.json()).toMatchObject({ pending: 0, oldestPendingAt: null });
    expect(Date.parse(synced.json().lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(first.json().lastSeenAt));
  });

  it('answer 401 signed out and 400 for bad input', async () => {
    expect((await call('PUT', '/api/me/devices/phone-1', undefined, { label: 'x', pending: 0, oldestPendingAt: null })).statusCode).toBe(401);
    for (const [deviceId, payload] of [
      ['phone 1', { label: 'x', pending: 0, oldestPendingAt: null }],
      ['phone-1', { label: '', pending: 0, oldestPendingAt: null }],
      ['phone-1', { label: 'x', pending: -1, oldestPendingAt: null }],
      ['phone-1', { label: 'x', pending: 2_147_483_648, oldestPendingAt: null }],
      ['phone-1', { label: 'x', pending: 1, oldestPendingAt: 'yesterday' }],
      ['phone-1', { label: 'x', pending: 1 }],
      ['phone-1', { label: 'x', pending: 1, oldestPendingAt: null, projectIds: ['nope'] }],
    ] as const) {
      const answer = await report(deviceId, payload);
      expect([answer.statusCode, answer.json().code], `${deviceId} ${JSON.stringify(payload)}`).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('POST /api/projects/{id}/complete', () => {
  it('is refused while locations are not approved or a device holds unsent changes, naming them; completes once they are', async () => {
    await ctx.database.db.insert(webhooks).values({ companyId: t.company.id, url: 'http://127.0.0.1:9/never', events: ['project.completed'], secret: 'whsec_handoff_test_secret' });
    const a = await addLocation();
    const b = await addLocation('idf');
    // The site map is not a location: it needs no approval.
    await addLocation('site-map');
    await approve(a.id);
    await report('phone-1', { label: 'Ana’s iPhone', pending: 2, oldestPendingAt: '2026-11-28T08:00:00.000Z' });
    // Changes said to be about another project do not hold this one up; an outsider's device is another company's.
    await report('tablet', { label: 'Office tablet', pending: 5, oldestPendingAt: '2026-11-28T08:00:00.000Z', projectIds: [crypto.randomUUID()] }, t.admin.cookie);
    await report('rival-phone', { label: 'Rival phone', pending: 9, oldestPendingAt: null }, t.outsider.cookie);

    const blocked = await completeProject();
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'HANDOFF_BLOCKED']);
    expect(blocked.json().message).toContain('Ana’s iPhone (Ana Diaz) holds 2 unsent changes');
    expect(blocked.json().details).toEqual({
      locations: [{ id: b.id, instanceName: b.instanceName, locationType: 'idf', isCompleted: false, reviewState: null }],
      devices: [
        { deviceId: 'phone-1', label: 'Ana’s iPhone', userId: t.user.id, userName: 'Ana Diaz', pending: 2, oldestPendingAt: '2026-11-28T08:00:00.000Z', lastSeenAt: expect.any(String) },
      ],
    });

    await approve(b.id);
    const stillHeld = await completeProject({}, t.user.cookie);
    expect(stillHeld.json().details).toMatchObject({ locations: [], devices: [{ deviceId: 'phone-1' }] });
    expect((await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json().status).toBe('in-progress');

    // The phone syncs: any member may now hand the project over.
    await report('phone-1', { label: 'Ana’s iPhone', pending: 0, oldestPendingAt: null });
    const done = await completeProject({}, t.user.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: projectId, status: 'completed' });
    expect(await completedEvents()).toBe(1);
    // Again: as it is, nothing sent twice.
    expect((await completeProject()).json().status).toBe('completed');
    expect(await completedEvents()).toBe(1);
  });

  it('is forced past what is left only by an admin (a plain user 403), and the audit says it was forced', async () => {
    await addLocation();
    await report('phone-1', { label: 'Ana’s iPhone', pending: 1, oldestPendingAt: null });
    expect((await completeProject({ force: true }, t.user.cookie)).statusCode).toBe(403);
    const forced = await completeProject({ force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().status).toBe('completed');
    const [row] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'handoff.force'));
    expect(row).toMatchObject({ actorId: t.admin.id, subjectId: projectId, data: expect.objectContaining({ locationsNotApproved: 1, devicesWithChanges: ['Ana’s iPhone'] }) });
  });

  it('answers another company 404, signed out 401, bad input 400', async () => {
    expect((await completeProject({}, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await completeProject({ force: true }, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/projects/${projectId}/complete`, undefined, {})).statusCode).toBe(401);
    for (const payload of [{ force: 'yes' }, { force: true, extra: 1 }]) {
      expect((await completeProject(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('POST', '/api/projects/not-a-uuid/complete', t.admin.cookie, {})).statusCode).toBe(400);
    // An empty project is ready.
    expect((await completeProject()).json().status).toBe('completed');
  });
});
