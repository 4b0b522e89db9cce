import { beforeEach, describe, expect, it } from 'vitest';
import { QUANTITY_CSV_COLUMNS } from '../../common/markup/quantities';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Issue 14 (DESIGN §11): the project's quantities, derived from its drawings on every read.
// A drawing's scale (markupScale, feet per canvas unit) turns its runs into feet; markers are
// counted by their name in their editor, per building and floor; drawings without scale are listed.

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

async function create(payload: object) {
  const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, payload);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; version: number };
}

async function patch(id: string, payload: object) {
  const saved = await call('PATCH', `/api/surveys/${id}`, t.user.cookie, payload);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as { markupScale: number | null; version: number };
}

const quantities = async (query = '') => call('GET', `/api/projects/${projectId}/quantities${query}`, t.user.cookie);

describe('GET /api/projects/{id}/quantities', () => {
  it('gives the feet of a conduit of known length at a known scale, and counts the placed markers', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    // 3-4-5: a conduit 1,000 canvas units long; at 0.05 ft per unit, 50 ft.
    const saved = await patch(siteMap.id, {
      markupScale: 0.05,
      markupElements: [
        { id: 'c1', type: 'conduit', x: 100, y: 100, x2: 700, y2: 900 },
        { id: 'c2', type: 'conduit', x: 0, y: 0, x2: 123, y2: 0 },
        { id: 'i1', type: 'idf', x: 300, y: 300 },
        { id: 'i2', type: 'idf', x: 500, y: 300 },
        { id: 'm1', type: 'mdf', x: 900, y: 300 },
        { id: 'l1', type: 'custom', x: 900, y: 900, text: 'Gate' },
      ],
    });
    expect(saved.markupScale).toBe(0.05);

    const answer = await quantities();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    // 1000 x 0.05 = 50 ft, 123 x 0.05 = 6.15 ft: 56.2 ft (to 0.1 ft), drawn exactly, no allowances.
    expect(body.runs).toEqual([
      { kind: 'conduit', name: 'Conduit', feet: 56.2, count: 2, unscaledCount: 0, byPlace: [{ building: null, floor: null, feet: 56.2, count: 2, unscaledCount: 0 }] },
    ]);
    expect(body.points.map((p: { code: string; count: number }) => [p.code, p.count])).toEqual([
      ['IDF', 2],
      ['MDF', 1],
    ]);
    expect(body.unscaled).toEqual([]);
    expect(body.allowances).toEqual({ slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 });
  });

  it('measures a run of three segments along its points, saved as the editor saves it: element changes and the scale in one PATCH', async () => {
    const unit = await create({ locationType: 'unit', formData: { unitNumber: '305', floor: 3 } });
    const plan = await create({ locationType: 'unit', unitSurveyId: unit.id });
    // 500 + 600 + 363 = 1,463 canvas units; the straight line between its ends would be 900.8.
    const run = {
      id: 'r3',
      type: 'conduit',
      kind: 'cat6',
      x: 100,
      y: 100,
      x2: 1000,
      y2: 137,
      points: [
        { x: 100, y: 100 },
        { x: 400, y: 500 },
        { x: 1000, y: 500 },
        { x: 1000, y: 137 },
      ],
    };
    // A 24 ft wall drawn 640 units long: 0.0375 ft a unit.
    const saved = await patch(plan.id, { baseVersion: plan.version, markupScale: 24 / 640, markupChanges: { upsert: [run], remove: [] } });
    expect(saved.markupScale).toBe(0.0375);
    const body = (await quantities()).json();
    // 1,463 x 0.0375 = 54.8625: 54.9 ft.
    expect(body.runs).toEqual([
      { kind: 'cat6', name: 'Cat6', feet: 54.9, count: 1, unscaledCount: 0, byPlace: [{ building: null, floor: 3, feet: 54.9, count: 1, unscaledCount: 0 }] },
    ]);
    const csv = (await quantities('?format=csv')).body.split('\r\n');
    expect(csv).toContain('Run,Cat6,cat6,All,All,1,54.9,,');
    expect(csv).toContain('Run,Cat6,cat6,,3,1,54.9,,');
  });

  it('counts a unit’s floor plan at its unit’s floor, lists drawings without scale, and adds the project’s allowances', async () => {
    const unit = await create({ locationType: 'unit', formData: { unitNumber: '204', floor: 2 } });
    const plan = await create({ locationType: 'unit', unitSurveyId: unit.id });
    await patch(plan.id, {
      markupElements: [
        { id: 'r1', type: 'conduit', x: 0, y: 0, x2: 1000, y2: 0 },
        { id: 'j1', type: 'idf', x: 10, y: 10 },
        { id: 'j2', type: 'idf', x: 20, y: 10 },
      ],
    });
    let body = (await quantities()).json();
    expect(body.unscaled).toEqual([{ surveyId: plan.id, name: 'Unit 204 Floor Plan', editor: 'floor-plan', runCount: 1 }]);
    expect(body.runs[0]).toMatchObject({ count: 1, unscaledCount: 1, feet: 0 });
    expect(body.points).toEqual([
      { editor: 'floor-plan', type: 'idf', code: 'DJ', name: 'Data Jack', count: 2, byPlace: [{ building: null, floor: 2, count: 2 }] },
    ]);

    // Scaled at 0.02 ft per unit: 20 ft drawn; then 2 ft of slack per end and 10% waste: (20 + 4) x 1.1 = 26.4 ft.
    await patch(plan.id, { markupScale: 0.02 });
    const project = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { quantityAllowances: { slackFeetPerEnd: 2, wastePercent: 10 } });
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json().quantityAllowances).toEqual({ slackFeetPerEnd: 2, floorHeightFeet: null, wastePercent: 10 });
    body = (await quantities()).json();
    expect(body.unscaled).toEqual([]);
    expect(body.runs[0]).toMatchObject({ feet: 26.4, count: 1, unscaledCount: 0, byPlace: [{ building: null, floor: 2, feet: 26.4, count: 1, unscaledCount: 0 }] });

    // Taking the scale away flags the drawing again.
    expect((await patch(plan.id, { markupScale: null })).markupScale).toBeNull();
    expect((await quantities()).json().unscaled).toHaveLength(1);
  });

  it('answers a CSV with stable columns that a spreadsheet opens', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    await patch(siteMap.id, { markupScale: 0.1, markupElements: [{ id: 'c1', type: 'conduit', x: 0, y: 0, x2: 300, y2: 400 }, { id: 'a1', type: 'ap', x: 5, y: 5 }] });
    const answer = await quantities('?format=csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('attachment');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(QUANTITY_CSV_COLUMNS.join(','));
    // 'Unit type' (issue 25) came last: the columns before it are where they were.
    expect(lines[0]).toBe('Section,Item,Code,Building,Floor,Count,Feet,Note,Unit type');
    expect(lines).toContain('Run,Conduit,conduit,All,All,1,50,,');
    expect(lines).toContain('Point,AP,AP,All,All,1,,,');
  });

  it('refuses a scale that is not a positive number, and a format it does not make, with the catalogue’s 400', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    for (const markupScale of [0, -1, 'x', 1e9]) {
      const refused = await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, { markupScale });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const badFormat = await quantities('?format=xlsx');
    expect(badFormat.statusCode).toBe(400);
    const badAllowance = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { quantityAllowances: { wastePercent: -5 } });
    expect(badAllowance.statusCode).toBe(400);
  });

  it('ends the report, with the drawings without scale named', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    await patch(siteMap.id, { markupScale: 0.05, markupElements: [{ id: 'c1', type: 'conduit', x: 100, y: 100, x2: 700, y2: 900 }, { id: 'i1', type: 'idf', x: 3, y: 3 }] });
    const unit = await create({ locationType: 'unit', formData: { unitNumber: '204', floor: 2 } });
    const plan = await create({ locationType: 'unit', unitSurveyId: unit.id });
    await patch(plan.id, { markupElements: [{ id: 'r1', type: 'conduit', x: 0, y: 0, x2: 10, y2: 0 }] });
    const report = await call('GET', `/api/projects/${projectId}/report`, t.user.cookie);
    expect(report.statusCode).toBe(200);
    const section = report.body.slice(report.body.indexOf('<section class="quantities"'));
    expect(section).toContain('<h2 id="quantities-title">Quantities</h2>');
    expect(section).toMatch(/<tr class="total"><td>Conduit<\/td><td>All<\/td><td class="num">2<\/td><td class="num">50\.0 <small>\(1 not measured: no scale\)<\/small><\/td><\/tr>/);
    expect(section).toContain('<td>IDF</td><td>All</td><td class="num">1</td>');
    expect(section).toContain('<strong>Without scale:</strong> Unit 204 Floor Plan (1 run)');
    expect(section.indexOf('<footer>')).toBeGreaterThan(0);
  });

  it('start from the company’s allowances and run kinds, which only its admins change', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    await patch(siteMap.id, {
      markupScale: 0.01,
      markupElements: [{ id: 'c1', type: 'conduit', x: 0, y: 0, x2: 1000, y2: 0 }],
    });
    const settingsUrl = `/api/companies/${t.company.id}/quantity-settings`;
    expect((await call('GET', settingsUrl, t.user.cookie)).json()).toEqual({ runKinds: [], allowances: { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 } });
    const put = (cookie: string, payload: object) => ctx.app.inject({ method: 'PUT', url: settingsUrl, headers: { cookie }, payload });
    expect((await put(t.user.cookie, { allowances: { slackFeetPerEnd: 3 } })).statusCode).toBe(403);
    expect((await put(t.outsiderAdmin.cookie, { allowances: { slackFeetPerEnd: 3 } })).statusCode).toBe(404);
    const saved = await put(t.admin.cookie, { allowances: { slackFeetPerEnd: 3 }, runKinds: [{ id: 'smf-12', name: 'Fiber 12-strand SMF' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ runKinds: [{ id: 'smf-12', name: 'Fiber 12-strand SMF' }], allowances: { slackFeetPerEnd: 3, floorHeightFeet: 0, wastePercent: 0 } });

    // 10 ft drawn + 2 x 3 ft of the company's slack.
    let body = (await quantities()).json();
    expect(body.allowances).toEqual({ slackFeetPerEnd: 3, floorHeightFeet: 0, wastePercent: 0 });
    expect(body.runs[0]).toMatchObject({ kind: 'conduit', feet: 16 });
    // The project's own slack wins; null gives the company's back.
    await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { quantityAllowances: { slackFeetPerEnd: 1 } });
    expect((await quantities()).json().runs[0].feet).toBe(12);
    await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { quantityAllowances: { slackFeetPerEnd: null } });
    expect((await quantities()).json().runs[0].feet).toBe(16);

    // A run of the company's own kind is named by it.
    await patch(siteMap.id, { markupElements: [{ id: 'c1', type: 'conduit', x: 0, y: 0, x2: 1000, y2: 0, kind: 'smf-12' }] });
    body = (await quantities()).json();
    expect(body.runs.map((run: { kind: string; name: string }) => [run.kind, run.name])).toEqual([['smf-12', 'Fiber 12-strand SMF']]);

    // A default kind cannot be added twice; ids are unique and plain.
    for (const runKinds of [[{ id: 'fiber', name: 'Fiber' }], [{ id: 'a', name: 'A' }, { id: 'a', name: 'B' }], [{ id: 'Has Spaces', name: 'X' }]]) {
      const refused = await put(t.admin.cookie, { runKinds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('follows every change of a drawing read before: its elements are kept only as long as they are what is stored', async () => {
    const siteMap = await create({ locationType: 'site-map' });
    await patch(siteMap.id, { markupScale: 0.05, markupElements: [{ id: 'c1', type: 'conduit', x: 0, y: 0, x2: 100, y2: 0 }] });
    const feet = async () => ((await quantities()).json() as { runs: { feet: number; count: number }[] }).runs.map(({ feet, count }) => ({ feet, count }));
    expect(await feet()).toEqual([{ feet: 5, count: 1 }]);
    // Twice, so the second read is one from what was kept.
    expect(await feet()).toEqual([{ feet: 5, count: 1 }]);

    await patch(siteMap.id, { markupChanges: { upsert: [{ id: 'c2', type: 'conduit', x: 0, y: 0, x2: 200, y2: 0 }], remove: [] } });
    expect(await feet()).toEqual([{ feet: 15, count: 2 }]);
    // The scale is no element: a change of it alone counts too.
    await patch(siteMap.id, { markupScale: 0.1 });
    expect(await feet()).toEqual([{ feet: 30, count: 2 }]);
    await patch(siteMap.id, { markupElements: [] });
    expect(await feet()).toEqual([]);
  });

  it('is another company’s 404', async () => {
    const answer = await call('GET', `/api/projects/${projectId}/quantities`, t.outsiderAdmin.cookie);
    expect(answer.statusCode).toBe(404);
  });
});
