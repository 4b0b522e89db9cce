import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, companies, invitations } from '../db/schema';
import { buildTenants } from './actors';
import { buildCompany, buildInvitation, buildProject, buildUser } from './builders';
import { signIn, useTestApp } from './harness';

const ctx = useTestApp();
const missing = '00000000-0000-4000-8000-000000000000';

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function auditActions(subjectId: string) {
  const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));
  return rows.map((r) => r.action);
}

describe('POST /api/companies', () => {
  it('answers 401 signed out', async () => {
    const response = await call('POST', '/api/companies', undefined, { name: 'New Co' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to an admin and a user', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    for (const actor of [t.admin, t.user]) {
      const response = await call('POST', '/api/companies', actor.cookie, { name: 'New Co' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 400 to a blank name or an unknown field', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    for (const payload of [{ name: '   ' }, {}, { name: 'Ok', owner: 'x' }, { name: 42 }]) {
      const response = await call('POST', '/api/companies', t.root.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('creates a company for root, trimmed, and records company.create', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('POST', '/api/companies', t.root.cookie, { name: '  Fiber Co ', description: 'Rural builds' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Fiber Co', description: 'Rural builds' });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await auditActions(body.id)).toEqual(['company.create']);

    const withoutDescription = await call('POST', '/api/companies', t.root.cookie, { name: 'Bare Co', description: '' });
    expect(withoutDescription.statusCode).toBe(201);
    expect(withoutDescription.json().description).toBeNull();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/companies', headers: { cookie: t.root.cookie } });
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Fiber Co', 'Bare Co']));
  });
});

describe('PUT /api/companies/{id}', () => {
  it('answers 401 signed out', async () => {
    const company = await buildCompany(ctx.database.db);
    expect((await call('PUT', `/api/companies/${company.id}`, undefined, { name: 'X' })).statusCode).toBe(401);
  });

  it('answers 403 to the admin of that company, 404 to an admin of another', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const own = await call('PUT', `/api/companies/${t.company.id}`, t.admin.cookie, { name: 'Mine now' });
    expect(own.statusCode).toBe(403);
    const other = await call('PUT', `/api/companies/${t.company.id}`, t.outsiderAdmin.cookie, { name: 'Mine now' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, t.company.id));
    expect(row!.name).toBe('Acme Networks');
  });

  it('answers 404 for an unknown company and 400 for a bad id or blank name', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('PUT', `/api/companies/${missing}`, t.root.cookie, { name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/companies/not-a-uuid', t.root.cookie, { name: 'X' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/companies/${t.company.id}`, t.root.cookie, { name: '' })).statusCode).toBe(400);
  });

  it('renames and re-describes for root, each field on its own, and records company.update', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const renamed = await call('PUT', `/api/companies/${t.company.id}`, t.root.cookie, { name: 'Acme Fiber' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: t.company.id, name: 'Acme Fiber', description: null });
    const described = await call('PUT', `/api/companies/${t.company.id}`, t.root.cookie, { description: 'North region' });
    expect(described.json()).toMatchObject({ name: 'Acme Fiber', description: 'North region' });
    const both = await call('PUT', `/api/companies/${t.company.id}`, t.root.cookie, { name: 'Acme', description: null });
    expect(both.json()).toMatchObject({ name: 'Acme', description: null });
    expect(await auditActions(t.company.id)).toEqual(['company.update', 'company.update', 'company.update']);
  });
});

describe('DELETE /api/companies/{id}', () => {
  it('answers 401 signed out', async () => {
    const company = await buildCompany(ctx.database.db);
    expect((await call('DELETE', `/api/companies/${company.id}`)).statusCode).toBe(401);
  });

  it('answers 403 to the admin of that company, 404 to another company’s admin', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('DELETE', `/api/companies/${t.company.id}`, t.admin.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/companies/${t.company.id}`, t.user.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/companies/${t.company.id}`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('DELETE', `/api/companies/${missing}`, t.root.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/companies/nope', t.root.cookie)).statusCode).toBe(400);
  });

  it('refuses with 409 while the company still has users or projects', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const withUsers = await call('DELETE', `/api/companies/${t.company.id}`, t.root.cookie);
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().code).toBe('CONFLICT');
    expect(withUsers.json().message).toContain('Remove its users and projects first');

    const onlyProjects = await buildCompany(ctx.database.db);
    await buildProject(ctx.database.db, { companyId: onlyProjects.id });
    expect((await call('DELETE', `/api/companies/${onlyProjects.id}`, t.root.cookie)).statusCode).toBe(409);
  });

  it('deletes an empty company with its invitations, and records company.delete', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const empty = await buildCompany(ctx.database.db, { name: 'Empty Co' });
    await buildInvitation(ctx.database.db, { companyId: empty.id, email: 'later@example.com' });
    const response = await call('DELETE', `/api/companies/${empty.id}`, t.root.cookie);
    expect(response.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(companies).where(eq(companies.id, empty.id))).toEqual([]);
    expect(await ctx.database.db.select().from(invitations).where(eq(invitations.companyId, empty.id))).toEqual([]);
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, empty.id), eq(auditEvents.action, 'company.delete')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(t.root.id);
    expect((await call('DELETE', `/api/companies/${empty.id}`, t.root.cookie)).statusCode).toBe(404);
  });

  it('answers 403 while the root must change their password', async () => {
    const root = await buildUser(ctx.database.db, { role: 'root', mustChangePassword: true });
    const company = await buildCompany(ctx.database.db);
    const response = await call('DELETE', `/api/companies/${company.id}`, await signIn(ctx.app, root.email, root.password));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
