import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// A crew autosaving at once (issue 12): the changes beyond AUTOSAVE_CONCURRENCY wait in the
// server, not in the pool and the database, so that a read or an upload arriving meanwhile
// finds a connection and a database that is not buried under them. Every change still lands.

const ctx = useTestApp({ AUTOSAVE_CONCURRENCY: '2' });
const SURVEYS = 12;

let t: Tenants;
let surveyIds: string[];
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  const project = await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' });
  surveyIds = [];
  for (let n = 1; n <= SURVEYS; n++) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/surveys`,
      headers: { cookie: t.user.cookie },
      payload: { locationType: 'unit', instanceName: `Unit ${n}` },
    });
    expect(created.statusCode).toBe(201);
    surveyIds.push(created.json().id);
  }
});

/** Counts the survey writes the database is running at the same moment, at most. */
function watchSurveyWrites() {
  const pool = ctx.database.pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const watch = { running: 0, most: 0, restore: () => void Reflect.deleteProperty(pool, 'query') };
  Object.defineProperty(pool, 'query', {
    configurable: true,
    value: async (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first.text ?? '');
      if (!/update "surveys"/i.test(text)) return original(...args);
      watch.running++;
      watch.most = Math.max(watch.most, watch.running);
      try {
        return await original(...args);
      } finally {
        watch.running--;
      }
    },
  });
  return watch;
}

let watch: ReturnType<typeof watchSurveyWrites> | undefined;
afterEach(() => watch?.restore());

describe('a crowd of autosaves', () => {
  it('runs at most AUTOSAVE_CONCURRENCY of them in the database at once, and saves every one', async () => {
    watch = watchSurveyWrites();
    const saves = await Promise.all(
      surveyIds.flatMap((id) =>
        [1, 2].map((round) =>
          ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${id}`, headers: { cookie: t.user.cookie }, payload: { formData: { [`note${round}`]: `saved ${round}` } } }),
        ),
      ),
    );
    expect(saves.map((s) => s.statusCode)).toEqual(saves.map(() => 200));
    expect(watch.most).toBeGreaterThan(0);
    expect(watch.most).toBeLessThanOrEqual(2);

    const listed = await Promise.all(surveyIds.map((id) => ctx.app.inject({ method: 'GET', url: `/api/surveys/${id}`, headers: { cookie: t.user.cookie } })));
    for (const survey of listed) expect(survey.json().formData).toMatchObject({ note1: 'saved 1', note2: 'saved 2' });
  });
});
