import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject } from './builders';
import { polylineLength, readDxf } from './dxf-reader';
import { useTestApp } from './harness';

// Issue 28 (DESIGN §17): labels for the label printer and each scaled drawing as DXF for CAD.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

async function survey(payload: object) {
  const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, payload);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}
async function draw(id: string, payload: object) {
  const saved = await call('PATCH', `/api/surveys/${id}`, t.user.cookie, payload);
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('GET /api/projects/{id}/labels.csv', () => {
  it('lists rooms, racks, jacks and runs with both ends, a typed unit’s things under each unit’s number', async () => {
    const siteMap = await survey({ locationType: 'site-map' });
    await draw(siteMap.id, {
      markupScale: 1,
      markupElements: [
        { id: 'm', type: 'mdf', x: 100, y: 100, tag: 'MDF-1' },
        { id: 'i', type: 'idf', x: 600, y: 100, tag: '2A' },
        { id: 'f', type: 'conduit', kind: 'fiber', x: 100, y: 100, x2: 600, y2: 100 },
      ],
    });
    await survey({ locationType: 'idf', instanceName: 'IDF Building B' });
    const type = await call('POST', `/api/projects/${projectId}/unit-types`, t.user.cookie, { name: '2BR' });
    const { id: unitTypeId, planSurveyId } = type.json() as { id: string; planSurveyId: string };
    await draw(planSurveyId, {
      markupScale: 0.1,
      markupElements: [
        { id: 'mc', type: 'mdf', x: 0, y: 0, tag: 'MC-1' },
        { id: 'dj', type: 'idf', x: 300, y: 0, tag: 'DJ-1' },
        { id: 'run', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 300, y2: 0 },
      ],
    });
    const building = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'A' });
    const units = await call('POST', `/api/projects/${projectId}/units/bulk`, t.user.cookie, { buildingId: building.id, floors: { from: 2, to: 2 }, unitsPerFloor: 2, numbering: '{floor}{index:02}', unitTypeId });
    expect(units.statusCode, units.body).toBeLessThan(300);

    const answer = await call('GET', `/api/projects/${projectId}/labels.csv`, t.user.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('labels.csv');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Label,Type,From,To,Building,Floor,Location');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^IDF Building B,IDF,/),
        'MDF-1,MDF,,,,,Site Map Markup 1',
        '2A,IDF,,,,,Site Map Markup 1',
        'MDF-1 / 2A,Fiber,MDF-1,2A,,,Site Map Markup 1',
        '201-MC-1,Media Cabinet,,,A,2,Unit 201',
        '201-DJ-1,Data Jack,,,A,2,Unit 201',
        '201-MC-1 / 201-DJ-1,Cat6,201-MC-1,201-DJ-1,A,2,Unit 201',
        '202-MC-1 / 202-DJ-1,Cat6,202-MC-1,202-DJ-1,A,2,Unit 202',
      ]),
    );
    expect((await call('GET', `/api/projects/${projectId}/labels.csv`, t.outsider.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/surveys/{id}/drawing.dxf', () => {
  it('writes the drawing in feet: a 10 ft run reads back as 10 ft ± 1 %, markers as blocks with their identifiers', async () => {
    const plan = await survey({ locationType: 'site-map' });
    // A 24 ft wall drawn 640 units long: 0.0375 ft a unit; a run of 10 ft is 266.67 units.
    await draw(plan.id, {
      markupScale: 24 / 640,
      markupElements: [
        { id: 'r', type: 'conduit', kind: 'cat6', x: 100, y: 200, x2: 100 + 160, y2: 200 + 213.333 },
        { id: 'a', type: 'ap', x: 100, y: 200, tag: 'AP-7' },
      ],
    });
    const answer = await call('GET', `/api/surveys/${plan.id}/drawing.dxf`, t.user.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/dxf');
    expect(answer.headers['content-disposition']).toContain('.dxf');
    const dxf = readDxf(answer.body);
    const run = dxf.entities.find((e) => e.type === 'POLYLINE' && e.layer === 'RUN_CAT6')!;
    const feet = polylineLength(run.points);
    expect(Math.abs(feet - 10) / 10).toBeLessThan(0.01);
    const insert = dxf.entities.find((e) => e.type === 'INSERT')!;
    expect(insert.codes.get(2)?.[0]).toBe('MARKER_AP');
    expect(insert.attributes.get('TAG')).toBe('AP-7');
    expect(dxf.entities.some((e) => e.layer === 'FRAME')).toBe(true);
  });

  it('refuses a drawing without scale (422) and another company’s drawing (404)', async () => {
    const plan = await survey({ locationType: 'site-map' });
    await draw(plan.id, { markupElements: [{ id: 'r', type: 'conduit', x: 0, y: 0, x2: 10, y2: 0 }] });
    const refused = await call('GET', `/api/surveys/${plan.id}/drawing.dxf`, t.user.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('scale') });
    expect((await call('GET', `/api/surveys/${plan.id}/drawing.dxf`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/surveys/not-an-id/drawing.dxf`, t.user.cookie)).statusCode).toBe(400);
  });

  it('writes a typed unit’s floor plan as its typical plan with the unit’s differences', async () => {
    const type = await call('POST', `/api/projects/${projectId}/unit-types`, t.user.cookie, { name: 'Studio' });
    const { id: unitTypeId, planSurveyId } = type.json() as { id: string; planSurveyId: string };
    await draw(planSurveyId, { markupScale: 0.1, markupElements: [{ id: 'run', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 100, y2: 0 }] });
    const building = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'A' });
    const units = await call('POST', `/api/projects/${projectId}/units/bulk`, t.user.cookie, { buildingId: building.id, floors: { from: 1, to: 1 }, unitsPerFloor: 1, numbering: '{floor}{index:02}', unitTypeId });
    const unitId = units.json().units[0].id as string;
    const plan = await survey({ locationType: 'unit', unitSurveyId: unitId });
    await draw(plan.id, { markupElements: [{ id: 'extra', type: 'conduit', kind: 'coax', x: 0, y: 50, x2: 50, y2: 50 }] });
    const dxf = readDxf((await call('GET', `/api/surveys/${plan.id}/drawing.dxf`, t.user.cookie)).body);
    const lengths = dxf.entities.filter((e) => e.type === 'POLYLINE' && e.layer.startsWith('RUN_')).map((e) => [e.layer, polylineLength(e.points)]);
    expect(lengths).toEqual([
      ['RUN_CAT6', 10],
      ['RUN_COAX', 5],
    ]);
  });
});
