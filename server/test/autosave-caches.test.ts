import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ALL_COMPANIES, companyScope } from '../auth/scope';
import { auditEvents, surveys } from '../db/schema';
import { templateVersionFields } from '../modules/templates/templates.service';
import { buildTenants, type Tenants } from './actors';
import { buildPhoto, buildProject, buildTemplate, buildUser, completeDefaultForm } from './builders';
import { signIn, testConfig, useTestApp } from './harness';

// What issue 12's shortcuts must never change: a cached session ends with its session, a cached
// template version stays its company's, a survey write this server made earlier is never
// trusted over the database, and answers written by schema show what the presenters show.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object, app = ctx.app) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

describe('the session cache', () => {
  it('ends a cached session at once on logout', async () => {
    expect((await call('GET', '/api/user', t.user.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/logout', t.user.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', t.user.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/projects', t.user.cookie)).statusCode).toBe(401);
  });

  it('ends the other cached sessions at once on a password change, and keeps the one that made it', async () => {
    const phone = await signIn(ctx.app, t.user.email, t.user.password);
    expect((await call('GET', '/api/projects', phone)).statusCode).toBe(200);
    expect((await call('GET', '/api/projects', t.user.cookie)).statusCode).toBe(200);
    const changed = await call('POST', '/api/change-password', t.user.cookie, { currentPassword: t.user.password, newPassword: 'a-brand-new-one' });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/projects', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/projects', t.user.cookie)).statusCode).toBe(200);
  });

  it('lets a user who had to change their password work at once after changing it (the cached user is read again)', async () => {
    const fresh = await buildUser(ctx.database.db, { companyId: t.company.id, mustChangePassword: true });
    const cookie = await signIn(ctx.app, fresh.email, fresh.password);
    expect((await call('GET', '/api/projects', cookie)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await call('POST', '/api/change-password', cookie, { currentPassword: fresh.password, newPassword: 'a-brand-new-one' })).statusCode).toBe(200);
    expect((await call('GET', '/api/projects', cookie)).statusCode).toBe(200);
  });

  it('ends a cached session at once when an admin freezes or deletes the user', async () => {
    expect((await call('GET', '/api/projects', t.user.cookie)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${t.user.id}/status`, t.admin.cookie, { status: 'frozen' })).statusCode).toBe(200);
    expect((await call('GET', '/api/projects', t.user.cookie)).statusCode).toBe(401);

    const other = await buildUser(ctx.database.db, { companyId: t.company.id });
    const cookie = await signIn(ctx.app, other.email, other.password);
    expect((await call('GET', '/api/projects', cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${other.id}`, t.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/projects', cookie)).statusCode).toBe(401);
  });

  it('takes a role away at once: a demoted admin is refused admin work on the next call', async () => {
    const second = await buildUser(ctx.database.db, { companyId: t.company.id, role: 'admin' });
    const cookie = await signIn(ctx.app, second.email, second.password);
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${second.id}/role`, t.admin.cookie, { role: 'user' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(403);
  });
});

describe('the template version cache', () => {
  it('never gives a company’s template version to another company, however it was cached', async () => {
    const own = await buildTemplate(ctx.database.db, { companyId: t.company.id });
    const db = ctx.database.db;
    expect(await templateVersionFields(db, companyScope(t.company.id), own.id, 1)).toEqual(own.fields);
    expect(await templateVersionFields(db, companyScope(t.otherCompany.id), own.id, 1)).toBeUndefined();
    expect(await templateVersionFields(db, { kind: 'none' }, own.id, 1)).toBeUndefined();
    expect(await templateVersionFields(db, ALL_COMPANIES, own.id, 1)).toEqual(own.fields);
    // Read first by the other company (nothing to give), then by its own: still its own alone.
    const later = await buildTemplate(ctx.database.db, { companyId: t.company.id });
    expect(await templateVersionFields(db, companyScope(t.otherCompany.id), later.id, 1)).toBeUndefined();
    expect(await templateVersionFields(db, companyScope(t.company.id), later.id, 1)).toEqual(later.fields);
    expect(await templateVersionFields(db, companyScope(t.company.id), later.id, 2)).toBeUndefined();
  });

  it('gives a global template version to every company', async () => {
    const global = await buildTemplate(ctx.database.db, { companyId: null });
    expect(await templateVersionFields(ctx.database.db, companyScope(t.company.id), global.id, 1)).toEqual(global.fields);
    expect(await templateVersionFields(ctx.database.db, companyScope(t.otherCompany.id), global.id, 1)).toEqual(global.fields);
  });
});

describe('survey writes from what this server wrote last', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second server on the same database.
    second = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  const create = async () => {
    const response = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', formData: { rackCount: 1 } });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; version: number };
  };

  it('merges into what another server wrote meanwhile, never over it', async () => {
    const survey = await create();
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'one' }, baseVersion: 1 })).statusCode).toBe(200);
    const elsewhere = await call('PATCH', `/api/surveys/${survey.id}`, t.admin.cookie, { formData: { b: 'two' }, baseVersion: 2 }, second);
    expect(elsewhere.statusCode).toBe(200);
    // This server last wrote version 2; the survey is at 3 now.
    const again = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { c: 'three' }, baseVersion: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 4, formData: { rackCount: 1, a: 'one', b: 'two', c: 'three' } });
    const [row] = await ctx.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row!.formData).toEqual({ rackCount: 1, a: 'one', b: 'two', c: 'three' });
  });

  it('answers a conflict from the survey as it is now, not from this server’s copy', async () => {
    const survey = await create();
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'mine' }, baseVersion: 1 })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.admin.cookie, { formData: { a: 'theirs' }, baseVersion: 2 }, second)).statusCode).toBe(200);
    const stale = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'mine again' }, baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toMatchObject({ fields: ['a'], survey: { version: 3, formData: { a: 'theirs' } } });
    // The same value as the stored one is no conflict, though this server's copy said otherwise.
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'theirs' }, baseVersion: 2 })).statusCode).toBe(200);
  });

  it('answers 404 for a survey another server deleted, and for another company, whatever this server kept', async () => {
    const survey = await create();
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'x' } })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.outsider.cookie, { formData: { a: 'y' } })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/surveys/${survey.id}`, t.admin.cookie, undefined, second)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'z' } })).statusCode).toBe(404);
  });

  it('sends the database only what changed, and answers the row exactly as the database then holds it', async () => {
    const survey = await create();
    const first = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: 'one', b: ['x', 'y'], c: true }, baseVersion: 1 });
    expect(first.statusCode).toBe(200);
    // A cleared field goes, a changed one changes, the others stay as they were.
    const saved = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { a: null, b: ['y'], d: 0 }, baseVersion: 2, markupScale: 0.5 });
    expect(saved.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row!.formData).toEqual({ rackCount: 1, b: ['y'], c: true, d: 0 });
    expect(row!.fieldVersions).toEqual({ rackCount: 1, a: 3, b: 3, d: 3, c: 2 });
    // The answer, made from the write and not read back, is what a read of the database answers (on the other server: no copy kept there).
    const read = await call('GET', `/api/surveys/${survey.id}`, t.user.cookie, undefined, second);
    expect(saved.json()).toEqual(read.json());
    expect(saved.json()).toMatchObject({ version: 3, markupScale: 0.5, formData: { rackCount: 1, b: ['y'], c: true, d: 0 } });
  });

  it('writes one audit row with each change, in the same statement, naming the project on completion', async () => {
    const survey = await create();
    const form = { a: 'x', ...completeDefaultForm('mdf') };
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: form, instanceName: 'MDF North' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { isCompleted: true })).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, companyId: auditEvents.companyId, subjectType: auditEvents.subjectType, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, survey.id)))
      .orderBy(auditEvents.id);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'survey.create' }),
      { action: 'survey.update', actorId: t.user.id, companyId: t.company.id, subjectType: 'survey', data: {
          projectId,
          name: 'MDF North',
          locationType: 'mdf',
          fields: Object.keys(form),
          // Before → after, for the location's activity (DESIGN §16).
          changes: { fields: expect.arrayContaining([{ field: 'a', before: null, after: 'x' }, { field: 'instanceName', before: expect.any(String), after: 'MDF North' }]), elements: null },
        },
      },
      {
        action: 'survey.complete',
        actorId: t.user.id,
        companyId: t.company.id,
        subjectType: 'survey',
        data: { projectId, projectName: 'Oak Towers', name: 'MDF North', locationType: 'mdf', fields: [], changes: { fields: [{ field: 'isCompleted', before: false, after: true }], elements: null } },
      },
    ]);
  });
});

describe('answers written by their schema', () => {
  it('show what the presenters show and nothing of the rows behind them', async () => {
    const user = await call('GET', '/api/user', t.user.cookie);
    expect(user.statusCode).toBe(200);
    expect(user.body).not.toContain('passwordHash');
    expect(Object.keys(user.json()).sort()).not.toContain('passwordHash');

    const list = await call('GET', '/api/admin/users', t.admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/passwordHash|password_hash|argon2/);

    const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf' });
    const patched = await call('PATCH', `/api/surveys/${created.json().id}`, t.user.cookie, { formData: { a: 'x' } });
    for (const body of [created.json(), patched.json(), (await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json()[0]]) {
      expect(Object.keys(body).sort()).toEqual(
        [
          'id',
          'projectId',
          'locationType',
          'locationId',
          'instanceName',
          'instanceNumber',
          'formData',
          'isCompleted',
          'progress',
          'markupElements',
          'uploadedImage',
          'photos',
          'templateId',
          'templateVersion',
          'version',
          'fieldVersions',
          'markupVersion',
          'markupScale',
          'unitSurveyId',
          // Where it is (issue 25).
          'buildingId',
          'floor',
          'unitNumber',
          'unitTypeId',
          'isTypicalPlan',
          'hiddenTypicalIds',
          // Review and handoff (issue 27).
          'review',
          'assigneeId',
          'ownAssigneeId',
          'createdAt',
          'updatedAt',
        ].sort(),
      );
    }
  });

  it('answers a write with the survey’s photos as the photo routes present them', async () => {
    const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf' });
    const surveyId = created.json().id as string;
    await buildPhoto(ctx.database.db, { companyId: t.company.id, surveyId, label: 'Rack', takenAt: new Date('2025-03-04T05:06:07.891Z'), latitude: 1.5, longitude: -2.25 });
    await buildPhoto(ctx.database.db, { companyId: t.company.id, surveyId });
    const patched = await call('PATCH', `/api/surveys/${surveyId}`, t.user.cookie, { formData: { a: 'x' } });
    expect(patched.statusCode).toBe(200);
    const listed = await call('GET', `/api/surveys/${surveyId}/photos`, t.user.cookie);
    expect(patched.json().photos).toHaveLength(2);
    expect(patched.json().photos).toEqual(listed.json());
    expect((await call('GET', `/api/surveys/${surveyId}`, t.user.cookie)).json().photos).toEqual(listed.json());
  });

  it('writes errors in the catalogue’s shape', async () => {
    const response = await call('GET', '/api/surveys/6f1c7c1e-0000-4000-8000-000000000000', t.user.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Survey not found.' });
  });
});
