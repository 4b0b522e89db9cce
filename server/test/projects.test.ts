import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTenants } from './actors';
import { buildProject, buildUser, completeDefaultForm } from './builders';
import { signIn, useTestApp } from './harness';

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('projects', () => {
  it('answers 401 signed out on every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/projects'],
      ['GET', `/api/projects/${id}`],
      ['POST', '/api/projects'],
      ['PATCH', `/api/projects/${id}`],
      ['DELETE', `/api/projects/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? { name: 'x' } : undefined)).statusCode).toBe(401);
    }
  });

  it('answers 403 while the password must be changed', async () => {
    const user = await buildUser(ctx.database.db, { mustChangePassword: true });
    const cookie = await signIn(ctx.app, user.email, user.password);
    const response = await call('GET', '/api/projects', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('creates a project as the spec sends it: in progress, 0 of 0 locations', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('POST', '/api/projects', t.user.cookie, {
      name: '  Oak Towers ',
      description: 'Two buildings',
      status: 'in-progress',
      totalLocations: 99,
      completedLocations: 42,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Oak Towers',
      description: 'Two buildings',
      status: 'in-progress',
      companyId: t.company.id,
      totalLocations: 0,
      completedLocations: 0,
      progress: 0,
    });
    const list = await call('GET', '/api/projects', t.admin.cookie);
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['Oak Towers']);
  });

  it('answers 400 for a blank name, a bad status or unknown fields', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const blank = await call('POST', '/api/projects', t.user.cookie, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Project name is required.');
    expect((await call('POST', '/api/projects', t.user.cookie, { name: 'A', status: 'done' })).statusCode).toBe(400);
    expect((await call('POST', '/api/projects', t.user.cookie, { name: 'A', owner: 'me' })).statusCode).toBe(400);
    expect((await call('GET', '/api/projects/not-a-uuid', t.user.cookie)).statusCode).toBe(400);
    const p = await buildProject(ctx.database.db, { companyId: t.company.id });
    expect((await call('PATCH', `/api/projects/${p.id}`, t.user.cookie, {})).statusCode).toBe(400);
  });

  it('hides another company’s project: 404 for read, change and delete', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const theirs = await buildProject(ctx.database.db, { companyId: t.otherCompany.id, name: 'Secret' });
    expect((await call('GET', `/api/projects/${theirs.id}`, t.user.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/projects/${theirs.id}`, t.admin.cookie, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/projects/${theirs.id}`, t.admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/projects', t.user.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/projects/${theirs.id}`, t.outsider.cookie)).json().name).toBe('Secret');
  });

  it('root sees every company’s projects and must name the company to create one', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    await buildProject(ctx.database.db, { companyId: t.company.id });
    await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    expect((await call('GET', '/api/projects', t.root.cookie)).json()).toHaveLength(2);
    expect((await call('POST', '/api/projects', t.root.cookie, { name: 'Nowhere' })).statusCode).toBe(400);
    expect((await call('POST', '/api/projects', t.root.cookie, { name: 'Ghost', companyId: randomUUID() })).statusCode).toBe(404);
    const created = await call('POST', '/api/projects', t.root.cookie, { name: 'For Rival', companyId: t.otherCompany.id });
    expect(created.statusCode).toBe(201);
    expect(created.json().companyId).toBe(t.otherCompany.id);
  });

  it('a user naming another company gets 404 and creates nothing; naming their own is fine', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('POST', '/api/projects', t.user.cookie, { name: 'Sneaky', companyId: t.otherCompany.id });
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/projects', t.root.cookie)).json()).toEqual([]);
    const own = await call('POST', '/api/projects', t.user.cookie, { name: 'Ours', companyId: t.company.id });
    expect(own.statusCode).toBe(201);
    expect(own.json().companyId).toBe(t.company.id);
  });

  it('a repeated create with the same id returns the existing project', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const id = randomUUID();
    const first = await call('POST', '/api/projects', t.user.cookie, { id, name: 'Replay' });
    const second = await call('POST', '/api/projects', t.user.cookie, { id, name: 'Replay' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(id);
    expect((await call('GET', '/api/projects', t.user.cookie)).json()).toHaveLength(1);
    expect((await call('POST', '/api/projects', t.outsider.cookie, { id, name: 'Clash' })).statusCode).toBe(409);
  });

  it('renames, describes and changes status', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const p = await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Old' });
    const response = await call('PATCH', `/api/projects/${p.id}`, t.user.cookie, { name: 'New', description: 'Notes', status: 'planning' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'New', description: 'Notes', status: 'planning' });
    expect((await call('PATCH', `/api/projects/${p.id}`, t.user.cookie, { name: ' ' })).statusCode).toBe(400);
  });

  it('derives counts and progress from surveys after creates, completes and deletes', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = (await call('POST', '/api/projects', t.user.cookie, { name: 'Counts' })).json();
    const mk = async (locationType: string) =>
      (await call('POST', `/api/projects/${project.id}/surveys`, t.user.cookie, { locationType, formData: {} })).json();
    const mdf = await mk('mdf');
    const unit = await mk('unit');
    await mk('idf');
    await mk('site-map');
    let p = (await call('GET', `/api/projects/${project.id}`, t.user.cookie)).json();
    expect(p).toMatchObject({ totalLocations: 3, completedLocations: 0, progress: 0 });

    await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData: completeDefaultForm('mdf'), isCompleted: true });
    p = (await call('GET', `/api/projects/${project.id}`, t.user.cookie)).json();
    expect(p).toMatchObject({ totalLocations: 3, completedLocations: 1, progress: 33 });

    await call('PATCH', `/api/surveys/${unit.id}`, t.user.cookie, { formData: completeDefaultForm('unit'), isCompleted: true });
    p = (await call('GET', '/api/projects', t.user.cookie)).json()[0];
    expect(p).toMatchObject({ totalLocations: 3, completedLocations: 2, progress: 67 });

    await call('DELETE', `/api/surveys/${mdf.id}`, t.user.cookie);
    p = (await call('GET', `/api/projects/${project.id}`, t.user.cookie)).json();
    expect(p).toMatchObject({ totalLocations: 2, completedLocations: 1, progress: 50 });
  });

  it('deleting a project removes its surveys', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = (await call('POST', '/api/projects', t.user.cookie, { name: 'Doomed' })).json();
    const survey = (await call('POST', `/api/projects/${project.id}/surveys`, t.user.cookie, { locationType: 'mdf' })).json();
    const response = await call('DELETE', `/api/projects/${project.id}`, t.user.cookie);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/projects/${project.id}`, t.user.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/surveys/${survey.id}`, t.user.cookie)).statusCode).toBe(404);
  });

  it('a DELETE with an Idempotency-Key of a project already gone, never there or another company’s answers 204 and deletes nothing', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const gone = await buildProject(ctx.database.db, { companyId: t.company.id });
    expect((await call('DELETE', `/api/projects/${gone.id}`, t.admin.cookie)).statusCode).toBe(204);
    const theirs = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const remove = (id: string, key?: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: { cookie: t.user.cookie, ...(key ? { 'idempotency-key': key } : {}) } });
    for (const id of [gone.id, randomUUID(), theirs.id]) {
      expect((await remove(id)).statusCode).toBe(404);
      const keyed = await remove(id, randomUUID());
      expect(keyed.statusCode).toBe(204);
      expect(keyed.body).toBe('');
    }
    expect((await call('GET', `/api/projects/${theirs.id}`, t.outsider.cookie)).statusCode).toBe(200);
  });
});
