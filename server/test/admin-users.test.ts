import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../db/schema';
import { buildTenants } from './actors';
import { buildCompany, buildUser } from './builders';
import { sessionCookie, signIn, useTestApp } from './harness';

const ctx = useTestApp();
const missing = '00000000-0000-4000-8000-000000000000';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const me = (cookie: string) => call('GET', '/api/user', cookie);

async function auditActions(subjectId: string) {
  const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));
  // Sign-ins are audited too; these tests look at the administrative changes only.
  return rows.map((r) => r.action).filter((action) => action !== 'user.login');
}

async function sessionCount(userId: string) {
  return (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('GET /api/admin/users', () => {
  it('answers 401 signed out', async () => {
    const response = await call('GET', '/api/admin/users');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a user', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('GET', '/api/admin/users', t.user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('answers 400 to an unknown role or a bad company id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('GET', '/api/admin/users?role=owner', t.root.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users?companyId=acme', t.root.cookie)).statusCode).toBe(400);
  });

  it('shows an admin only their own company; naming another company is a 404, not their own list', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const named = await call('GET', `/api/admin/users?companyId=${t.otherCompany.id}`, t.admin.cookie);
    expect(named.statusCode).toBe(404);
    expect(named.json().code).toBe('NOT_FOUND');
    for (const url of ['/api/admin/users', `/api/admin/users?companyId=${t.company.id}`]) {
      const response = await call('GET', url, t.admin.cookie);
      expect(response.statusCode).toBe(200);
      const emails = response.json().map((u: { email: string }) => u.email);
      expect(emails.sort()).toEqual([t.user.email, t.admin.email].sort());
    }
    const admins = await call('GET', '/api/admin/users?role=admin', t.admin.cookie);
    expect(admins.json()).toEqual([
      {
        id: t.admin.id,
        email: t.admin.email,
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'admin',
        status: 'active',
        companyId: t.company.id,
        companyName: 'Acme Networks',
        mustChangePassword: false,
        createdAt: t.admin.createdAt.toISOString(),
      },
    ]);
  });

  it('shows root every user, or those of a company or role it names', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const all = (await call('GET', '/api/admin/users', t.root.cookie)).json();
    expect(all.map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining([t.user.id, t.admin.id, t.outsider.id, t.outsiderAdmin.id, t.root.id]),
    );
    expect(all.find((u: { id: string }) => u.id === t.root.id).companyName).toBeNull();
    const rival = (await call('GET', `/api/admin/users?companyId=${t.otherCompany.id}`, t.root.cookie)).json();
    expect(rival.map((u: { id: string }) => u.id).sort()).toEqual([t.outsider.id, t.outsiderAdmin.id].sort());
    const admins = (await call('GET', '/api/admin/users?role=admin', t.root.cookie)).json();
    expect(admins.map((u: { id: string }) => u.id).sort()).toEqual([t.admin.id, t.outsiderAdmin.id].sort());
    expect(admins.every((u: { passwordHash?: string }) => u.passwordHash === undefined)).toBe(true);
  });
});

describe('POST /api/admin/users', () => {
  const body = (extra: object = {}) => ({ email: 'new.hire@example.com', firstName: 'New', lastName: 'Hire', role: 'user', ...extra });

  it('answers 401 signed out', async () => {
    expect((await call('POST', '/api/admin/users', undefined, body())).statusCode).toBe(401);
  });

  it('answers 403 to a user', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('POST', '/api/admin/users', t.user.cookie, body({ companyId: t.company.id }));
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 to a bad email, a root role, or root naming no company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    for (const payload of [body({ email: 'not an email', companyId: t.company.id }), body({ role: 'root', companyId: t.company.id }), body({ extra: 1 })]) {
      const response = await call('POST', '/api/admin/users', t.root.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const noCompany = await call('POST', '/api/admin/users', t.root.cookie, body());
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().details.fields[0].field).toBe('body.companyId');
  });

  it('answers 404 when root names an unknown company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('POST', '/api/admin/users', t.root.cookie, body({ companyId: missing }))).statusCode).toBe(404);
  });

  it('answers 409 EMAIL_TAKEN, with "already exists", for an email in use (any case)', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('POST', '/api/admin/users', t.admin.cookie, body({ email: t.outsider.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(response.json().message).toContain('already exists');
  });

  it('creates the user in the admin’s own company; naming another company is a 404 that creates no one', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const elsewhere = await call('POST', '/api/admin/users', t.admin.cookie, body({ role: 'admin', companyId: t.otherCompany.id }));
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users', t.root.cookie)).json().map((u: { email: string }) => u.email)).not.toContain('new.hire@example.com');
    const response = await call('POST', '/api/admin/users', t.admin.cookie, body({ role: 'admin', companyId: t.company.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.hire@example.com',
      firstName: 'New',
      lastName: 'Hire',
      role: 'admin',
      status: 'active',
      companyId: t.company.id,
      companyName: 'Acme Networks',
      mustChangePassword: true,
    });
    expect(await auditActions(response.json().id)).toEqual(['user.create']);
  });

  it('gives a temporary password that signs in and must be changed first', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const created = await call('POST', '/api/admin/users', t.root.cookie, { email: 'Temp@Example.com', role: 'user', companyId: t.otherCompany.id });
    expect(created.statusCode).toBe(201);
    const { temporaryPassword, email, firstName, companyName } = created.json();
    expect(email).toBe('temp@example.com');
    expect(firstName).toBeNull();
    expect(companyName).toBe('Rival Telecom');
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{12,}$/);

    const cookie = await signIn(ctx.app, 'temp@example.com', temporaryPassword);
    expect((await me(cookie)).json().mustChangePassword).toBe(true);
    const blocked = await call('GET', '/api/projects', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call('POST', '/api/change-password', cookie, { currentPassword: temporaryPassword, newPassword: 'a-new-secret' });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/projects', cookie)).statusCode).toBe(200);
    // The password is shown once: listing never carries it.
    const listed = (await call('GET', `/api/admin/users?companyId=${t.otherCompany.id}`, t.root.cookie)).json();
    expect(JSON.stringify(listed)).not.toContain(temporaryPassword);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  const role = (id: string, cookie: string | undefined, value: unknown) => call('PATCH', `/api/admin/users/${id}/role`, cookie, { role: value });

  it('answers 401 signed out', async () => {
    const user = await buildUser(ctx.database.db);
    expect((await role(user.id, undefined, 'admin')).statusCode).toBe(401);
  });

  it('answers 403 to a user, 404 to another company’s admin, 404 for an unknown user', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await role(t.user.id, t.user.cookie, 'admin')).statusCode).toBe(403);
    expect((await role(t.user.id, t.outsiderAdmin.cookie, 'admin')).statusCode).toBe(404);
    expect((await role(t.root.id, t.admin.cookie, 'user')).statusCode).toBe(404);
    expect((await role(missing, t.root.cookie, 'admin')).statusCode).toBe(404);
  });

  it('answers 400 to an unknown role or id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await role(t.user.id, t.root.cookie, 'owner')).statusCode).toBe(400);
    expect((await role('abc', t.root.cookie, 'admin')).statusCode).toBe(400);
  });

  it('lets an admin promote and demote within their company, but never to root or themselves', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const promoted = await role(t.user.id, t.admin.cookie, 'admin');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: t.user.id, role: 'admin', companyName: 'Acme Networks' });
    expect((await role(t.user.id, t.admin.cookie, 'user')).json().role).toBe('user');
    expect((await role(t.user.id, t.admin.cookie, 'root')).statusCode).toBe(403);
    const self = await role(t.admin.id, t.admin.cookie, 'user');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own role.');
    expect(await auditActions(t.user.id)).toEqual(['user.role', 'user.role']);
  });

  it('lets root grant root, and refuses a company-less account any other role', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const granted = await role(t.admin.id, t.root.cookie, 'root');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().role).toBe('root');
    // The new root sees every company's users now.
    expect((await call('GET', '/api/admin/users', t.admin.cookie)).json().length).toBeGreaterThan(2);
    const otherRoot = await buildUser(ctx.database.db, { role: 'root' });
    const refused = await role(otherRoot.id, t.root.cookie, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  const status = (id: string, cookie: string | undefined, value: unknown) => call('PATCH', `/api/admin/users/${id}/status`, cookie, { status: value });

  it('answers 401 signed out', async () => {
    const user = await buildUser(ctx.database.db);
    expect((await status(user.id, undefined, 'frozen')).statusCode).toBe(401);
  });

  it('answers 403 to a user, 404 to another company’s admin, 400 to an unknown status', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await status(t.admin.id, t.user.cookie, 'frozen')).statusCode).toBe(403);
    expect((await status(t.user.id, t.outsiderAdmin.cookie, 'frozen')).statusCode).toBe(404);
    expect((await status(t.user.id, t.admin.cookie, 'banned')).statusCode).toBe(400);
  });

  it('refuses to freeze oneself', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    for (const actor of [t.admin, t.root]) {
      const response = await status(actor.id, actor.cookie, 'frozen');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('your own account');
    }
    expect((await me(t.root.cookie)).statusCode).toBe(200);
  });

  it('freezing ends the user’s sessions and stops sign-in; reactivating lets them back', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const second = await signIn(ctx.app, t.user.email, t.user.password);
    const frozen = await status(t.user.id, t.admin.cookie, 'frozen');
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().status).toBe('frozen');
    expect(await sessionCount(t.user.id)).toBe(0);
    for (const cookie of [t.user.cookie, second]) expect((await me(cookie)).statusCode).toBe(401);
    const login = await call('POST', '/api/login', undefined, { email: t.user.email, password: t.user.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_FROZEN');

    const active = await status(t.user.id, t.root.cookie, 'active');
    expect(active.json().status).toBe('active');
    const again = await call('POST', '/api/login', undefined, { email: t.user.email, password: t.user.password });
    expect(again.statusCode).toBe(200);
    expect((await me(sessionCookie(again))).statusCode).toBe(200);
    expect(await auditActions(t.user.id)).toEqual(expect.arrayContaining(['user.status', 'user.status']));
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  const remove = (id: string, cookie?: string) => call('DELETE', `/api/admin/users/${id}`, cookie);

  it('answers 401 signed out', async () => {
    const user = await buildUser(ctx.database.db);
    expect((await remove(user.id)).statusCode).toBe(401);
  });

  it('answers 403 to a user, 404 to another company’s admin and for a root seen by an admin, 400 for a bad id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await remove(t.admin.id, t.user.cookie)).statusCode).toBe(403);
    expect((await remove(t.user.id, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await remove(t.root.id, t.admin.cookie)).statusCode).toBe(404);
    expect((await remove('x', t.root.cookie)).statusCode).toBe(400);
    expect((await me(t.user.cookie)).statusCode).toBe(200);
  });

  it('refuses to delete oneself', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await remove(t.admin.id, t.admin.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot delete your own account.');
  });

  it('deletes a user of the admin’s company and ends their sessions', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await remove(t.user.id, t.admin.cookie);
    expect(response.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, t.user.id))).toEqual([]);
    expect(await sessionCount(t.user.id)).toBe(0);
    expect((await me(t.user.cookie)).statusCode).toBe(401);
    expect(await auditActions(t.user.id)).toEqual(['user.delete']);
    expect((await remove(t.user.id, t.admin.cookie)).statusCode).toBe(404);
  });

  it('lets root delete a user of any company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const company = await buildCompany(ctx.database.db);
    const someone = await buildUser(ctx.database.db, { companyId: company.id });
    expect((await remove(someone.id, t.root.cookie)).statusCode).toBe(204);
    expect((await remove(t.outsiderAdmin.id, t.root.cookie)).statusCode).toBe(204);
  });
});
