import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// The project's buildings (DESIGN §15, issue 25): GET/POST /api/projects/{id}/buildings,
// PATCH/DELETE /api/buildings/{id}. Real: the app and the database. Names are unique in a project
// without regard to case; floors a location is on cannot be taken away; a building in use stays.

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

const addBuilding = async (payload: object, cookie = t.user.cookie) => call('POST', `/api/projects/${projectId}/buildings`, cookie, payload);

describe('buildings', () => {
  it('answer 401 signed out on every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', `/api/projects/${projectId}/buildings`],
      ['POST', `/api/projects/${projectId}/buildings`],
      ['PATCH', `/api/buildings/${id}`],
      ['DELETE', `/api/buildings/${id}`],
    ] as const) {
      const answer = await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? { name: 'A' } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('are another company’s 404 (424 to create in its project, as for a project not there yet)', async () => {
    const made = (await addBuilding({ name: 'A' })).json();
    expect((await call('GET', `/api/projects/${projectId}/buildings`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/buildings/${made.id}`, t.outsider.cookie, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/buildings/${made.id}`, t.outsider.cookie)).statusCode).toBe(404);
    const create = await addBuilding({ name: 'B' }, t.outsider.cookie);
    expect([create.statusCode, create.json().code]).toEqual([424, 'PARENT_NOT_FOUND']);
    expect((await call('GET', `/api/projects/${projectId}/buildings`, t.user.cookie)).json().map((b: { name: string }) => b.name)).toEqual(['A']);
  });

  it('answer 400 naming the field for bad input', async () => {
    for (const [payload, field] of [
      [{}, 'body.name'],
      [{ name: '  ' }, 'body.name'],
      [{ name: 'A', lowestFloor: 1.5 }, 'body.lowestFloor'],
      [{ name: 'A', lowestFloor: 3, highestFloor: 2 }, 'body.highestFloor'],
      [{ name: 'A', highestFloor: 999 }, 'body.highestFloor'],
      [{ name: 'A', colour: 'red' }, 'body.colour'],
    ] as const) {
      const answer = await addBuilding(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().details.fields.map((f: { field: string }) => f.field), JSON.stringify(payload)).toContain(field);
    }
    const made = (await addBuilding({ name: 'A' })).json();
    expect((await call('PATCH', `/api/buildings/${made.id}`, t.user.cookie, {})).statusCode).toBe(400);
    const narrowed = await call('PATCH', `/api/buildings/${made.id}`, t.user.cookie, { lowestFloor: 5 });
    expect([narrowed.statusCode, narrowed.json().details.fields[0].field]).toEqual([400, 'body.lowestFloor']);
    expect((await call('PATCH', '/api/buildings/not-an-id', t.user.cookie, { name: 'X' })).statusCode).toBe(400);
  });

  it('are made with a client id, floors 1 to 1 unless given, basements negative; a repeat answers the first', async () => {
    const id = randomUUID();
    const first = await addBuilding({ id, name: 'North Tower', lowestFloor: -2, highestFloor: 14 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, projectId, name: 'North Tower', lowestFloor: -2, highestFloor: 14 });
    const again = await addBuilding({ id, name: 'North Tower', lowestFloor: -2, highestFloor: 14 });
    expect([again.statusCode, again.json().id]).toEqual([200, id]);
    expect((await addBuilding({ name: 'Garden' })).json()).toMatchObject({ lowestFloor: 1, highestFloor: 1 });
    expect((await addBuilding({ name: 'Deep', lowestFloor: -3 })).json()).toMatchObject({ lowestFloor: -3, highestFloor: 1 });
    // Listed by name.
    expect((await call('GET', `/api/projects/${projectId}/buildings`, t.user.cookie)).json().map((b: { name: string }) => b.name)).toEqual(['Deep', 'Garden', 'North Tower']);
    // Another company's id is not this create's.
    const otherProject = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const taken = await call('POST', `/api/projects/${otherProject.id}/buildings`, t.outsider.cookie, { id, name: 'Theirs' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'CONFLICT']);
    // Audited.
    const audit = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((row) => row.action)).toEqual(['building.create']);
  });

  it('have names unique in a project without regard to case: 409 BUILDING_NAME_TAKEN', async () => {
    const a = (await addBuilding({ name: 'A' })).json();
    const twin = await addBuilding({ name: ' a ' });
    expect([twin.statusCode, twin.json().code, twin.json().details.fields[0].field]).toEqual([409, 'BUILDING_NAME_TAKEN', 'body.name']);
    const b = (await addBuilding({ name: 'B' })).json();
    const renamed = await call('PATCH', `/api/buildings/${b.id}`, t.user.cookie, { name: 'A' });
    expect([renamed.statusCode, renamed.json().code]).toEqual([409, 'BUILDING_NAME_TAKEN']);
    // Another project may have its own A.
    const other = await buildProject(ctx.database.db, { companyId: t.company.id });
    expect((await call('POST', `/api/projects/${other.id}/buildings`, t.user.cookie, { name: 'A' })).statusCode).toBe(201);
    expect((await call('PATCH', `/api/buildings/${a.id}`, t.user.cookie, { name: 'a' })).json().name).toBe('a');
  });

  it('keep the floors their locations are on: 409 BUILDING_FLOORS_IN_USE names them', async () => {
    const b = (await addBuilding({ name: 'A', lowestFloor: -1, highestFloor: 10 })).json();
    const mdf = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', buildingId: b.id, floor: -1 })).json();
    const refused = await call('PATCH', `/api/buildings/${b.id}`, t.user.cookie, { lowestFloor: 1 });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BUILDING_FLOORS_IN_USE']);
    expect(refused.json().details).toMatchObject({ count: 1, locations: [{ id: mdf.id, floor: -1 }] });
    // Taking away floors nobody is on is fine.
    expect((await call('PATCH', `/api/buildings/${b.id}`, t.user.cookie, { highestFloor: 4 })).json()).toMatchObject({ lowestFloor: -1, highestFloor: 4 });
  });

  it('in use cannot be deleted (409 BUILDING_IN_USE); an empty one can, and a replayed delete is a success', async () => {
    const b = (await addBuilding({ name: 'A', highestFloor: 3 })).json();
    const unit = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', buildingId: b.id, floor: 2, unitNumber: '201' })).json();
    const refused = await call('DELETE', `/api/buildings/${b.id}`, t.user.cookie);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BUILDING_IN_USE']);
    expect(refused.json().details).toMatchObject({ count: 1, locations: [{ id: unit.id, name: 'Unit A-201' }] });
    expect((await call('DELETE', `/api/surveys/${unit.id}`, t.user.cookie)).statusCode).toBe(204);
    const key = { 'idempotency-key': randomUUID() };
    expect((await call('DELETE', `/api/buildings/${b.id}`, t.user.cookie, undefined, key)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/buildings/${b.id}`, t.user.cookie, undefined, key)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/buildings/${b.id}`, t.user.cookie)).statusCode).toBe(404);
    // Deleting the project takes its buildings.
    await addBuilding({ name: 'B' });
    expect((await call('DELETE', `/api/projects/${projectId}`, t.user.cookie)).statusCode).toBe(204);
  });

  it('renamed, take along the names of their units that still follow their place', async () => {
    const b = (await addBuilding({ name: 'A', highestFloor: 3 })).json();
    const following = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', buildingId: b.id, floor: 1, unitNumber: '101' })).json();
    const own = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', buildingId: b.id, floor: 1, unitNumber: '102', instanceName: 'Show flat' })).json();
    expect(following.instanceName).toBe('Unit A-101');
    await call('PATCH', `/api/buildings/${b.id}`, t.user.cookie, { name: 'East' });
    const [after, kept] = await Promise.all([following.id, own.id].map(async (id) => (await call('GET', `/api/surveys/${id}`, t.user.cookie)).json()));
    expect([after.instanceName, after.formData.building, after.version]).toEqual(['Unit East-101', 'East', following.version + 1]);
    expect(kept.instanceName).toBe('Show flat');
  });
});
