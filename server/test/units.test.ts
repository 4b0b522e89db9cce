import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject, buildUnitType } from './builders';
import { useTestApp } from './harness';

// Units in bulk (DESIGN §15, issue 25): POST /api/projects/{id}/units/bulk makes a building's
// units in one transaction, from a numbering pattern or a list (a rent roll on the device). A
// unit already in its building under its number is found, not made again.

const ctx = useTestApp();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | undefined, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
let north: { id: string; name: string };
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  north = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'North', lowestFloor: -1, highestFloor: 25 });
});

const bulk = (payload: object, cookie = t.user.cookie, headers: Record<string, string> = {}) => call('POST', `/api/projects/${projectId}/units/bulk`, cookie, payload, headers);
const pattern = (extra: object = {}) => ({ buildingId: north.id, floors: { from: 1, to: 2 }, unitsPerFloor: 3, numbering: '{floor}{index:02}', ...extra });
type Unit = { id: string; unitNumber: string; floor: number; buildingId: string; unitTypeId: string | null; instanceName: string; instanceNumber: number; formData: Record<string, unknown>; progress: number };

describe('units in bulk', () => {
  it('answer 401 signed out, 424 in another company’s project (as for one not there yet)', async () => {
    expect((await call('POST', `/api/projects/${projectId}/units/bulk`, undefined, pattern())).statusCode).toBe(401);
    const other = await bulk(pattern(), t.outsider.cookie);
    expect([other.statusCode, other.json().code]).toEqual([424, 'PARENT_NOT_FOUND']);
    // Another company's building named in one's own project is not there either.
    const theirProject = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const theirs = await buildBuilding(ctx.database.db, { companyId: t.otherCompany.id, projectId: theirProject.id, name: 'Theirs' });
    const named = await bulk(pattern({ buildingId: theirs.id }));
    expect([named.statusCode, named.json().details.fields[0].field]).toEqual([424, 'body.buildingId']);
    const listed = await bulk({ units: [{ buildingId: theirs.id, floor: 1, unitNumber: '1' }] });
    expect([listed.statusCode, listed.json().details.fields[0].field]).toEqual([424, 'body.units.0.buildingId']);
  });

  it('answer 400 naming the field for bad input', async () => {
    for (const [payload, field] of [
      // Neither shape: named by the nearer one.
      [{}, 'body.units'],
      [pattern({ unitsPerFloor: 0 }), 'body.unitsPerFloor'],
      [pattern({ floors: { from: 3, to: 1 } }), 'body.floors.to'],
      [pattern({ numbering: '{unit}' }), 'body.numbering'],
      [pattern({ numbering: '{floor}' }), 'body.numbering'],
      [pattern({ unitsPerFloor: 200, floors: { from: 1, to: 25 } }), 'body.unitsPerFloor'],
      [{ units: [] }, 'body.units'],
      [{ units: [{ buildingId: north.id, floor: 1.5, unitNumber: '1' }] }, 'body.units.0.floor'],
      [{ units: [{ buildingId: north.id, floor: 1, unitNumber: '' }] }, 'body.units.0.unitNumber'],
      [{ units: [{ buildingId: north.id, floor: 1, unitNumber: '7' }, { buildingId: north.id, floor: 2, unitNumber: '7' }] }, 'body.units.1.unitNumber'],
    ] as const) {
      const answer = await bulk(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().details.fields.map((f: { field: string }) => f.field), JSON.stringify(payload)).toContain(field);
    }
    expect((await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json()).toEqual([]);
  });

  it('refuse a floor outside the building with 422 naming it, and make nothing', async () => {
    const high = await bulk(pattern({ floors: { from: 24, to: 26 } }));
    expect([high.statusCode, high.json().code, high.json().details.fields[0].field]).toEqual([422, 'UNPROCESSABLE', 'body.floors.to']);
    const listed = await bulk({ units: [{ buildingId: north.id, floor: 1, unitNumber: '101' }, { buildingId: north.id, floor: -2, unitNumber: 'B201' }] });
    expect([listed.statusCode, listed.json().details.fields[0].field]).toEqual([422, 'body.units.1.floor']);
    expect((await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json()).toEqual([]);
  });

  it('make a building’s units from a pattern, named and placed; a repeat makes nothing new', async () => {
    const type = await buildUnitType(ctx.database.db, { companyId: t.company.id, projectId, name: 'A1' });
    const first = await bulk(pattern({ unitTypeId: type.id }));
    expect(first.statusCode).toBe(201);
    const body = first.json() as { created: number; existing: number; units: Unit[] };
    expect([body.created, body.existing]).toEqual([6, 0]);
    expect(body.units.map((unit) => [unit.unitNumber, unit.floor, unit.instanceName])).toEqual([
      ['101', 1, 'Unit North-101'],
      ['102', 1, 'Unit North-102'],
      ['103', 1, 'Unit North-103'],
      ['201', 2, 'Unit North-201'],
      ['202', 2, 'Unit North-202'],
      ['203', 2, 'Unit North-203'],
    ]);
    expect(body.units.map((unit) => unit.instanceNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.units[0]).toMatchObject({ buildingId: north.id, unitTypeId: type.id, formData: { building: 'North', floor: 1, unitNumber: '101' } });
    // The default unit form's unit number and floor are filled: 2 of its 2 required fields.
    expect(body.units[0]!.progress).toBe(100);

    const again = await bulk(pattern({ unitTypeId: type.id }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, existing: 6 });
    expect(again.json().units.map((unit: Unit) => unit.id)).toEqual(body.units.map((unit) => unit.id));
    // A wider call makes only the new ones, in the call's order.
    const wider = (await bulk(pattern({ floors: { from: 2, to: 3 } }))).json();
    expect([wider.created, wider.existing]).toEqual([3, 3]);
    expect(wider.units.map((unit: Unit) => unit.unitNumber)).toEqual(['201', '202', '203', '301', '302', '303']);
    const project = (await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json();
    expect(project.totalLocations).toBe(9);

    const audit = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'unit.bulk_create'), eq(auditEvents.subjectId, projectId)));
    expect(audit.map((row) => (row.data as { created: number }).created)).toEqual([6, 0, 3]);
  });

  it('make units from a list with client ids, in several buildings; a unit found keeps its own id', async () => {
    const south = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'South', lowestFloor: 1, highestFloor: 3 });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const made = await bulk({
      units: [
        { id: ids[0], buildingId: north.id, floor: -1, unitNumber: 'B101' },
        { id: ids[1], buildingId: south.id, floor: 2, unitNumber: '201' },
        { id: ids[2], buildingId: north.id, floor: 2, unitNumber: '201' },
      ],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().units.map((unit: Unit) => [unit.id, unit.instanceName])).toEqual([
      [ids[0], 'Unit North-B101'],
      [ids[1], 'Unit South-201'],
      [ids[2], 'Unit North-201'],
    ]);
    // The same numbers again (another device's list, other ids): found, nothing new; compared without case.
    const found = await bulk({ units: [{ id: randomUUID(), buildingId: north.id, floor: -1, unitNumber: 'b101' }] });
    expect(found.json()).toMatchObject({ created: 0, existing: 1, units: [{ id: ids[0], unitNumber: 'B101' }] });
    // A new unit with an id some other survey has is refused.
    const taken = await bulk({ units: [{ id: ids[1], buildingId: north.id, floor: 3, unitNumber: '301' }] });
    expect([taken.statusCode, taken.json().code, taken.json().details.fields[0].field]).toEqual([409, 'CONFLICT', 'body.units.0.id']);
  });

  it('take an Idempotency-Key: a replay answers the first answer', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const first = await bulk(pattern(), t.user.cookie, key);
    const replay = await bulk(pattern(), t.user.cookie, key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const reused = await bulk(pattern({ unitsPerFloor: 4 }), t.user.cookie, key);
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('make 300 units in one call within 5 s', async () => {
    const started = performance.now();
    const made = await bulk({ buildingId: north.id, floors: { from: 1, to: 25 }, unitsPerFloor: 12, numbering: '{floor}{index:02}' });
    const seconds = (performance.now() - started) / 1000;
    expect(made.statusCode).toBe(201);
    expect(made.json().created).toBe(300);
    console.log(`units in bulk: 300 units in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(5);
    const listed = (await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json() as Unit[];
    expect(new Set(listed.map((unit) => unit.instanceNumber)).size).toBe(300);
  });

  it('keep a unit number unique in its building one by one as well: 409 UNIT_NUMBER_TAKEN names the other unit', async () => {
    const [unit] = (await bulk({ units: [{ buildingId: north.id, floor: 1, unitNumber: '101' }] })).json().units as Unit[];
    const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', buildingId: north.id, floor: 1, unitNumber: '101' });
    expect([created.statusCode, created.json().code]).toEqual([409, 'UNIT_NUMBER_TAKEN']);
    expect(created.json().details).toMatchObject({ unitNumber: '101', buildingId: north.id, surveyId: unit!.id, name: 'Unit North-101' });
  });
});
