import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginThrottle } from '../db/schema';
import { buildUser } from './builders';
import { useTestApp } from './harness';

// Real: the app, the database (PGlite, or PostgreSQL with its pool of 10) and Argon2. Nothing mocked.
const ctx = useTestApp({ LOGIN_MAX_FAILURES: '5' });

const FLOODER = '198.51.100.9';
const ELSEWHERE = '203.0.113.20';

const login = (email: string, password: string, remoteAddress = '192.0.2.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json().code).toBe('TOO_MANY_REQUESTS');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/** Moves every window 15 minutes into the past, as if that time had gone by. */
async function endTheWindows() {
  await ctx.database.db.update(loginThrottle).set({ windowStartedAt: sql`${loginThrottle.windowStartedAt} - interval '15 minutes'` });
}

describe('sign-in throttle', () => {
  it('lets at most LOGIN_MAX_FAILURES of 100 parallel attempts on one account reach the password check', async () => {
    const user = await buildUser(ctx.database.db);
    // The right password goes last: a success counted among the first five would rightly start
    // the account over for the attempts still on their way.
    const passwords = [...Array.from({ length: 99 }, (_, i) => `wrong-${i}`), user.password];
    const responses = await Promise.all(passwords.map((password) => login(user.email, password)));

    const refused = responses.filter((r) => r.statusCode === 429);
    expect(responses.length - refused.length).toBeLessThanOrEqual(5);
    expect(refused.length).toBeGreaterThanOrEqual(95);
    for (const response of refused) expectRefused(response);
    for (const response of responses) expect([200, 401, 429]).toContain(response.statusCode);
  });

  it('cuts a flooding address to one guess per account, while other accounts still sign in from it', async () => {
    const victim = await buildUser(ctx.database.db);
    const colleague = await buildUser(ctx.database.db);
    // 50 failures from one address: 4 on a real account, the rest on unknown emails.
    for (let i = 0; i < 4; i++) expect((await login(victim.email, `wrong-${i}`, FLOODER)).statusCode).toBe(401);
    for (let i = 0; i < 46; i++) expect((await login(`nobody-${i}@example.com`, 'wrong-password', FLOODER)).statusCode).toBe(401);

    // Someone else behind the same address (NAT, proxy) signs in, and again.
    expect((await login(colleague.email, colleague.password, FLOODER)).statusCode).toBe(200);
    expect((await login(colleague.email, colleague.password, FLOODER)).statusCode).toBe(200);

    // The flooder's next guesses at accounts it already failed on are refused.
    expectRefused(await login(victim.email, 'wrong-again', FLOODER));
    expectRefused(await login(victim.email, 'wrong-once-more', FLOODER));
    expectRefused(await login('nobody-0@example.com', 'wrong-password', FLOODER));
    // A new account gets one guess, no more.
    expect((await login('fresh@example.com', 'wrong-password', FLOODER)).statusCode).toBe(401);
    expectRefused(await login('fresh@example.com', 'wrong-password-2', FLOODER));

    // The refused guesses did not count against the account: 4 failures, so its owner still
    // signs in from elsewhere (two more would have made 6, over the limit of 5).
    expect((await login(victim.email, victim.password, ELSEWHERE)).statusCode).toBe(200);
  });

  it('counts one address’s parallel guesses at a new account once it floods', async () => {
    for (let i = 0; i < 50; i++) expect((await login(`nobody-${i}@example.com`, 'wrong-password', FLOODER)).statusCode).toBe(401);
    const user = await buildUser(ctx.database.db);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.email, `wrong-${i}`, FLOODER)));
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 401)) expectRefused(response);
  });

  it('does not count sign-ins that succeed towards the address limit', async () => {
    const user = await buildUser(ctx.database.db);
    const other = await buildUser(ctx.database.db);
    for (let i = 0; i < 47; i++) await login(`nobody-${i}@example.com`, 'wrong-password', FLOODER);
    for (let i = 0; i < 3; i++) expect((await login(user.email, user.password, FLOODER)).statusCode).toBe(200);
    // 48 attempts counted, not 51: the address is not flooding, so a retry after a typo works.
    expect((await login(other.email, 'typo', FLOODER)).statusCode).toBe(401);
    expect((await login(other.email, other.password, FLOODER)).statusCode).toBe(200);
  });

  it('still limits one account from any address: 5 failures, then 429 even with the right password until the window ends', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, `wrong-${i}`, `192.0.2.${10 + i}`)).statusCode).toBe(401);
    expectRefused(await login(user.email, user.password));
    expectRefused(await login(user.email, user.password, ELSEWHERE));

    await endTheWindows();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('starts the account over after a success', async () => {
    const user = await buildUser(ctx.database.db);
    for (let i = 0; i < 4; i++) expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.email, `wrong-again-${i}`)).statusCode).toBe(401);
    expectRefused(await login(user.email, user.password));
  });
});
