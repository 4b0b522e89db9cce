import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, invitations, users } from '../db/schema';
import { buildTenants } from './actors';
import { buildCompany, buildInvitation, buildUser } from './builders';
import { sessionCookie, signIn, useTestApp } from './harness';

const ctx = useTestApp({ INVITE_TTL_DAYS: '3' });
const missing = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function auditActions(subjectId: string) {
  const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));
  return rows.map((r) => r.action);
}

/** A signed-in user who belongs to no company yet, as someone who registered elsewhere. */
async function companyless(email: string) {
  const placeholder = await buildCompany(ctx.database.db);
  const user = await buildUser(ctx.database.db, { email, companyId: placeholder.id });
  await ctx.database.db.update(users).set({ companyId: null }).where(eq(users.id, user.id));
  return { ...user, cookie: await signIn(ctx.app, user.email, user.password) };
}

describe('GET /api/admin/invitations', () => {
  it('answers 401 signed out', async () => {
    const response = await call('GET', '/api/admin/invitations');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a user and 400 to a bad company id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('GET', '/api/admin/invitations', t.user.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/invitations?companyId=acme', t.root.cookie)).statusCode).toBe(400);
  });

  it('shows an admin their own company’s invitations only, and root those of the company it names', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const ours = await buildInvitation(ctx.database.db, { companyId: t.company.id, email: 'ours@example.com' });
    const theirs = await buildInvitation(ctx.database.db, { companyId: t.otherCompany.id, email: 'theirs@example.com' });
    // DESIGN §10: an admin naming another company gets 404, never their own list in its place.
    const named = await call('GET', `/api/admin/invitations?companyId=${t.otherCompany.id}`, t.admin.cookie);
    expect(named.statusCode).toBe(404);
    expect(named.json().code).toBe('NOT_FOUND');
    for (const url of ['/api/admin/invitations', `/api/admin/invitations?companyId=${t.company.id}`]) {
      const response = await call('GET', url, t.admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: ours.id,
          email: 'ours@example.com',
          role: 'user',
          status: 'pending',
          token: ours.token,
          companyId: t.company.id,
          createdAt: ours.createdAt.toISOString(),
          expiresAt: ours.expiresAt.toISOString(),
          link: `/invite/${ours.token}`,
        },
      ]);
    }
    const rival = (await call('GET', `/api/admin/invitations?companyId=${t.otherCompany.id}`, t.root.cookie)).json();
    expect(rival.map((i: { id: string }) => i.id)).toEqual([theirs.id]);
    const all = (await call('GET', '/api/admin/invitations', t.root.cookie)).json();
    expect(all.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([ours.id, theirs.id]));
  });
});

describe('POST /api/admin/invitations', () => {
  it('answers 401 signed out', async () => {
    expect((await call('POST', '/api/admin/invitations', undefined, { email: 'a@example.com', role: 'user' })).statusCode).toBe(401);
  });

  it('answers 403 to a user', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    expect((await call('POST', '/api/admin/invitations', t.user.cookie, { email: 'a@example.com', role: 'user' })).statusCode).toBe(403);
  });

  it('answers 400 to a bad email, a root role, or root naming no company; 404 to an unknown company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    for (const payload of [
      { email: 'nope', role: 'user', companyId: t.company.id },
      { email: 'a@example.com', role: 'root', companyId: t.company.id },
      { email: 'a@example.com', role: 'user' },
    ]) {
      const response = await call('POST', '/api/admin/invitations', t.root.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('POST', '/api/admin/invitations', t.root.cookie, { email: 'a@example.com', role: 'user', companyId: missing })).statusCode).toBe(404);
  });

  it('answers 409 for someone who already belongs to a company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const response = await call('POST', '/api/admin/invitations', t.admin.cookie, { email: t.outsider.email, role: 'user' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('already exists');
  });

  it('invites into the admin’s own company for INVITE_TTL_DAYS; naming another company is a 404 that invites no one', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const elsewhere = await call('POST', '/api/admin/invitations', t.admin.cookie, { email: 'elsewhere@example.com', companyId: t.otherCompany.id });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', `/api/admin/invitations?companyId=${t.otherCompany.id}`, t.root.cookie)).json()).toEqual([]);
    const before = Date.now();
    const response = await call('POST', '/api/admin/invitations', t.admin.cookie, {
      email: ' New.Person@Example.com ',
      role: 'admin',
      companyId: t.company.id,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ email: 'new.person@example.com', role: 'admin', status: 'pending', companyId: t.company.id });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.link).toBe(`/invite/${body.token}`);
    const lifetime = Date.parse(body.expiresAt) - Date.parse(body.createdAt);
    expect(lifetime).toBe(3 * DAY);
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await auditActions(body.id)).toEqual(['invitation.create']);
  });

  it('defaults the role to user, and a new invitation replaces a pending one for the same email', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const first = (await call('POST', '/api/admin/invitations', t.root.cookie, { email: 'twice@example.com', companyId: t.company.id })).json();
    expect(first.role).toBe('user');
    const second = (await call('POST', '/api/admin/invitations', t.root.cookie, { email: 'twice@example.com', companyId: t.company.id })).json();
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', `/api/invitations/${first.token}`)).json().status).toBe('revoked');
    expect((await call('GET', `/api/invitations/${second.token}`)).json().status).toBe('pending');
  });
});

describe('DELETE /api/admin/invitations/{id}', () => {
  it('answers 401 signed out', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'x@example.com' });
    expect((await call('DELETE', `/api/admin/invitations/${invitation.id}`)).statusCode).toBe(401);
  });

  it('answers 403 to a user, 404 to another company’s admin or an unknown id, 400 to a bad id', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: t.company.id, email: 'x@example.com' });
    expect((await call('DELETE', `/api/admin/invitations/${invitation.id}`, t.user.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/invitations/${invitation.id}`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/invitations/${missing}`, t.root.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/invitations/abc', t.root.cookie)).statusCode).toBe(400);
  });

  it('deletes it for the company’s admin; the link then answers 404', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: t.company.id, email: 'x@example.com' });
    expect((await call('DELETE', `/api/admin/invitations/${invitation.id}`, t.admin.cookie)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(invitations).where(eq(invitations.id, invitation.id))).toEqual([]);
    expect((await call('GET', `/api/invitations/${invitation.token}`)).statusCode).toBe(404);
    expect(await auditActions(invitation.id)).toEqual(['invitation.delete']);
  });
});

describe('GET /api/invitations/{token}', () => {
  it('answers without a session, with the company name and whether it expired', async () => {
    const company = await buildCompany(ctx.database.db, { name: 'Open Fiber' });
    const live = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'who@example.com', role: 'admin' });
    const response = await call('GET', `/api/invitations/${live.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'who@example.com',
      role: 'admin',
      companyName: 'Open Fiber',
      status: 'pending',
      expiresAt: live.expiresAt.toISOString(),
      expired: false,
    });
    const old = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'who@example.com', expiresAt: new Date(Date.now() - 1000) });
    expect((await call('GET', `/api/invitations/${old.token}`)).json()).toMatchObject({ status: 'pending', expired: true });
  });

  it('answers 404 for an unknown token', async () => {
    const response = await call('GET', '/api/invitations/no-such-token');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('POST /api/invitations/{token}/accept', () => {
  const accept = (token: string, cookie?: string) => call('POST', `/api/invitations/${token}/accept`, cookie);

  it('answers 401 signed out', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'x@example.com' });
    const response = await accept(invitation.token);
    expect(response.statusCode).toBe(401);
    expect((await call('GET', `/api/invitations/${invitation.token}`)).json().status).toBe('pending');
  });

  it('answers 404 for an unknown token', async () => {
    const joiner = await companyless('unknown-token@example.com');
    expect((await accept('no-such-token', joiner.cookie)).statusCode).toBe(404);
  });

  it('answers 403 when the invitation was sent to another email', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'intended@example.com' });
    const someoneElse = await companyless('someone-else@example.com');
    const response = await accept(invitation.token, someoneElse.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('another email');
  });

  it('answers 409 to someone already in a company', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: t.otherCompany.id, email: t.user.email });
    const response = await accept(invitation.token, t.user.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You already belong to a company.');
    const rootInvite = await buildInvitation(ctx.database.db, { companyId: t.company.id, email: t.root.email });
    expect((await accept(rootInvite.token, t.root.cookie)).statusCode).toBe(409);
  });

  it('answers 409 to an expired invitation', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'late@example.com', expiresAt: new Date(Date.now() - 60_000) });
    const late = await companyless('late@example.com');
    const response = await accept(invitation.token, late.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('expired');
  });

  it('joins the company with the invitation’s role once; a second time is refused', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const created = (await call('POST', '/api/admin/invitations', t.admin.cookie, { email: 'joiner@example.com', role: 'admin' })).json();
    const joiner = await companyless('joiner@example.com');
    const response = await accept(created.token, joiner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: joiner.id, companyId: t.company.id, role: 'admin' });
    expect((await call('GET', '/api/user', joiner.cookie)).json().companyId).toBe(t.company.id);
    expect((await call('GET', '/api/companies', joiner.cookie)).json().map((c: { id: string }) => c.id)).toEqual([t.company.id]);
    expect((await call('GET', `/api/invitations/${created.token}`)).json()).toMatchObject({ status: 'accepted', expired: false });
    expect(await auditActions(created.id)).toEqual(['invitation.create', 'invitation.accept']);

    const again = await accept(created.token, joiner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already been used');
    const listed = (await call('GET', '/api/admin/invitations', t.admin.cookie)).json();
    expect(listed.find((i: { id: string }) => i.id === created.id).status).toBe('accepted');
  });

  it('lets a new person register with the token the API made, once', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const created = (await call('POST', '/api/admin/invitations', t.root.cookie, { email: 'fresh@example.com', companyId: t.otherCompany.id })).json();
    const registration = { email: 'fresh@example.com', password: 'a-long-secret', firstName: 'Fre', lastName: 'Sh', inviteToken: created.token };
    const registered = await call('POST', '/api/register', undefined, registration);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ companyId: t.otherCompany.id, role: 'user' });
    expect((await accept(created.token, sessionCookie(registered))).statusCode).toBe(409);
  });
});
