import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildings, surveys } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject } from './builders';
import { useTestApp } from './harness';

// Where a survey is (DESIGN §15, issue 25): buildingId, floor, unitNumber and unitTypeId are
// columns, sent at the top level or under the forms' place fields, shown in formData under the
// template's names; a floor is one of its building's, a unit number unique in its building.

const ctx = useTestApp();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
let north: { id: string; name: string };
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  north = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'North', lowestFloor: -1, highestFloor: 5 });
});

const create = async (payload: object) => {
  const answer = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
};
const patch = (id: string, payload: object) => call('PATCH', `/api/surveys/${id}`, t.user.cookie, payload);
const stored = async (id: string) => (await ctx.database.db.select().from(surveys).where(eq(surveys.id, id)))[0]!;

describe('a survey’s place', () => {
  it('is 404 in another company’s survey and 400 for bad input', async () => {
    const mdf = await create({ locationType: 'mdf' });
    expect((await call('PATCH', `/api/surveys/${mdf.id}`, t.outsider.cookie, { buildingId: north.id })).statusCode).toBe(404);
    for (const [payload, field] of [
      [{ buildingId: 'north' }, 'body.buildingId'],
      [{ floor: 1.5 }, 'body.floor'],
      [{ unitNumber: '' }, 'body.unitNumber'],
      [{ formData: { floor: 'second' } }, 'formData.floor'],
      [{ formData: { unitNumber: 'x'.repeat(41) } }, 'formData.unitNumber'],
      [{ formData: { building: true } }, 'formData.building'],
      [{ buildingId: north.id, formData: { building: 'South' } }, 'body.buildingId'],
      [{ floor: 2, formData: { floor: 3 } }, 'body.floor'],
      [{ hiddenTypicalIds: 'j1' }, 'body.hiddenTypicalIds'],
    ] as const) {
      const answer = await patch(mdf.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().details.fields.map((f: { field: string }) => f.field), JSON.stringify(payload)).toContain(field);
    }
  });

  it('is kept in columns, shown in formData by the building’s name, and taken from the form’s fields too', async () => {
    const mdf = await create({ locationType: 'mdf', buildingId: north.id, floor: -1 });
    expect(mdf).toMatchObject({ buildingId: north.id, floor: -1, formData: { building: 'North', floor: -1 } });
    // What the forms send: their own field names; a building by id or by name.
    const moved = (await patch(mdf.id, { formData: { floor: '3', doorName: 'Riser 3' } })).json();
    expect(moved).toMatchObject({ floor: 3, formData: { building: 'North', floor: 3, doorName: 'Riser 3' }, fieldVersions: { floor: moved.version, doorName: moved.version } });
    const row = await stored(mdf.id);
    expect([row.buildingId, row.floor, row.formData]).toEqual([north.id, 3, { doorName: 'Riser 3' }]);
    expect((await patch(mdf.id, { formData: { building: 'north' } })).json().buildingId).toBe(north.id);
    // Cleared like any field.
    const cleared = (await patch(mdf.id, { buildingId: null, formData: { floor: null } })).json();
    expect(cleared).toMatchObject({ buildingId: null, floor: null, formData: { doorName: 'Riser 3' } });
    expect(cleared.formData).not.toHaveProperty('building');
  });

  it('makes a building a form names that the project does not have (an old form, an old outbox), its floors following the answers until set', async () => {
    const idf = await create({ locationType: 'idf' });
    const saved = (await patch(idf.id, { formData: { building: 'Garden Court', floor: -1 } })).json();
    const [made] = await ctx.database.db.select().from(buildings).where(eq(buildings.name, 'Garden Court'));
    expect(made).toMatchObject({ projectId, lowestFloor: -1, highestFloor: -1, floorsFollowAnswers: true });
    expect(saved).toMatchObject({ buildingId: made!.id, formData: { building: 'Garden Court', floor: -1 } });
    // Nobody set its floors: they take in the floors its locations answer...
    expect((await patch(idf.id, { formData: { floor: 3 } })).statusCode).toBe(200);
    const listed = (await call('GET', `/api/projects/${projectId}/buildings`, t.user.cookie)).json();
    expect(listed.find((b: { name: string }) => b.name === 'Garden Court')).toMatchObject({ lowestFloor: -1, highestFloor: 3, floorsFollowAnswers: true });
    // ...until someone sets them.
    expect((await call('PATCH', `/api/buildings/${made!.id}`, t.user.cookie, { highestFloor: 4 })).json()).toMatchObject({ highestFloor: 4, floorsFollowAnswers: false });
    expect((await patch(idf.id, { formData: { floor: 5 } })).statusCode).toBe(422);
    // A building not of the project by id is not there (yet): retryable.
    const other = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId: (await buildProject(ctx.database.db, { companyId: t.company.id })).id, name: 'Elsewhere' });
    const refused = await patch(idf.id, { formData: { building: other.id } });
    expect([refused.statusCode, refused.json().code, refused.json().details.fields[0].field]).toEqual([424, 'PARENT_NOT_FOUND', 'formData.building']);
  });

  it('is shown under the template’s own place fields (the Extended unit form’s unit_number)', async () => {
    const templates = (await call('GET', '/api/survey-templates?locationType=unit', t.user.cookie)).json() as { id: string; name: string }[];
    const extended = templates.find((template) => template.name.includes('Extended'))!;
    const unit = await create({ locationType: 'unit', templateId: extended.id, formData: { unit_number: '204', floor: 2, building: 'North' } });
    expect(unit).toMatchObject({ unitNumber: '204', floor: 2, buildingId: north.id, instanceName: 'Unit North-204' });
    expect(unit.formData).toMatchObject({ unit_number: '204', unitNumber: '204', floor: 2, building: 'North' });
    expect(unit.fieldVersions).toMatchObject({ unitNumber: 1, unit_number: 1 });
    expect((await stored(unit.id)).formData).toEqual({});
  });

  it('refuses a floor outside its building with 422 naming the field', async () => {
    const mdf = await create({ locationType: 'mdf', buildingId: north.id });
    for (const [payload, field] of [
      [{ floor: 6 }, 'body.floor'],
      [{ formData: { floor: -2 } }, 'formData.floor'],
    ] as const) {
      const answer = await patch(mdf.id, payload);
      expect([answer.statusCode, answer.json().code, answer.json().details.fields[0].field], JSON.stringify(payload)).toEqual([422, 'UNPROCESSABLE', field]);
    }
    // Moving to a building whose floors leave it out names the building.
    await patch(mdf.id, { floor: 5 });
    const low = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'Low', lowestFloor: 1, highestFloor: 2 });
    const moved = await patch(mdf.id, { buildingId: low.id });
    expect([moved.statusCode, moved.json().details.fields[0].field]).toEqual([422, 'body.buildingId']);
    const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'idf', buildingId: low.id, floor: 3 });
    expect([created.statusCode, created.json().details.fields[0].field]).toEqual([422, 'body.floor']);
  });

  it('gives a unit a number unique in its building: 409 UNIT_NUMBER_TAKEN names the other unit', async () => {
    const first = await create({ locationType: 'unit', buildingId: north.id, floor: 2, unitNumber: '204' });
    const second = await create({ locationType: 'unit', buildingId: north.id, floor: 2 });
    const taken = await patch(second.id, { formData: { unitNumber: '204 ' } });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'UNIT_NUMBER_TAKEN']);
    expect(taken.json().details).toMatchObject({ unitNumber: '204', buildingId: north.id, surveyId: first.id, name: 'Unit North-204', fields: [{ field: 'formData.unitNumber' }] });
    // Another building, or no building, may have one of the same number.
    const south = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'South' });
    expect((await patch(second.id, { buildingId: south.id, floor: 1, unitNumber: '204' })).statusCode).toBe(200);
    expect((await create({ locationType: 'unit', unitNumber: '204' })).instanceName).toBe('Unit 204');
  });

  it('names a unit after its place until renamed', async () => {
    const unit = await create({ locationType: 'unit' });
    expect(unit.instanceName).toBe(`Unit ${unit.instanceNumber}`);
    expect((await patch(unit.id, { formData: { unitNumber: '305', floor: 3 } })).json().instanceName).toBe('Unit 305');
    expect((await patch(unit.id, { buildingId: north.id })).json().instanceName).toBe('Unit North-305');
    expect((await patch(unit.id, { instanceName: 'Model unit' })).json().instanceName).toBe('Model unit');
    expect((await patch(unit.id, { unitNumber: '306' })).json().instanceName).toBe('Model unit');
  });

  it('merges like form fields: a stale change of a place changed since answers 409 naming it', async () => {
    const mdf = await create({ locationType: 'mdf' });
    await call('PATCH', `/api/surveys/${mdf.id}`, t.admin.cookie, { baseVersion: 1, buildingId: north.id, floor: 1 });
    const stale = await patch(mdf.id, { baseVersion: 1, formData: { floor: 2, doorName: 'B12' } });
    expect([stale.statusCode, stale.json().details.fields]).toEqual([409, ['floor']]);
    expect(stale.json().details.survey).toMatchObject({ floor: 1, formData: { building: 'North', floor: 1 } });
    // A change of another field from the same base lands.
    expect((await patch(mdf.id, { baseVersion: 1, formData: { doorName: 'B12' } })).statusCode).toBe(200);
    const landed = (await patch(mdf.id, { baseVersion: 3, floor: 2 })).json();
    expect(landed).toMatchObject({ floor: 2, buildingId: north.id, formData: { doorName: 'B12' } });
  });

  it('counts toward progress and completion where the form shows it', async () => {
    const unit = await create({ locationType: 'unit' });
    expect(unit.progress).toBe(0);
    const refused = await patch(unit.id, { isCompleted: true });
    expect(refused.statusCode).toBe(422);
    const done = await patch(unit.id, { unitNumber: '101', floor: 1, isCompleted: true });
    expect([done.statusCode, done.json().progress]).toEqual([200, 100]);
  });

  it('hides typical elements only on a unit’s floor plan', async () => {
    const unit = await create({ locationType: 'unit', unitNumber: '101' });
    const refused = await patch(unit.id, { hiddenTypicalIds: ['j1'] });
    expect([refused.statusCode, refused.json().details.fields[0].field]).toEqual([422, 'body.hiddenTypicalIds']);
    const plan = await create({ locationType: 'unit', unitSurveyId: unit.id });
    expect((await patch(plan.id, { hiddenTypicalIds: ['j1', 'j2', 'j1'] })).json().hiddenTypicalIds).toEqual(['j1', 'j2']);
    // The last write wins: the whole list.
    expect((await patch(plan.id, { hiddenTypicalIds: [] })).json().hiddenTypicalIds).toEqual([]);
  });

  it('shows in the spreadsheets and the report where the forms show it', async () => {
    const mdf = await create({ locationType: 'mdf', buildingId: north.id, floor: 4, formData: { doorName: 'Riser' } });
    const csv = (await call('GET', `/api/projects/${projectId}/exports/mdf.csv`, t.user.cookie)).body;
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    expect(line!.split(',')[columns.indexOf('Building (building)')]).toBe('North');
    expect(line!.split(',')[columns.indexOf('Floor (floor)')]).toBe('4');
    const report = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(report).toContain(`id="survey-${mdf.id}"`);
    expect(report).toMatch(/<b>1\.<\/b>Building<\/td><td class="value">North<\/td>/);
  });
});
