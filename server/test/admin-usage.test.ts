import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { auditEvents, photos, surveys, usageSnapshots } from '../db/schema';
import { buildTenants } from './actors';
import { buildCompany, buildProject } from './builders';
import { useTestApp } from './harness';

const ctx = useTestApp();
const missing = '00000000-0000-4000-8000-000000000000';

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function buildSurvey(db: Db, companyId: string, projectId: string, instanceNumber: number) {
  const [row] = await db
    .insert(surveys)
    .values({ companyId, projectId, locationType: 'mdf', locationId: `mdf-${instanceNumber}`, instanceNumber })
    .returning();
  return row!;
}

async function buildPhoto(db: Db, companyId: string, surveyId: string, size: number) {
  const key = randomUUID();
  await db.insert(photos).values({
    companyId,
    surveyId,
    originalName: 'rack.jpg',
    mimeType: 'image/jpeg',
    size,
    originalKey: `${key}/original`,
    displayKey: `${key}/display`,
    thumbKey: `${key}/thumb`,
  });
}

/** Acme: 2 projects, 3 surveys, 3 photos (6 GB in all, past 32 bits); Rival: 1 project, nothing else. */
async function buildUsage() {
  const t = await buildTenants(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  const first = await buildProject(db, { companyId: t.company.id });
  const second = await buildProject(db, { companyId: t.company.id });
  const a = await buildSurvey(db, t.company.id, first.id, 1);
  await buildSurvey(db, t.company.id, first.id, 2);
  const c = await buildSurvey(db, t.company.id, second.id, 1);
  await buildPhoto(db, t.company.id, a.id, 1_000);
  await buildPhoto(db, t.company.id, a.id, 2_500);
  await buildPhoto(db, t.company.id, c.id, 6 * 1024 ** 3);
  await buildProject(db, { companyId: t.otherCompany.id });
  return t;
}

const acmeFigures = { projectsCount: 2, surveysCount: 3, photosCount: 3, totalStorageBytes: 3_500 + 6 * 1024 ** 3 };

describe('GET /api/admin/usage', () => {
  it('answers 401 signed out', async () => {
    const response = await call('GET', '/api/admin/usage');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a user', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('GET', '/api/admin/usage', t.user.cookie)).statusCode).toBe(403);
  });

  it('shows a company admin only their own company’s live figures', async () => {
    const t = await buildUsage();
    const response = await call('GET', '/api/admin/usage', t.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ companyId: t.company.id, companyName: 'Acme Networks', ...acmeFigures, lastCalculated: null }]);
  });

  it('shows root every company, empty ones included', async () => {
    const t = await buildUsage();
    const empty = await buildCompany(ctx.database.db, { name: 'Zero Co' });
    const body = (await call('GET', '/api/admin/usage', t.root.cookie)).json();
    const byId = new Map(body.map((u: { companyId: string }) => [u.companyId, u]));
    expect(byId.get(t.company.id)).toMatchObject(acmeFigures);
    expect(byId.get(t.otherCompany.id)).toMatchObject({ projectsCount: 1, surveysCount: 0, photosCount: 0, totalStorageBytes: 0 });
    expect(byId.get(empty.id)).toEqual({
      companyId: empty.id,
      companyName: 'Zero Co',
      projectsCount: 0,
      surveysCount: 0,
      photosCount: 0,
      totalStorageBytes: 0,
      lastCalculated: null,
    });
  });
});

describe('GET /api/admin/usage/{companyId}', () => {
  it('answers 401 signed out', async () => {
    const company = await buildCompany(ctx.database.db);
    expect((await call('GET', `/api/admin/usage/${company.id}`)).statusCode).toBe(401);
  });

  it('answers 403 to a user, 404 to another company’s admin and for an unknown company, 400 for a bad id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('GET', `/api/admin/usage/${t.company.id}`, t.user.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/usage/${t.company.id}`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/usage/${missing}`, t.root.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/usage/acme', t.root.cookie)).statusCode).toBe(400);
  });

  it('answers the live figures to the company’s admin and to root', async () => {
    const t = await buildUsage();
    for (const actor of [t.admin, t.root]) {
      const response = await call('GET', `/api/admin/usage/${t.company.id}`, actor.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ companyId: t.company.id, companyName: 'Acme Networks', ...acmeFigures, lastCalculated: null });
    }
  });
});

describe('POST /api/admin/usage/{companyId}/calculate', () => {
  const calculate = (companyId: string, cookie?: string, payload?: object) => call('POST', `/api/admin/usage/${companyId}/calculate`, cookie, payload);

  it('answers 401 signed out', async () => {
    const company = await buildCompany(ctx.database.db);
    expect((await calculate(company.id)).statusCode).toBe(401);
  });

  it('answers 403 to a user, 404 to another company’s admin, 400 for a bad id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await calculate(t.company.id, t.user.cookie)).statusCode).toBe(403);
    expect((await calculate(t.company.id, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await calculate('nope', t.root.cookie)).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(usageSnapshots).where(eq(usageSnapshots.companyId, t.company.id))).toEqual([]);
  });

  it('stores a snapshot of the live figures; later reads answer its time as lastCalculated', async () => {
    const t = await buildUsage();
    const before = Date.now();
    const response = await calculate(t.company.id, t.admin.cookie, {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ companyId: t.company.id, ...acmeFigures });
    expect(Date.parse(body.lastCalculated)).toBeGreaterThanOrEqual(before - 1000);

    const [snapshot, ...more] = await ctx.database.db.select().from(usageSnapshots).where(eq(usageSnapshots.companyId, t.company.id));
    expect(more).toEqual([]);
    expect(snapshot).toMatchObject(acmeFigures);
    expect(snapshot!.calculatedAt.toISOString()).toBe(body.lastCalculated);

    expect((await call('GET', `/api/admin/usage/${t.company.id}`, t.admin.cookie)).json().lastCalculated).toBe(body.lastCalculated);
    const listed = (await call('GET', '/api/admin/usage', t.root.cookie)).json();
    expect(listed.find((u: { companyId: string }) => u.companyId === t.company.id).lastCalculated).toBe(body.lastCalculated);
    expect(listed.find((u: { companyId: string }) => u.companyId === t.otherCompany.id).lastCalculated).toBeNull();

    const events = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'usage.calculate'));
    expect(events.map((e) => [e.companyId, e.actorId])).toEqual([[t.company.id, t.admin.id]]);
  });

  it('lets root calculate any company, with no body at all, and the latest snapshot wins', async () => {
    const t = await buildUsage();
    const first = (await calculate(t.otherCompany.id, t.root.cookie)).json();
    await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const second = (await calculate(t.otherCompany.id, t.root.cookie)).json();
    expect(second.projectsCount).toBe(2);
    expect(Date.parse(second.lastCalculated)).toBeGreaterThanOrEqual(Date.parse(first.lastCalculated));
    expect((await call('GET', `/api/admin/usage/${t.otherCompany.id}`, t.root.cookie)).json().lastCalculated).toBe(second.lastCalculated);
    expect((await calculate(missing, t.root.cookie)).statusCode).toBe(404);
  });
});
