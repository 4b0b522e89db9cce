import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, surveys } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Unit types, the typical units (DESIGN §15, issue 25): GET/POST /api/projects/{id}/unit-types,
// PATCH/DELETE /api/unit-types/{id}. Each is made with its typical floor plan, a survey that is
// not a location; a type units are of stays.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const addType = async (payload: object, cookie = t.user.cookie) => call('POST', `/api/projects/${projectId}/unit-types`, cookie, payload);

describe('unit types', () => {
  it('answer 401 signed out on every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', `/api/projects/${projectId}/unit-types`],
      ['POST', `/api/projects/${projectId}/unit-types`],
      ['PATCH', `/api/unit-types/${id}`],
      ['DELETE', `/api/unit-types/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? { name: 'A1' } : undefined)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('are another company’s 404 (424 to create in its project)', async () => {
    const type = (await addType({ name: 'A1' })).json();
    expect((await call('GET', `/api/projects/${projectId}/unit-types`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/unit-types/${type.id}`, t.outsider.cookie, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/unit-types/${type.id}`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/surveys/${type.planSurveyId}`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await addType({ name: 'B1' }, t.outsider.cookie)).statusCode).toBe(424);
  });

  it('answer 400 naming the field for bad input', async () => {
    for (const [payload, field] of [
      [{}, 'body.name'],
      [{ name: '' }, 'body.name'],
      [{ name: 'A1', planSurveyId: 'plan' }, 'body.planSurveyId'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
    ] as const) {
      const answer = await addType(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('are made with their typical plan in one go, both by client ids; a repeat answers the first', async () => {
    const id = randomUUID();
    const planSurveyId = randomUUID();
    const made = await addType({ id, name: 'A1 · 1 bed', planSurveyId });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ id, projectId, name: 'A1 · 1 bed', planSurveyId });
    const again = await addType({ id, name: 'A1 · 1 bed', planSurveyId });
    expect([again.statusCode, again.json().planSurveyId]).toEqual([200, planSurveyId]);

    // The plan is a floor-plan survey of the type, edited like any; not a location.
    const plan = (await call('GET', `/api/surveys/${planSurveyId}`, t.user.cookie)).json();
    expect(plan).toMatchObject({ locationType: 'unit', isTypicalPlan: true, unitTypeId: id, unitSurveyId: null, instanceName: 'Typical plan · A1 · 1 bed', buildingId: null });
    const drawn = await call('PATCH', `/api/surveys/${planSurveyId}`, t.user.cookie, { markupScale: 0.1, markupChanges: { upsert: [{ id: 'j1', type: 'idf', x: 10, y: 10 }], remove: [] } });
    expect(drawn.json().markupElements).toEqual([{ id: 'j1', type: 'idf', x: 10, y: 10, tag: 'DJ-1' }]);
    const project = (await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json();
    expect(project.totalLocations).toBe(0);

    // A typical plan has no place of its own.
    const placed = await call('PATCH', `/api/surveys/${planSurveyId}`, t.user.cookie, { floor: 2 });
    expect([placed.statusCode, placed.json().details.fields[0].field]).toEqual([422, 'body.floor']);

    // Listed by name, each with its plan; a plan id another survey has is refused, nothing kept.
    expect((await addType({ name: 'Studio' })).statusCode).toBe(201);
    const clash = await addType({ name: 'B2', planSurveyId });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'CONFLICT']);
    const listed = (await call('GET', `/api/projects/${projectId}/unit-types`, t.user.cookie)).json();
    expect(listed.map((type: { name: string }) => type.name)).toEqual(['A1 · 1 bed', 'Studio']);
    expect(listed.every((type: { planSurveyId: string }) => typeof type.planSurveyId === 'string')).toBe(true);

    const audit = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((row) => row.action)).toEqual(['unit_type.create']);
  });

  it('have names unique in a project without regard to case: 409 UNIT_TYPE_NAME_TAKEN; a rename takes the plan’s name along', async () => {
    const a = (await addType({ name: 'A1' })).json();
    const twin = await addType({ name: 'a1' });
    expect([twin.statusCode, twin.json().code]).toEqual([409, 'UNIT_TYPE_NAME_TAKEN']);
    const b = (await addType({ name: 'B2' })).json();
    expect((await call('PATCH', `/api/unit-types/${b.id}`, t.user.cookie, { name: 'A1' })).json().code).toBe('UNIT_TYPE_NAME_TAKEN');
    const renamed = await call('PATCH', `/api/unit-types/${a.id}`, t.user.cookie, { name: 'A1 corner' });
    expect(renamed.json()).toMatchObject({ name: 'A1 corner', planSurveyId: a.planSurveyId });
    expect((await call('GET', `/api/surveys/${a.planSurveyId}`, t.user.cookie)).json().instanceName).toBe('Typical plan · A1 corner');
  });

  it('a unit is of cannot be deleted (409 UNIT_TYPE_IN_USE); one without units goes with its plan', async () => {
    const type = (await addType({ name: 'A1' })).json();
    const unit = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', unitNumber: '101', unitTypeId: type.id })).json();
    expect(unit.unitTypeId).toBe(type.id);
    const refused = await call('DELETE', `/api/unit-types/${type.id}`, t.user.cookie);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'UNIT_TYPE_IN_USE']);
    // The plan goes with its type, not on its own.
    expect((await call('DELETE', `/api/surveys/${type.planSurveyId}`, t.user.cookie)).statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ count: 1, units: [{ id: unit.id }] });
    expect((await call('PATCH', `/api/surveys/${unit.id}`, t.user.cookie, { unitTypeId: null })).json().unitTypeId).toBeNull();
    const key = { 'idempotency-key': randomUUID() };
    expect((await call('DELETE', `/api/unit-types/${type.id}`, t.user.cookie, undefined, key)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/unit-types/${type.id}`, t.user.cookie, undefined, key)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(surveys).where(eq(surveys.id, type.planSurveyId))).toEqual([]);
    expect((await call('GET', `/api/projects/${projectId}/unit-types`, t.user.cookie)).json()).toEqual([]);
  });

  it('is only a unit location’s, and one of the project', async () => {
    const type = (await addType({ name: 'A1' })).json();
    const mdf = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', unitTypeId: type.id });
    expect([mdf.statusCode, mdf.json().details.fields[0].field]).toEqual([422, 'body.unitTypeId']);
    const other = await buildProject(ctx.database.db, { companyId: t.company.id });
    const elsewhere = await call('POST', `/api/projects/${other.id}/surveys`, t.user.cookie, { locationType: 'unit', unitTypeId: type.id });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([424, 'PARENT_NOT_FOUND']);
  });
});
