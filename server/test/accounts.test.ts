import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, sessions, auditEvents, invitations } from '../db/schema';
import { buildInvitation, buildUser, buildCompany, DEFAULT_PASSWORD } from './builders';
import { sessionCookie, signIn, useTestApp } from './harness';

const ctx = useTestApp({ LOGIN_MAX_FAILURES: '5' });

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });
const currentUser = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

/** Runs `act` while the database refuses audit rows of `action`: a write whose audit row is refused must not happen either. */
async function whileAuditRefused(action: string, act: () => Promise<void>) {
  const db = ctx.database.db;
  await db.execute(
    sql.raw(`create function refuse_account_audit() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' then raise exception 'audit refused'; end if;
        return new;
      end $$`),
  );
  await db.execute(sql.raw('create trigger refuse_account_audit before insert on audit_events for each row execute function refuse_account_audit()'));
  try {
    await act();
  } finally {
    await db.execute(sql.raw('drop trigger refuse_account_audit on audit_events'));
    await db.execute(sql.raw('drop function refuse_account_audit()'));
  }
}

describe('POST /api/login', () => {
  it('answers 400 with the failing fields for malformed JSON, wrong types and unknown fields', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_JSON' });

    const wrong = await login({ email: 'not-an-email', password: 42, admin: true });
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.password']));
    expect(JSON.stringify(body.details)).toContain('admin');
    expect(wrong.body).not.toMatch(/at .*\.ts:\d+/);

    const missing = await login({});
    expect(missing.statusCode).toBe(400);
  });

  it('signs in with the right password and returns the user without any hash', async () => {
    const user = await buildUser(ctx.database.db, { email: 'ana@example.com', firstName: 'Ana' });
    const response = await login({ email: 'ANA@example.com ', password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: user.id,
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Surveyor',
      role: 'user',
      status: 'active',
      companyId: user.companyId,
      mustChangePassword: false,
      createdAt: user.createdAt.toISOString(),
      abilities: { editTemplates: false, administerAllCompanies: false, administerOwnCompany: false, chooseCompany: false },
      viewAsAbilities: null,
    });
    expect(response.body).not.toContain('argon2');
    const cookie = response.cookies.find((c) => c.name === 'riser_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    const me = await currentUser(sessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('gives one message whether the email exists or the password is wrong', async () => {
    await buildUser(ctx.database.db, { email: 'known@example.com' });
    const wrongPassword = await login({ email: 'known@example.com', password: 'nope-nope' });
    const unknownEmail = await login({ email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('rotates the session id at sign-in: the session it came from ends', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await signIn(ctx.app, user.email, user.password);
    const second = await login({ email: user.email, password: user.password }, { cookie: first });
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(first);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(secondCookie)).statusCode).toBe(200);
  });

  it('marks the cookie Secure behind HTTPS when the proxy is trusted', async () => {
    const { buildApp } = await import('../app');
    const { testConfig } = await import('./harness');
    const app = await buildApp({ config: testConfig({ TRUST_PROXY: 'true' }), database: ctx.database, logger: false });
    const user = await buildUser(ctx.database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'riser_session')!.secure).toBe(true);
    await app.close();
  });

  it('refuses a frozen user, and only after the right password', async () => {
    const user = await buildUser(ctx.database.db, { status: 'frozen' });
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    const right = await login({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('ACCOUNT_FROZEN');
    expect(right.cookies.find((c) => c.name === 'riser_session')).toBeUndefined();
  });

  it('answers 429 with Retry-After after repeated failures for one account, even with the right password', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('after 50 failures from one address, refuses its next guess at an account it failed on, yet others sign in from it', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 50; i++) {
      const r = await login({ email: `nobody-${i}@example.com`, password: 'wrong-password' }, { 'x-forwarded-for': `10.9.9.${i}` });
      expect(r.statusCode).toBe(401);
    }
    // Without TRUST_PROXY the header is ignored: every attempt came from the same address.
    expect((await login({ email: 'nobody-0@example.com', password: 'wrong-password' })).statusCode).toBe(429);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('a success clears the account’s earlier failures', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'wrong-password' });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'wrong-password' });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('answers 401 signed out and for an unknown cookie', async () => {
    expect((await currentUser()).statusCode).toBe(401);
    const forged = await currentUser('riser_session=forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
  });

  it('ends the session of a user who is frozen meanwhile', async () => {
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    await ctx.database.db.update(users).set({ status: 'frozen' }).where(eq(users.id, user.id));
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('says what each role may open, from the policies that decide its requests; for root, what each View As role would show', async () => {
    const company = await buildCompany(ctx.database.db);
    const none = { editTemplates: false, administerAllCompanies: false, administerOwnCompany: false, chooseCompany: false };
    const abilitiesOf = async (values: Parameters<typeof buildUser>[1]) => {
      const person = await buildUser(ctx.database.db, values);
      const answer = (await currentUser(await signIn(ctx.app, person.email, person.password))).json();
      return { abilities: answer.abilities, viewAsAbilities: answer.viewAsAbilities };
    };
    expect(await abilitiesOf({ companyId: company.id, role: 'user' })).toEqual({ abilities: none, viewAsAbilities: null });
    expect(await abilitiesOf({ companyId: company.id, role: 'admin' })).toEqual({
      abilities: { ...none, editTemplates: true, administerOwnCompany: true },
      viewAsAbilities: null,
    });
    // Root belongs to no company: viewed as admin, it is an admin without one (Form Configuration, no dashboard).
    expect(await abilitiesOf({ role: 'root' })).toEqual({
      abilities: { editTemplates: true, administerAllCompanies: true, administerOwnCompany: false, chooseCompany: true },
      viewAsAbilities: { admin: { ...none, editTemplates: true }, user: none },
    });
  });
});

describe('logout', () => {
  it('POST ends the session and clears the cookie', async () => {
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'riser_session')?.value).toBe('');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('GET ends the session and redirects to /', async () => {
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await currentUser(cookie)).statusCode).toBe(401);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('signed out, logout still succeeds', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(302);
  });
});

describe('POST /api/change-password', () => {
  const change = (cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/change-password', payload: payload as object, headers: cookie ? { cookie } : {} });

  it('answers 401 signed out, before looking at the body', async () => {
    const response = await change(undefined, { nonsense: true });
    expect(response.statusCode).toBe(401);
  });

  it('enforces the 6-character minimum and required fields', async () => {
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    const short = await change(cookie, { currentPassword: user.password, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 6 characters long.');
    expect((await change(cookie, { currentPassword: user.password })).statusCode).toBe(400);
  });

  it('refuses a wrong current password', async () => {
    const user = await buildUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.email, user.password);
    const response = await change(cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Current password is incorrect.' });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await buildUser(ctx.database.db);
    const phone = await signIn(ctx.app, user.email, user.password);
    const laptop = await signIn(ctx.app, user.email, user.password);
    const response = await change(laptop, { currentPassword: user.password, newPassword: 'brand-new-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mustChangePassword).toBe(false);
    expect((await currentUser(laptop)).statusCode).toBe(200);
    expect((await currentUser(phone)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    const audit = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'user.password_change'));
    expect(audit).toHaveLength(1);
  });

  it('changes nothing when its audit row cannot be written: the old password and the other sessions stay', async () => {
    const user = await buildUser(ctx.database.db);
    const phone = await signIn(ctx.app, user.email, user.password);
    const laptop = await signIn(ctx.app, user.email, user.password);
    await whileAuditRefused('user.password_change', async () => {
      expect((await change(laptop, { currentPassword: user.password, newPassword: 'brand-new-pass' })).statusCode).toBe(500);
    });
    expect((await currentUser(phone)).statusCode).toBe(200);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('POST /api/register', () => {
  const register = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/register', payload });
  const person = { email: 'new@example.com', password: 'secret-pass', firstName: 'Nia', lastName: 'New' };

  it('is refused without an invitation while sign-up is off', async () => {
    const response = await register(person);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SIGNUP_DISABLED');
  });

  it('answers 400 for a short password or missing names', async () => {
    expect((await register({ ...person, password: '123' })).statusCode).toBe(400);
    expect((await register({ email: person.email, password: person.password })).statusCode).toBe(400);
  });

  it('joins the invitation’s company with its role, once', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: person.email, role: 'admin' });
    const response = await register({ ...person, inviteToken: invitation.token });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: person.email, companyId: company.id, role: 'admin' });
    expect((await currentUser(sessionCookie(response))).statusCode).toBe(200);
    const again = await register({ ...person, email: 'other@example.com', inviteToken: invitation.token });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an invitation meant for another email, or expired', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: 'someone@example.com' });
    expect((await register({ ...person, inviteToken: invitation.token })).statusCode).toBe(403);
    const expired = await buildInvitation(ctx.database.db, {
      companyId: company.id,
      email: person.email,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await register({ ...person, inviteToken: expired.token })).statusCode).toBe(404);
  });

  it('makes no account and keeps the invitation open when its audit row cannot be written', async () => {
    const company = await buildCompany(ctx.database.db);
    const invitation = await buildInvitation(ctx.database.db, { companyId: company.id, email: person.email });
    await whileAuditRefused('user.register', async () => {
      expect((await register({ ...person, inviteToken: invitation.token })).statusCode).toBe(500);
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
    const [stored] = await ctx.database.db.select({ status: invitations.status }).from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.status).toBe('pending');
    expect((await register({ ...person, inviteToken: invitation.token })).statusCode).toBe(201);
  });
});

describe('POST /api/register with ALLOW_SIGNUP=true', () => {
  const open = useTestApp({ ALLOW_SIGNUP: 'true' });
  const person = { email: 'founder@example.com', password: 'secret-pass', firstName: 'Fay', lastName: 'Founder' };

  it('creates a company with the new user as its admin, signed in', async () => {
    const response = await open.app.inject({ method: 'POST', url: '/api/register', payload: { ...person, companyName: 'Fay Networks' } });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email: person.email, role: 'admin', mustChangePassword: false });
    expect(user.companyId).toEqual(expect.any(String));
    const me = await open.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(response) } });
    expect(me.json().id).toBe(user.id);
  });

  it('answers 409 for an email already in use', async () => {
    await buildUser(open.database.db, { email: person.email });
    const response = await open.app.inject({ method: 'POST', url: '/api/register', payload: person });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
  });
});
