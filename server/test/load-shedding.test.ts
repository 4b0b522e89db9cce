import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { testConfig, useTestApp, type TestContext } from './harness';
import { createWorkerDatabaseUrl } from './test-database';

// A crew at once (issue 23, DESIGN §14): every request is answered within a deadline. A server
// that is full sheds with 503 SERVER_BUSY and Retry-After (the outbox retries), never a silent
// 30 s wait; reads first never starves writes.

/** The answers, or a failure naming how many were still waiting when `ms` ran out. */
async function answeredWithin(ms: number, requests: Promise<LightMyRequestResponse>[]) {
  let answered = 0;
  const counted = requests.map((request) => request.then((response) => ((answered += 1), response)));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${requests.length - answered} of ${requests.length} requests had no answer after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([Promise.all(counted), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Makes the pool's statements matching `pattern` wait: until released, or `ms` each. */
function delayStatements(database: Database, pattern: RegExp, ms?: number) {
  const pool = database.pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = { count: 0 };
  Object.defineProperty(pool, 'query', {
    configurable: true,
    value: async (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; name?: string };
      const text = typeof first === 'string' ? first : `${first.name ?? ''} ${first.text ?? ''}`;
      if (pattern.test(text)) {
        seen.count += 1;
        await (ms === undefined ? released : new Promise((resolve) => setTimeout(resolve, ms)));
      }
      return original(...args);
    },
  });
  return { seen, release, restore: () => void Reflect.deleteProperty(pool, 'query') };
}

async function surveysOf(ctx: TestContext, t: Tenants, count: number) {
  const project = await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' });
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/surveys`,
      headers: { cookie: t.user.cookie },
      payload: { locationType: 'unit', instanceName: `Unit ${n}` },
    });
    expect(created.statusCode).toBe(201);
    ids.push(created.json().id);
  }
  return { projectId: project.id, surveyIds: ids };
}

const save = (ctx: TestContext, t: Tenants, id: string, note: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${id}`, headers: { cookie: t.user.cookie }, payload: { formData: { note } } });

let held: ReturnType<typeof delayStatements> | undefined;
afterEach(() => {
  held?.release();
  held?.restore();
  held = undefined;
});

describe('a flood of autosaves while the database is stuck', () => {
  const ctx = useTestApp({ AUTOSAVE_CONCURRENCY: '1', QUEUE_MAX: '5', QUEUE_WAIT_MS: '300' });
  let t: Tenants;
  beforeEach(async () => {
    t = await buildTenants(ctx.app, ctx.database.db);
  });

  it('sheds what the queue cannot hold at once, and what waited past its deadline, with 503 and Retry-After', async () => {
    const { surveyIds } = await surveysOf(ctx, t, 20);
    held = delayStatements(ctx.database, /update "surveys"/i);
    const first = save(ctx, t, surveyIds[0]!, 'first');
    // The first holds the only slot, stuck in the database.
    for (let i = 0; i < 200 && held.seen.count === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const flood = surveyIds.slice(1).map((id, n) => save(ctx, t, id, `flood ${n}`));

    const answers = await answeredWithin(5_000, flood);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 'SERVER_BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    // The one that got in lands once the database moves again, and nothing shed was written.
    held.release();
    expect((await first).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyIds[1]}`, headers: { cookie: t.user.cookie } });
    expect(after.json().formData).not.toHaveProperty('note');
  });
});

describe('reads first under a stream of reads', () => {
  const ctx = useTestApp({ AUTOSAVE_CONCURRENCY: '1', READS_FIRST_WAIT_MS: '1000', QUEUE_WAIT_MS: '30000' });
  let t: Tenants;
  beforeEach(async () => {
    t = await buildTenants(ctx.app, ctx.database.db);
  });

  it('lets every queued write through within its own bound while reads keep coming', async () => {
    const { projectId, surveyIds } = await surveysOf(ctx, t, 8);
    // Each project read takes 200 ms and a new one starts every 50 ms: some read is always under way.
    held = delayStatements(ctx.database, /riser_project_/, 200);
    let reading = true;
    const reads: Promise<LightMyRequestResponse>[] = [];
    const stream = (async () => {
      while (reading) {
        reads.push(ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie: t.user.cookie } }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));

    try {
      // One at a time in the database: each waits for the reads at most 1 s from its arrival, not
      // 1 s after the one before it (8 s for the last).
      const saves = await answeredWithin(5_000, surveyIds.map((id, n) => save(ctx, t, id, `saved ${n}`)));
      expect(saves.map((s) => s.statusCode)).toEqual(saves.map(() => 200));
    } finally {
      reading = false;
      await stream;
    }
    expect((await Promise.all(reads)).every((read) => read.statusCode === 200)).toBe(true);
    expect(reads.length).toBeGreaterThan(10);
  });
});

describe('a crowd of one company’s reads on a slow server', () => {
  const ctx = useTestApp({ REQUEST_CONCURRENCY: '2', QUEUE_WAIT_MS: '500' });
  let t: Tenants;
  beforeEach(async () => {
    t = await buildTenants(ctx.app, ctx.database.db);
  });

  it('works on a few at once and sheds the rest past their wait, while another company’s read gets the next turn', async () => {
    const projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
    // Every read of one project takes 300 ms: the server is slow, two at a time.
    held = delayStatements(ctx.database, /riser_project_/, 300);
    const crowd = Array.from({ length: 20 }, () => ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie: t.user.cookie } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Its turn comes after one of the two under way, not after the 18 waiting (who are shed before their turn).
    const [theirs] = await answeredWithin(5_000, [ctx.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie: t.outsider.cookie } })]);
    expect(theirs!.statusCode).toBe(200);

    const answers = await answeredWithin(5_000, crowd);
    const shed = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((answer) => answer.statusCode !== 503 && answer.statusCode !== 200)).toEqual([]);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(answer.json()).toMatchObject({ code: 'SERVER_BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('a request whose client gives up while it waits its turn', () => {
  const ctx = useTestApp({ REQUEST_CONCURRENCY: '1', QUEUE_WAIT_MS: '4000' });
  let t: Tenants;
  beforeEach(async () => {
    t = await buildTenants(ctx.app, ctx.database.db);
  });

  it('gives its turn to the next one: no turn leaks', async () => {
    const projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const read = (signal?: AbortSignal) => fetch(`${base}/api/projects/${projectId}`, { headers: { cookie: t.user.cookie }, signal });
    // The one turn is taken by a read stuck in the database; a second read waits in line, and gives up.
    held = delayStatements(ctx.database, /riser_project_/);
    const first = read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const abandon = new AbortController();
    const second = read(abandon.signal).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));
    abandon.abort();
    expect(await second).toMatchObject({ name: 'AbortError' });
    held.release();
    held.restore();
    held = undefined;
    expect((await first).status).toBe(200);

    // The abandoned one's turn came and went: the next read is served, not refused after 4 s in line.
    expect((await read()).status).toBe(200);
  });
});

describe('a request past its deadline', () => {
  // Long enough for the sign-ins of buildTenants on a busy machine; the read below is held for good.
  const ctx = useTestApp({ REQUEST_DEADLINE_MS: '3000' });
  let t: Tenants;
  beforeEach(async () => {
    t = await buildTenants(ctx.app, ctx.database.db);
  });

  it('answers 503 with Retry-After at REQUEST_DEADLINE_MS, whatever it is stuck on', async () => {
    const projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
    held = delayStatements(ctx.database, /riser_project_/);
    const [stuck] = await answeredWithin(5_000, [ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie: t.user.cookie } })]);
    expect(stuck!.statusCode).toBe(503);
    expect(stuck!.json()).toMatchObject({ code: 'SERVER_BUSY' });
    expect(Number(stuck!.headers['retry-after'])).toBeGreaterThan(0);
    held.release();
    const again = await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie: t.user.cookie } });
    expect(again.statusCode).toBe(200);
  });
  it('counts for an autosave too, once its body is in', async () => {
    const { surveyIds } = await surveysOf(ctx, t, 1);
    held = delayStatements(ctx.database, /update "surveys"/i);
    const [stuck] = await answeredWithin(5_000, [save(ctx, t, surveyIds[0]!, 'stuck')]);
    expect(stuck!.statusCode).toBe(503);
    expect(stuck!.json()).toMatchObject({ code: 'SERVER_BUSY' });
    expect(Number(stuck!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('requests waiting for a database connection', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let t: Tenants;
  beforeEach(async () => {
    database = await openDatabase({ databaseUrl: await createWorkerDatabaseUrl('pool_wait'), poolWaitMs: 300 });
    await database.migrate();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    t = await buildTenants(app, database.db);
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('answer 503 with Retry-After once they waited past DB_POOL_WAIT_MS, instead of hanging', async () => {
    // Every connection of the pool taken (a stuck report, a crowd): nothing is free.
    const taken = await Promise.all(Array.from({ length: 10 }, () => database.pool.connect()));
    try {
      const [list] = await answeredWithin(5_000, [app.inject({ method: 'GET', url: '/api/projects', headers: { cookie: t.user.cookie } })]);
      expect(list!.statusCode).toBe(503);
      expect(list!.json()).toMatchObject({ code: 'SERVER_BUSY' });
      expect(Number(list!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      for (const client of taken) client.release();
    }
    const again = await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie: t.user.cookie } });
    expect(again.statusCode).toBe(200);
  });
});
