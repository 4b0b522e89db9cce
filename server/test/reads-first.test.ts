import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Reads first (issue 12, DESIGN §13): a surveyor waits for a read, never for an autosave. While
// an API read is under way a queued autosave holds back (up to READS_FIRST_WAIT_MS) before it
// starts its statement, so on a saturated machine the read does not share the cores with them.

const ctx = useTestApp({ READS_FIRST_WAIT_MS: '10000' });

let t: Tenants;
let projectId: string;
let surveyId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  const created = await ctx.app.inject({ method: 'POST', url: `/api/projects/${projectId}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'mdf' } });
  surveyId = created.json().id;
});

/** Holds the project read's query until released; records when survey writes run. */
function holdProjectReads() {
  const pool = ctx.database.pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const events: string[] = [];
  Object.defineProperty(pool, 'query', {
    configurable: true,
    value: async (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; name?: string };
      const text = typeof first === 'string' ? first : `${first.name ?? ''} ${first.text ?? ''}`;
      if (/riser_project_/.test(text)) {
        events.push('read held');
        await released;
      }
      if (/update "surveys"/i.test(text)) events.push('write');
      return original(...args);
    },
  });
  return { events, release, restore: () => void Reflect.deleteProperty(pool, 'query') };
}

let hold: ReturnType<typeof holdProjectReads> | undefined;
afterEach(() => hold?.restore());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('reads first', () => {
  it('holds an autosave back while a read is under way, then saves it', async () => {
    hold = holdProjectReads();
    const read = ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie: t.user.cookie } });
    await until(() => hold!.events.includes('read held'));
    const save = ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${surveyId}`, headers: { cookie: t.user.cookie }, payload: { formData: { note: 'kept' } } });
    // Long enough for an autosave that did not wait to have run its statement many times over.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hold.events).toEqual(['read held']);

    hold.release();
    expect((await read).statusCode).toBe(200);
    const saved = await save;
    expect(saved.statusCode).toBe(200);
    expect(saved.json().formData).toMatchObject({ note: 'kept' });
    expect(hold.events).toEqual(['read held', 'write']);
  });
});
