import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject } from './builders';
import { useTestApp } from './harness';

// Issue 28 (DESIGN §17): standards checks computed from the project's drawings on every read.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

async function drawing(locationType: string, payload: object, extra: object = {}) {
  const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType, ...extra });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: string }).id;
  const saved = await call('PATCH', `/api/surveys/${id}`, t.user.cookie, payload);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

// At 1 ft per canvas unit, a run from x=0 to x=feet, between two markers.
const tiedRun = (id: string, feet: number, extra: object = {}, y = 100) => [
  { id, type: 'conduit', x: 0, y, x2: feet, y2: y, ...extra },
  { id: `${id}-a`, type: 'ap', x: 0, y },
  { id: `${id}-b`, type: 'ap', x: feet, y },
];

const checks = async (cookie = t.user.cookie) => call('GET', `/api/projects/${projectId}/checks`, cookie);

describe('GET /api/projects/{id}/checks', () => {
  it('finds a 300 ft Cat6 run an error and a 280 ft one a warning (TIA-568)', async () => {
    const siteMap = await drawing('site-map', {
      markupScale: 1,
      markupElements: [...tiedRun('long', 300, { kind: 'cat6' }), ...tiedRun('near', 280, { kind: 'cat6' }, 400), ...tiedRun('ok', 250, { kind: 'cat6' }, 700)],
    });
    const answer = await checks();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([
      { severity: 'error', rule: 'channel-length', surveyId: siteMap, elementId: 'long', message: expect.stringContaining('300.0 ft') },
      { severity: 'warning', rule: 'channel-length', surveyId: siteMap, elementId: 'near', message: expect.stringContaining('280.0 ft') },
    ]);
  });

  it('measures with the project’s allowances: 250 ft drawn and 25 ft of slack per end is over 90 m', async () => {
    await drawing('site-map', { markupScale: 1, markupElements: tiedRun('r', 250, { kind: 'cat6' }) });
    expect(await checks().then((a) => a.json())).toEqual([]);
    const patched = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { quantityAllowances: { slackFeetPerEnd: 25 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await checks()).json()).toEqual([expect.objectContaining({ severity: 'error', rule: 'channel-length', elementId: 'r' })]);
  });

  it('checks 1" EMT fill: seven 0.25 in Cat6 within (39.8 %), eight over (45.5 %); the company catalogue changes the diameter', async () => {
    const siteMap = await drawing('site-map', {
      markupScale: 1,
      markupElements: [
        ...tiedRun('seven', 50, { tradeSize: '1', cables: [{ kind: 'cat6', count: 7 }] }),
        ...tiedRun('eight', 60, { tradeSize: '1', cables: [{ kind: 'cat6', count: 8 }] }, 400),
      ],
    });
    expect((await checks()).json()).toEqual([
      { severity: 'error', rule: 'conduit-fill', surveyId: siteMap, elementId: 'eight', message: expect.stringContaining('45.5 %') },
    ]);
    // A catalogue with thinner Cat6 (0.23 in): eight fill 38.5 %.
    const settings = await call('PUT', `/api/companies/${t.company.id}/check-settings`, t.admin.cookie, { cableCatalogue: [{ kind: 'cat6', diameterInches: 0.23 }] });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toEqual({ cableCatalogue: [{ kind: 'cat6', diameterInches: 0.23 }], telecomRoomNaming: 'any' });
    expect((await checks()).json()).toEqual([]);
  });

  it('finds duplicate identifiers across drawings, telecom rooms not named floor and letter, unscaled drawings and loose ends', async () => {
    const siteMap = await drawing('site-map', {
      markupScale: 1,
      markupElements: [
        { id: 'i1', type: 'idf', x: 10, y: 10, tag: '2A' },
        { id: 'i2', type: 'idf', x: 500, y: 10, tag: 'IDF-7' },
        { id: 'loose', type: 'conduit', x: 10, y: 10, x2: 300, y2: 300 },
      ],
    });
    const unit = await drawing('unit', { markupElements: [{ id: 'r', type: 'conduit', x: 0, y: 0, x2: 10, y2: 0 }] }, { formData: { unitNumber: '101', floor: 1 } });
    // An IDF on another drawing named 2A again: the server gives it the next free name…
    const other = await drawing('site-map', { markupElements: [{ id: 'i3', type: 'idf', x: 10, y: 10, tag: '2A' }] });
    const otherTag = (await call('GET', `/api/surveys/${other}`, t.user.cookie)).json().markupElements[0].tag;
    expect(otherTag).not.toBe('2A');

    let findings = (await checks()).json() as { rule: string; elementId: string | null; surveyId: string; severity: string }[];
    expect(findings.map((f) => [f.rule, f.surveyId, f.elementId, f.severity]).sort()).toEqual(
      [
        ['loose-run-end', siteMap, 'loose', 'warning'],
        ['loose-run-end', unit, 'r', 'warning'],
        ['unscaled-drawing', unit, null, 'warning'],
      ].sort(),
    );

    // The company names its telecom rooms by floor and letter: IDF-7 and the other one are named otherwise.
    const refused = await call('PUT', `/api/companies/${t.company.id}/check-settings`, t.user.cookie, { telecomRoomNaming: 'floor-letter' });
    expect(refused.statusCode).toBe(403);
    expect((await call('PUT', `/api/companies/${t.company.id}/check-settings`, t.admin.cookie, { telecomRoomNaming: 'floor-letter' })).statusCode).toBe(200);
    findings = (await checks()).json();
    expect(findings.filter((f) => f.rule === 'telecom-room-name').map((f) => f.elementId).sort()).toEqual(['i2', 'i3']);
  });

  it('finds a typical plan’s long run once however many units are of its type', async () => {
    const type = await call('POST', `/api/projects/${projectId}/unit-types`, t.user.cookie, { name: '2BR' });
    expect(type.statusCode, type.body).toBe(201);
    const { id: unitTypeId, planSurveyId } = type.json() as { id: string; planSurveyId: string };
    const saved = await call('PATCH', `/api/surveys/${planSurveyId}`, t.user.cookie, { markupScale: 1, markupElements: tiedRun('long', 300, { kind: 'cat6' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const building = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'A' });
    const units = await call('POST', `/api/projects/${projectId}/units/bulk`, t.user.cookie, { buildingId: building.id, floors: { from: 1, to: 1 }, unitsPerFloor: 3, numbering: '{floor}{index:02}', unitTypeId });
    expect(units.statusCode, units.body).toBeLessThan(300);
    expect(units.json().created).toBe(3);
    expect((await checks()).json()).toEqual([expect.objectContaining({ rule: 'channel-length', elementId: 'long', surveyId: planSurveyId })]);
  });

  it('keeps another company’s project and settings out of sight (404) and refuses bad settings (400)', async () => {
    expect((await checks(t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${t.company.id}/check-settings`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${t.company.id}/check-settings`, t.user.cookie)).json()).toEqual({ cableCatalogue: [], telecomRoomNaming: 'any' });
    for (const body of [{}, { cableCatalogue: [{ kind: 'cat6', diameterInches: -1 }] }, { telecomRoomNaming: 'letters' }, { cableCatalogue: [{ kind: 'cat6', diameterInches: 0.2 }, { kind: 'cat6', diameterInches: 0.3 }] }]) {
      const answer = await call('PUT', `/api/companies/${t.company.id}/check-settings`, t.admin.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    const badRun = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'site-map' });
    const refused = await call('PATCH', `/api/surveys/${badRun.json().id}`, t.user.cookie, { markupElements: [{ id: 'r', type: 'conduit', x: 0, y: 0, x2: 1, y2: 1, tradeSize: '7/8' }] });
    expect(refused.statusCode).toBe(400);
  });
});
