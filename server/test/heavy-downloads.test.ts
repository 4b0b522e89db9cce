import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Heavy downloads by one user must not slow everyone (issue 23, DESIGN §14): the report, its PDF,
// the photo ZIP and the spreadsheets run at most HEAVY_DOWNLOADS_PER_USER at once per user and
// HEAVY_DOWNLOADS_PER_SERVER per server; past that, 429 DOWNLOADS_BUSY with Retry-After. A slot
// is given back when the answer ends, also when the client goes away mid-download.

const ctx = useTestApp({ HEAVY_DOWNLOADS_PER_USER: '2', HEAVY_DOWNLOADS_PER_SERVER: '4' });

/** Holds the first `count` project reads (where every heavy output starts) until released. */
function holdProjectReads(database: Database, count: number) {
  const pool = database.pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = { held: 0, release, restore: () => void Reflect.deleteProperty(pool, 'query') };
  Object.defineProperty(pool, 'query', {
    configurable: true,
    value: async (...args: unknown[]) => {
      const first = args[0] as string | { name?: string };
      if (typeof first === 'object' && /^riser_project_/.test(first.name ?? '') && hold.held < count) {
        hold.held += 1;
        await released;
      }
      return original(...args);
    },
  });
  return hold;
}

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The answer, or a failure when none came within 5 s (a download left waiting in the server). */
async function promptly(request: Promise<LightMyRequestResponse>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 5 s')), 5_000)));
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

let t: Tenants;
let projectId: string;
let otherProjectId: string;
let hold: ReturnType<typeof holdProjectReads> | undefined;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  otherProjectId = (await buildProject(ctx.database.db, { companyId: t.otherCompany.id, name: 'Elm Court' })).id;
});
afterEach(() => {
  hold?.release();
  hold?.restore();
  hold = undefined;
});

const download = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('heavy downloads', () => {
  it("refuse a user's third at once with 429 and Retry-After, while another user's still starts", async () => {
    hold = holdProjectReads(ctx.database, 3);
    const mine = [download(t.user.cookie, `/api/projects/${projectId}/report`), download(t.user.cookie, `/api/projects/${projectId}/report.pdf`)];
    await until(() => hold!.held === 2);

    const third = await promptly(download(t.user.cookie, `/api/projects/${projectId}/photos.zip`));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'DOWNLOADS_BUSY' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    // Someone else's download gets its turn: it reaches the database (held there like the others).
    const theirs = download(t.outsider.cookie, `/api/projects/${otherProjectId}/exports/mdf.csv`);
    await until(() => hold!.held === 3);

    hold.release();
    expect((await Promise.all([...mine, theirs])).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Every slot was given back when its answer ended.
    const again = await Promise.all([download(t.user.cookie, `/api/projects/${projectId}/report`), download(t.user.cookie, `/api/projects/${projectId}/exports/mdf.xlsx`)]);
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('refuse anyone past the server’s limit, and say so', async () => {
    hold = holdProjectReads(ctx.database, 4);
    const running = [
      download(t.user.cookie, `/api/projects/${projectId}/report`),
      download(t.user.cookie, `/api/projects/${projectId}/report`),
      download(t.outsider.cookie, `/api/projects/${otherProjectId}/report`),
      download(t.outsider.cookie, `/api/projects/${otherProjectId}/report`),
    ];
    await until(() => hold!.held === 4);
    const fifth = await promptly(download(t.admin.cookie, `/api/projects/${projectId}/photos.zip`));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'DOWNLOADS_BUSY' });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    hold.release();
    expect((await Promise.all(running)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('give the slot back when the client goes away mid-download: none leaks', async () => {
    hold = holdProjectReads(ctx.database, 2);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    try {
      const aborts = [new AbortController(), new AbortController()];
      const started = aborts.map((abort) =>
        fetch(`${base}/api/projects/${projectId}/report`, { headers: { cookie: t.user.cookie }, signal: abort.signal }).catch((error: Error) => error),
      );
      await until(() => hold!.held === 2);
      // Both slots taken: a third is refused.
      const refused = await fetch(`${base}/api/projects/${projectId}/report.pdf`, { headers: { cookie: t.user.cookie } });
      expect(refused.status).toBe(429);
      await refused.arrayBuffer();
      for (const abort of aborts) abort.abort();
      expect(await Promise.all(started)).toEqual([expect.objectContaining({ name: 'AbortError' }), expect.objectContaining({ name: 'AbortError' })]);

      // Both abandoned downloads are still stuck in the database; their slots are free all the same.
      let answer: Response | undefined;
      for (let attempt = 0; attempt < 50 && answer?.status !== 200; attempt++) {
        answer = await fetch(`${base}/api/projects/${projectId}/report.pdf`, { headers: { cookie: t.user.cookie } });
        await answer.arrayBuffer();
        if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer?.status).toBe(200);
      expect(hold.held).toBe(2);
    } finally {
      hold.release();
    }
  });
});
