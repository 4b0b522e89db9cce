import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { testConfig } from './harness';
import { testDatabase } from './test-database';

// What an operator's log collector would receive.
const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const logs = () => lines.join('');

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$SECRET-SALT-7f3a$SECRET-HASH-c0ffee';
const SESSION_TOKEN = 'session-token-d4c3b2a1';
const BEARER = 'Bearer api-key-9e8d7c6b';

let app: FastifyInstance;
beforeAll(async () => {
  const database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, logger: { level: 'info', stream } });
  // A users insert the database refuses (NUL in a name), as a bug in a route would make one.
  app.post('/test/failing-insert', { config: { access: 'public' } }, async () => {
    await database.db.insert(users).values({ email: 'nul@example.com', firstName: 'Bad\u0000name', role: 'user', passwordHash: PASSWORD_HASH });
    return { ok: true };
  });
  // A failed upstream call whose error carries the headers it was sent with.
  app.get('/test/failing-call', { config: { access: 'public' } }, async (request) => {
    throw Object.assign(new Error('upstream refused the call'), { options: { headers: { ...request.headers } } });
  });
  // A refusal whose underlying reason is for the operator only (an image library's error).
  app.get('/test/refused', { config: { access: 'public' } }, async () => {
    throw new AppError('UNPROCESSABLE', 'The image is damaged.', { cause: new Error('VipsJpeg: premature end of JPEG image') });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('logs', () => {
  it('a failed insert is logged without its parameters, so no password hash reaches the log', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/failing-insert' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    expect(response.body).not.toContain('SECRET');

    expect(logs()).toContain('unhandled error');
    expect(logs()).toContain('DrizzleQueryError');
    expect(logs()).toContain('Failed query: insert into');
    expect(logs()).not.toContain('SECRET');
    expect(logs()).not.toContain('nul@example.com');
  });

  it('cookies and authorization headers never reach the log, from a request or an error', async () => {
    const headers = { cookie: `riser_session=${SESSION_TOKEN}`, authorization: BEARER };
    expect((await app.inject({ method: 'GET', url: '/healthz', headers })).statusCode).toBe(200);
    const failing = await app.inject({ method: 'GET', url: '/test/failing-call', headers });
    expect(failing.statusCode).toBe(500);

    expect(logs()).toContain('upstream refused the call');
    expect(logs()).toContain('/healthz');
    expect(logs()).not.toContain(SESSION_TOKEN);
    expect(logs()).not.toContain('api-key-9e8d7c6b');
  });

  it('a refusal’s underlying reason is logged for the operator, never answered', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/refused' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'UNPROCESSABLE', message: 'The image is damaged.' });
    const refusal = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request refused');
    expect(refusal.level).toBe(30);
    expect(refusal.err.message).toContain('VipsJpeg: premature end of JPEG image');
  });
});

describe('request ids', () => {
  it('keeps a proxy’s id and logs under it', async () => {
    for (const id of ['abc-123', '1-67891233-abcdef012345678912345678', 'a'.repeat(64), 'req_01.2:3']) {
      const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
    expect(logs()).toContain('"reqId":"abc-123"');
  });

  it('replaces an id that is too long or holds other characters with a fresh one', async () => {
    for (const id of ['a'.repeat(65), '<script>alert(1)</script>', 'id with spaces', 'ünïcode', '"quoted"', '']) {
      const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(logs()).not.toContain('<script>');
    expect(logs()).not.toContain('a'.repeat(65));
  });
});
