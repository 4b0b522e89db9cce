import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTenants } from './actors';
import { buildUser } from './builders';
import { signIn, useTestApp } from './harness';

const ctx = useTestApp();
const list = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/companies', headers: cookie ? { cookie } : {} });

describe('GET /api/companies', () => {
  it('answers 401 signed out', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 while the password must be changed', async () => {
    const user = await buildUser(ctx.database.db, { mustChangePassword: true });
    const response = await list(await signIn(ctx.app, user.email, user.password));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('shows a user and an admin only their own company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    for (const actor of [t.user, t.admin]) {
      const response = await list(actor.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: t.company.id, name: 'Acme Networks', description: null, createdAt: t.company.createdAt.toISOString() },
      ]);
    }
    expect((await list(t.outsiderAdmin.cookie)).json().map((c: { name: string }) => c.name)).toEqual(['Rival Telecom']);
  });

  it('shows root every company, by name', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await list(t.root.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      [t.company.id, 'Acme Networks'],
      [t.otherCompany.id, 'Rival Telecom'],
    ]);
  });

  it('shows a user without a company nothing', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const loner = await buildUser(ctx.database.db, { role: 'user', companyId: t.company.id });
    // Detached after creation: the builder always gives a non-root user a company.
    await ctx.database.db.update(users).set({ companyId: null }).where(eq(users.id, loner.id));
    expect((await list(await signIn(ctx.app, loner.email, loner.password))).json()).toEqual([]);
  });
});
