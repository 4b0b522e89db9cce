import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiTokens, users } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Issue 16: API tokens. An admin makes a named token for the company; it is answered once and
// kept hashed; `Authorization: Bearer` then works on the company's API with the maker's company
// scope and the chosen role: read-only ones are refused on writes; revoked ones stop at once.

const ctx = useTestApp();

let t: Tenants;
let projectId: string;
let otherProjectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  otherProjectId = (await buildProject(ctx.database.db, { companyId: t.otherCompany.id, name: 'Rival Plaza' })).id;
});

const withCookie = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const withToken = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function makeToken(role: 'read-only' | 'read-write', name = 'Office sync') {
  const made = await withCookie(t.admin.cookie, 'POST', '/api/admin/tokens', { name, role });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: string; token: string; prefix: string; lastUsedAt: string | null };
}

describe('API tokens', () => {
  it('are answered once, kept hashed, and listed without the token', async () => {
    const made = await makeToken('read-only');
    expect(made.token).toMatch(/^rsr_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.token.slice(0, 10));
    const [stored] = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(stored!.tokenHash).not.toContain(made.token);
    expect(JSON.stringify(stored)).not.toContain(made.token);
    const listed = await withCookie(t.admin.cookie, 'GET', '/api/admin/tokens');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(made.token);
    expect(listed.json()).toEqual([expect.objectContaining({ id: made.id, name: 'Office sync', role: 'read-only', lastUsedAt: null })]);
    // Only administrators make them.
    expect((await withCookie(t.user.cookie, 'POST', '/api/admin/tokens', { name: 'Mine', role: 'read-write' })).statusCode).toBe(403);
  });

  it('work with the maker’s company scope: its projects, never another company’s', async () => {
    const { token } = await makeToken('read-only');
    const projects = await withToken(token, 'GET', '/api/projects');
    expect(projects.statusCode).toBe(200);
    expect(projects.json().map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect((await withToken(token, 'GET', `/api/projects/${otherProjectId}`)).statusCode).toBe(404);
    // Its use is noted.
    const listed = (await withCookie(t.admin.cookie, 'GET', '/api/admin/tokens')).json();
    expect(listed[0].lastUsedAt).not.toBeNull();
  });

  it('refuse writes when read-only, and write when read-write', async () => {
    const readOnly = await makeToken('read-only', 'Reports');
    const refused = await withToken(readOnly.token, 'POST', `/api/projects/${projectId}/surveys`, { locationType: 'mdf' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This API token may only read.' });

    const readWrite = await makeToken('read-write', 'Importer');
    const created = await withToken(readWrite.token, 'POST', `/api/projects/${projectId}/surveys`, { locationType: 'mdf' });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('reach the company’s data only: not accounts or administration, not with the maker’s admin powers', async () => {
    const { token } = await makeToken('read-write');
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/tokens'],
      ['POST', '/api/logout'],
    ] as const) {
      const refused = await withToken(token, method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('stop at once when revoked, when their maker is frozen, and are 401 when unknown', async () => {
    const { id, token } = await makeToken('read-only');
    expect((await withToken(token, 'GET', '/api/projects')).statusCode).toBe(200);
    expect((await withCookie(t.admin.cookie, 'DELETE', `/api/admin/tokens/${id}`)).statusCode).toBe(204);
    const revoked = await withToken(token, 'GET', '/api/projects');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('UNAUTHENTICATED');

    const second = await makeToken('read-only');
    await ctx.database.db.update(users).set({ status: 'frozen' }).where(eq(users.id, t.admin.id));
    expect((await withToken(second.token, 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await withToken('rsr_' + 'x'.repeat(43), 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await withToken('not-a-token', 'GET', '/api/projects')).statusCode).toBe(401);
  });
});
