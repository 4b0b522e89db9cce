import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, idempotencyKeys, surveys } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject, buildSurvey } from './builders';
import { useTestApp } from './harness';
import { IDEMPOTENT_ANSWERS_PER_USER } from '../http/idempotency';

// DESIGN §6: PATCH, PUT and DELETE accept an Idempotency-Key (the outbox entry's id); a replay
// returns the first answer without running again.
const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object, key?: string) =>
  ctx.app.inject({ method, url, headers: { cookie, ...(key !== undefined ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
let surveyId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id })).id;
  surveyId = (await buildSurvey(ctx.database.db, { companyId: t.company.id, projectId })).id;
});

const surveyUrl = () => `/api/surveys/${surveyId}`;
const auditCount = async (action: string) =>
  (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, surveyId)))).length;
const stored = async () => (await ctx.database.db.select().from(surveys).where(eq(surveys.id, surveyId)))[0];
const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'];
/** The survey as the API shows it: its place (issue 25, stored in columns) in its answers. */
const shown = async () => (await call('GET', surveyUrl(), t.user.cookie)).json();

describe('Idempotency-Key', () => {
  it('answers a replayed PATCH with the first answer, without running it again, though its base version would now conflict', async () => {
    const key = randomUUID();
    const first = await call('PATCH', surveyUrl(), t.user.cookie, { baseVersion: 1, formData: { building: 'North' } }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, formData: { building: 'North' } });
    expect(replayed(first)).toBeUndefined();
    // A colleague changes the same field meanwhile: the same PATCH without its key would be a 409.
    expect((await call('PATCH', surveyUrl(), t.admin.cookie, { baseVersion: 2, formData: { building: 'South' } })).statusCode).toBe(200);

    const again = await call('PATCH', surveyUrl(), t.user.cookie, { baseVersion: 1, formData: { building: 'North' } }, key);
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await shown()).toMatchObject({ version: 3, formData: { building: 'South' } });
    expect(await auditCount('survey.update')).toBe(2);
  });

  it('answers a replayed DELETE with the first 204, and a replayed project PATCH with the first answer', async () => {
    const key = randomUUID();
    const first = await call('DELETE', surveyUrl(), t.user.cookie, undefined, key);
    expect(first.statusCode).toBe(204);
    const again = await call('DELETE', surveyUrl(), t.user.cookie, undefined, key);
    expect(again.statusCode).toBe(204);
    expect(replayed(again)).toBe('true');
    expect(again.body).toBe('');
    expect(await auditCount('survey.delete')).toBe(1);

    const project = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { name: 'Oak Towers' }, 'rename-1');
    await call('PATCH', `/api/projects/${projectId}`, t.admin.cookie, { name: 'Elm Court' });
    const renamedAgain = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { name: 'Oak Towers' }, 'rename-1');
    expect(renamedAgain.json()).toEqual(project.json());
    expect((await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json().name).toBe('Elm Court');
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key on another path or method', async () => {
    const key = 'outbox-entry-17';
    expect((await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'MDF A' }, key)).statusCode).toBe(200);
    const otherPath = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { name: 'Renamed' }, key);
    expect(otherPath.statusCode).toBe(422);
    expect(otherPath.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherMethod = await call('DELETE', surveyUrl(), t.user.cookie, undefined, key);
    expect(otherMethod.statusCode).toBe(422);
    expect((await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json().name).not.toBe('Renamed');
    expect(await stored()).toBeDefined();
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body, and keeps the first change', async () => {
    const key = randomUUID();
    const first = await call('PATCH', surveyUrl(), t.user.cookie, { baseVersion: 1, formData: { building: 'North', floor: 2 } }, key);
    expect(first.statusCode).toBe(200);
    const other = await call('PATCH', surveyUrl(), t.user.cookie, { baseVersion: 1, formData: { building: 'South', floor: 2 } }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(replayed(other)).toBeUndefined();
    expect(await shown()).toMatchObject({ version: 2, formData: { building: 'North', floor: 2 } });
    // The same request again, its fields in another order, is a replay.
    const again = await call('PATCH', surveyUrl(), t.user.cookie, { formData: { floor: 2, building: 'North' }, baseVersion: 1 }, key);
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await auditCount('survey.update')).toBe(1);
  });

  it('answers 422 at once to another body while the first request with its key is still under way', async () => {
    const key = randomUUID();
    expect((await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'First' }, key)).statusCode).toBe(200);
    // As if that first request were still running (on this server or another).
    await ctx.database.db.update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, key));
    const started = Date.now();
    const other = await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Second' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await stored())!.instanceName).toBe('First');
  }, 30_000);

  it(`keeps the newest ${IDEMPOTENT_ANSWERS_PER_USER} answers per user: older keys are forgotten, newer ones replay, others’ are kept`, async () => {
    await call('PATCH', `/api/projects/${projectId}`, t.admin.cookie, { name: 'Admin rename' }, 'admin-key');
    // A request under way for a while keeps its claim.
    await ctx.database.db
      .insert(idempotencyKeys)
      .values({ userId: t.user.id, key: 'under-way', method: 'PATCH', path: surveyUrl(), createdAt: sql`now() - interval '30 seconds'` });
    const count = IDEMPOTENT_ANSWERS_PER_USER + 5;
    for (let n = 0; n < count; n++) {
      const answer = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { name: `Oak ${n}` }, `save-${n}`);
      expect(answer.statusCode).toBe(200);
    }
    const kept = await ctx.database.db.select({ key: idempotencyKeys.key, status: idempotencyKeys.status }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, t.user.id));
    expect(kept.filter((row) => row.status !== null)).toHaveLength(IDEMPOTENT_ANSWERS_PER_USER);
    expect(kept.map((row) => row.key)).toContain('under-way');
    expect(kept.map((row) => row.key)).not.toContain('save-0');
    const newest = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { name: `Oak ${count - 1}` }, `save-${count - 1}`);
    expect(replayed(newest)).toBe('true');
    const [admin] = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, t.admin.id));
    expect(admin?.key).toBe('admin-key');
  }, 60_000);

  it('keeps keys per user: another user’s same key runs afresh', async () => {
    const key = 'shared-key';
    const mine = await call('PATCH', surveyUrl(), t.user.cookie, { formData: { building: 'North' } }, key);
    const theirs = await call('PATCH', surveyUrl(), t.admin.cookie, { formData: { building: 'South' } }, key);
    expect(mine.json().version).toBe(2);
    expect(theirs.statusCode).toBe(200);
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.json()).toMatchObject({ version: 3, formData: { building: 'South' } });
  });

  it('makes one change of parallel identical requests with one key, each answered with it', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Basement MDF' }, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => replayed(r) === 'true')).toHaveLength(5);
    expect((await stored())!.version).toBe(2);
    expect(await auditCount('survey.update')).toBe(1);
  });

  it('keeps nothing of a first attempt that failed: its retry runs', async () => {
    const key = randomUUID();
    await call('PATCH', surveyUrl(), t.admin.cookie, { baseVersion: 1, formData: { building: 'Theirs' } });
    const refused = await call('PATCH', surveyUrl(), t.user.cookie, { baseVersion: 1, formData: { building: 'Mine' } }, key);
    expect(refused.statusCode).toBe(409);
    const retried = await call('PATCH', surveyUrl(), t.user.cookie, { baseVersion: 2, formData: { building: 'Mine' } }, key);
    expect(retried.statusCode).toBe(200);
    expect(replayed(retried)).toBeUndefined();
    expect(retried.json().formData.building).toBe('Mine');
  });

  it('refuses a malformed key with 400 naming the header, and changes nothing', async () => {
    for (const key of ['', 'has space', 'x'.repeat(101), 'ümlaut', 'a,b', '../x']) {
      const response = await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Changed' }, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['headers.idempotency-key']);
    }
    expect((await call('DELETE', surveyUrl(), t.user.cookie, undefined, 'no spaces allowed')).statusCode).toBe(400);
    expect((await stored())!.version).toBe(1);
    expect((await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Changed' }, `${'A-z_9'.repeat(20)}`)).statusCode).toBe(200);
  });

  it('answers 401 signed out, key or not', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: surveyUrl(), headers: { 'idempotency-key': 'k1' }, payload: { instanceName: 'x' } });
    expect(response.statusCode).toBe(401);
  });

  it('waits for a first attempt still under way and answers what it answered', async () => {
    const key = randomUUID();
    // The first attempt runs on another server: its claim is in the database, its answer not yet.
    await ctx.database.db.insert(idempotencyKeys).values({ userId: t.user.id, key, method: 'PATCH', path: surveyUrl() });
    const finishing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await ctx.database.db.update(idempotencyKeys).set({ status: 200, body: '{"answer":"first"}' }).where(eq(idempotencyKeys.key, key));
    })();
    const started = Date.now();
    const response = await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Second' }, key);
    await finishing;
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ answer: 'first' });
    expect(replayed(response)).toBe('true');
    expect((await stored())!.instanceName).not.toBe('Second');
  });

  it('runs a request whose first attempt failed while it waited', async () => {
    const key = randomUUID();
    await ctx.database.db.insert(idempotencyKeys).values({ userId: t.user.id, key, method: 'PATCH', path: surveyUrl() });
    const failing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ctx.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    })();
    const response = await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Second' }, key);
    await failing;
    expect(response.statusCode).toBe(200);
    expect(response.json().instanceName).toBe('Second');
  });

  it('answers 503 with Retry-After when the first attempt is still under way after the wait, and takes over one abandoned long ago', async () => {
    const busy = randomUUID();
    await ctx.database.db.insert(idempotencyKeys).values({ userId: t.user.id, key: busy, method: 'PATCH', path: surveyUrl() });
    const waited = await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Second' }, busy);
    expect(waited.statusCode).toBe(503);
    expect(waited.json().code).toBe('UNAVAILABLE');
    expect(waited.headers['retry-after']).toBe('5');

    // A claim whose server died before answering, two minutes ago.
    const abandoned = randomUUID();
    await ctx.database.db
      .insert(idempotencyKeys)
      .values({ userId: t.user.id, key: abandoned, method: 'PATCH', path: surveyUrl(), createdAt: sql`now() - interval '2 minutes'` });
    const taken = await call('PATCH', surveyUrl(), t.user.cookie, { instanceName: 'Third' }, abandoned);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().instanceName).toBe('Third');
    const [row] = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, abandoned));
    expect(row!.status).toBe(200);
  }, 30_000);

  it('is documented on every PATCH, PUT and DELETE route: the header, and the 422 it can answer', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[]; responses: Record<string, unknown> }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['patch', 'put', 'delete'].includes(method))
        .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(routes.length).toBeGreaterThan(10);
    const undocumented = routes
      .filter(({ operation }) => !operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key' && !p.required) || !operation.responses['422'])
      .map((r) => r.route);
    expect(undocumented).toEqual([]);
  });
});

describe('what waits for the disk', () => {
  it('changes keep the server’s own durability; only the Idempotency-Key bookkeeping does not wait for the disk', async () => {
    const synchronousCommit = async (db: typeof ctx.database.db) =>
      ((await db.execute(sql`select setting, source from pg_settings where name = 'synchronous_commit'`)) as unknown as { rows: { setting: string; source: string }[] })
        .rows[0]!;
    // Changes run with whatever the server is configured with: the app sets nothing.
    expect((await synchronousCommit(ctx.database.db)).source).not.toBe('client');
    expect(await synchronousCommit(ctx.database.bookkeeping)).toEqual({ setting: 'off', source: 'client' });
  });
});
