import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/database';
import { surveys } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject, buildSurvey } from './builders';
import { smallPng } from './image-fixtures';
import { useTestApp } from './harness';

// DESIGN §4 (issue 13): a unit's floor plan belongs to its unit. It names the unit survey it
// draws (`unitSurveyId`), is not a location (project totals, type counts, the dashboard's
// figures, the report's locations), shares the unit's number, goes with the unit, and is drawn
// in the unit's section of the report.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const createSurvey = async (payload: object, project = projectId, cookie = t.user.cookie) => call('POST', `/api/projects/${project}/surveys`, cookie, payload);

async function createUnit(unitNumber: string) {
  const created = await createSurvey({ locationType: 'unit', formData: { unitNumber } });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; instanceNumber: number };
}

const projectCounts = async () => {
  const project = (await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json();
  return { total: project.totalLocations, completed: project.completedLocations };
};

describe('a unit’s floor plan', () => {
  it('is linked to its unit, shares its number and name, and is not counted as a location', async () => {
    const first = await createUnit('101');
    const unit = await createUnit('204');
    expect(await projectCounts()).toEqual({ total: 2, completed: 0 });

    const plan = await createSurvey({ locationType: 'unit', unitSurveyId: unit.id });
    expect(plan.statusCode).toBe(201);
    expect(plan.json()).toMatchObject({ unitSurveyId: unit.id, instanceNumber: unit.instanceNumber, instanceName: 'Unit 204 Floor Plan', locationId: '204' });
    // Other surveys carry no link.
    expect((await call('GET', `/api/surveys/${unit.id}`, t.user.cookie)).json().unitSurveyId).toBeNull();

    // Counts: the project, the dashboard's figures.
    expect(await projectCounts()).toEqual({ total: 2, completed: 0 });
    const listed = (await call('GET', '/api/projects', t.user.cookie)).json().find((p: { id: string }) => p.id === projectId);
    expect(listed.totalLocations).toBe(2);
    const stats = (await call('GET', '/api/stats', t.user.cookie)).json();
    expect(stats.totalLocations).toBe(2);

    // The next unit is numbered after the units, not after the plan.
    const next = await createUnit('305');
    expect(next.instanceNumber).toBe(first.instanceNumber + 2);
    expect(await projectCounts()).toEqual({ total: 3, completed: 0 });
  });

  it('keeps its link through autosaves, drawings and a rename', async () => {
    const unit = await createUnit('204');
    const plan = (await createSurvey({ locationType: 'unit', unitSurveyId: unit.id, instanceName: 'Unit 204 Floor Plan' })).json();
    const saved = await call('PATCH', `/api/surveys/${plan.id}`, t.user.cookie, {
      baseVersion: 1,
      markupChanges: { upsert: [{ id: 'jack-1', type: 'ap', x: 400, y: 300 }], remove: [] },
    });
    expect(saved.statusCode).toBe(200);
    const renamed = await call('PATCH', `/api/surveys/${plan.id}`, t.user.cookie, { instanceName: 'Unit 204 (B) Floor Plan' });
    expect(renamed.json()).toMatchObject({ unitSurveyId: unit.id, markupElements: [{ id: 'jack-1' }] });
    const inList = (await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json().find((s: { id: string }) => s.id === plan.id);
    expect(inList.unitSurveyId).toBe(unit.id);
  });

  it('refuses a link to anything but a unit location of the same project, of the caller’s company', async () => {
    const unit = await createUnit('204');
    const mdf = (await createSurvey({ locationType: 'mdf' })).json();
    const plan = (await createSurvey({ locationType: 'unit', unitSurveyId: unit.id })).json();
    const otherProject = (await buildProject(ctx.database.db, { companyId: t.company.id })).id;
    const outsiderProject = (await buildProject(ctx.database.db, { companyId: t.otherCompany.id })).id;
    const outsiderUnit = (await createSurvey({ locationType: 'unit' }, outsiderProject, t.outsider.cookie)).json();

    const refused = [
      [await createSurvey({ locationType: 'mdf', unitSurveyId: unit.id }), 400, 'VALIDATION_FAILED'],
      [await createSurvey({ locationType: 'unit', unitSurveyId: mdf.id }), 400, 'VALIDATION_FAILED'],
      [await createSurvey({ locationType: 'unit', unitSurveyId: plan.id }), 400, 'VALIDATION_FAILED'],
      [await createSurvey({ locationType: 'unit', unitSurveyId: unit.id }, otherProject), 424, 'PARENT_NOT_FOUND'],
      // Another company's unit is like one that is not there.
      [await createSurvey({ locationType: 'unit', unitSurveyId: outsiderUnit.id }), 424, 'PARENT_NOT_FOUND'],
      [await createSurvey({ locationType: 'unit', unitSurveyId: 'not-a-uuid' }), 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [response, status, code] of refused) {
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await projectCounts()).toEqual({ total: 2, completed: 0 });
  });

  it('goes with its unit, background included', async () => {
    const unit = await createUnit('204');
    const plan = (await createSurvey({ locationType: 'unit', unitSurveyId: unit.id })).json();
    const background = `data:image/png;base64,${(await smallPng()).toString('base64')}`;
    const drawn = await call('PATCH', `/api/surveys/${plan.id}`, t.user.cookie, { uploadedImage: background });
    expect(drawn.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(surveys).where(eq(surveys.id, plan.id));
    const imageFile = path.join(ctx.config.dataDir, 'blobs', row!.uploadedImageKey!.slice(0, 2), row!.uploadedImageKey!);
    expect(readFileSync(imageFile).length).toBeGreaterThan(0);

    expect((await call('DELETE', `/api/surveys/${unit.id}`, t.user.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/surveys/${plan.id}`, t.user.cookie)).statusCode).toBe(404);
    expect(() => readFileSync(imageFile)).toThrow();
  });

  it('is drawn inside its unit’s section of the report, and the report counts units without it', async () => {
    const unit = await createUnit('204');
    const plan = (await createSurvey({ locationType: 'unit', unitSurveyId: unit.id })).json();
    await call('PATCH', `/api/surveys/${plan.id}`, t.user.cookie, { markupElements: [{ id: 'jack-1', type: 'ap', x: 400, y: 300 }] });
    const html = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(html).not.toContain('<h3>Unit 204 Floor Plan');
    const unitSection = html.slice(html.indexOf('Unit Survey'));
    expect(unitSection).toContain('Floor plan markup · 1 element');
    expect(html.match(/<tr><td>Unit Survey<\/td><td class="num">(\d+)<\/td>/)?.[1]).toBe('1');
  });
});

describe('the migration that links the floor plans made before', () => {
  it('links each to the unit it names, by unit number or else instance number, and leaves one whose unit is gone', async () => {
    const { db } = ctx.database;
    const base = { companyId: t.company.id, projectId, locationType: 'unit' };
    const byNumber = await buildSurvey(db, { ...base, instanceNumber: 1, formData: { unitNumber: ' 204 ' } });
    const byInstance = await buildSurvey(db, { ...base, instanceNumber: 2, formData: {} });
    const otherTemplate = await buildSurvey(db, { ...base, instanceNumber: 3, formData: { unit_number: 7 } });
    const plans = await Promise.all(
      [
        ['204', 4],
        ['2', 5],
        ['7', 6],
        ['999', 7],
      ].map(([unitId, n]) => buildSurvey(db, { ...base, instanceNumber: n as number, locationId: unitId as string, instanceName: `Unit ${unitId} Floor Plan` })),
    );
    // The statement of 0006 that links them, as a database migrated before would run it.
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0006_floor_plans_belong_to_units.sql'), 'utf8');
    const link = migration.split('--> statement-breakpoint').find((statement) => statement.includes('WITH "links"'))!;
    await db.execute(sql.raw(link));

    const rows = new Map((await db.select().from(surveys).where(eq(surveys.projectId, projectId))).map((row) => [row.id, row]));
    expect(plans.map((plan) => rows.get(plan.id)!.unitSurveyId)).toEqual([byNumber.id, byInstance.id, otherTemplate.id, null]);
    expect(plans.map((plan) => rows.get(plan.id)!.instanceNumber)).toEqual([1, 2, 3, 7]);
    // Three units and the plan whose unit is gone.
    expect(await projectCounts()).toEqual({ total: 4, completed: 0 });
  });
});
