import { describe, expect, it } from 'vitest';
import { buildUser } from './builders';
import { signIn, useTestApp } from './harness';

// A signed-in route that is not on the gate's allow-list stands in for every API route.
const ctx = useTestApp({}, (app) => {
  app.get('/api/probe-signed-in', async () => ({ ok: true }));
});

describe('must-change-password gate', () => {
  it('lets the user read themselves, change the password and log out, and refuses the rest', async () => {
    const user = await buildUser(ctx.database.db, { mustChangePassword: true });
    const cookie = await signIn(ctx.app, user.email, user.password);
    const headers = { cookie };

    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().mustChangePassword).toBe(true);

    const other = await ctx.app.inject({ method: 'GET', url: '/api/probe-signed-in', headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers,
      payload: { currentPassword: user.password, newPassword: 'a-better-one' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/probe-signed-in', headers })).statusCode).toBe(200);
  });

  it('still lets a gated user log out', async () => {
    const user = await buildUser(ctx.database.db, { mustChangePassword: true });
    const cookie = await signIn(ctx.app, user.email, user.password);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers 401, not 403, to a signed-out caller of a gated route', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/probe-signed-in' })).statusCode).toBe(401);
  });
});
