import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject } from './builders';
import { useTestApp } from './harness';

// Typical unit plans (DESIGN §15, issue 25): a unit type's plan is marked up once and counted
// once per unit of the type, at that unit's building and floor, with each unit's differences
// (added elements, typical ones changed or hidden). The issue's own check: 120 units of a type
// whose plan has 4 data jacks and one 30 ft Cat6 run count 480 jacks and 3,600 ft.

const ctx = useTestApp();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
let north: { id: string };
let type: { id: string; planSurveyId: string };
let units: { id: string; unitNumber: string; instanceName: string }[];

const jack = (id: string, x: number) => ({ id, type: 'idf', x, y: 300 });
// 300 canvas units at 0.1 ft per unit: 30 ft.
const cat6 = { id: 'run', type: 'conduit', kind: 'cat6', x: 100, y: 100, x2: 400, y2: 100 };

beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  north = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'North', lowestFloor: 1, highestFloor: 10 });
  type = (await call('POST', `/api/projects/${projectId}/unit-types`, t.user.cookie, { name: 'A1' })).json();
  const plan = await call('PATCH', `/api/surveys/${type.planSurveyId}`, t.user.cookie, {
    markupScale: 0.1,
    markupChanges: { upsert: [jack('j1', 100), jack('j2', 300), jack('j3', 500), jack('j4', 700), cat6], remove: [] },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  const made = await call('POST', `/api/projects/${projectId}/units/bulk`, t.user.cookie, { buildingId: north.id, floors: { from: 1, to: 10 }, unitsPerFloor: 12, numbering: '{floor}{index:02}', unitTypeId: type.id });
  expect(made.json().created).toBe(120);
  units = made.json().units;
});

const quantities = async () => (await call('GET', `/api/projects/${projectId}/quantities`, t.user.cookie)).json();
const jacks = (body: { points: { type: string; count: number }[] }) => body.points.find((p) => p.type === 'idf')?.count;
const cat6Feet = (body: { runs: { kind: string; feet: number }[] }) => body.runs.find((r) => r.kind === 'cat6')?.feet;

/** A unit's own floor plan, as the editor makes it on the first difference. */
async function planOf(unitId: string) {
  const plan = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', unitSurveyId: unitId });
  expect(plan.statusCode).toBe(201);
  return plan.json() as { id: string; version: number };
}

describe('typical unit plans', () => {
  it('count once per unit of the type: 480 jacks and 3,600 ft; an extra jack makes 481, a hidden one 479, both 480', async () => {
    const body = await quantities();
    expect([jacks(body), cat6Feet(body)]).toEqual([480, 3600]);
    // At each unit's building and floor, and totalled per unit type.
    expect(body.points.find((p: { type: string }) => p.type === 'idf').byPlace[0]).toEqual({ building: 'North', floor: 1, count: 48 });
    expect(body.runs.find((r: { kind: string }) => r.kind === 'cat6').byUnitType).toEqual([{ unitType: 'A1', feet: 3600, count: 120, unscaledCount: 0 }]);

    const extra = await planOf(units[0]!.id);
    const added = await call('PATCH', `/api/surveys/${extra.id}`, t.user.cookie, { baseVersion: extra.version, markupChanges: { upsert: [jack('mine', 900)], remove: [] } });
    expect(added.statusCode).toBe(200);
    expect(jacks(await quantities())).toBe(481);

    const hiding = await planOf(units[1]!.id);
    expect((await call('PATCH', `/api/surveys/${hiding.id}`, t.user.cookie, { hiddenTypicalIds: ['j2'] })).statusCode).toBe(200);
    expect(jacks(await quantities())).toBe(480);
    // Without the extra jack: 479.
    await call('PATCH', `/api/surveys/${extra.id}`, t.user.cookie, { markupChanges: { upsert: [], remove: ['mine'] } });
    const after = await quantities();
    expect([jacks(after), cat6Feet(after)]).toEqual([479, 3600]);

    // The CSV's last column names the type.
    const csv = (await call('GET', `/api/projects/${projectId}/quantities?format=csv`, t.user.cookie)).body.split('\r\n');
    expect(csv[0]).toBe('Section,Item,Code,Building,Floor,Count,Feet,Note,Unit type');
    expect(csv).toContain('Run,Cat6,cat6,All,All,120,3600,,A1');
    expect(csv).toContain('Point,Data Jack,DJ,All,All,479,,,A1');
  });

  it('change every unit when edited, but what a unit changed itself; a changed element keeps the typical one’s identifier', async () => {
    const own = await planOf(units[5]!.id);
    const typical = (await call('GET', `/api/surveys/${type.planSurveyId}`, t.user.cookie)).json();
    const j1 = typical.markupElements.find((e: { id: string }) => e.id === 'j1');
    expect(j1.tag).toBe('DJ-1');
    // The unit moves j1 (an element with its id, without its identifier: it keeps the typical one's).
    const moved = await call('PATCH', `/api/surveys/${own.id}`, t.user.cookie, { markupChanges: { upsert: [jack('j1', 1500)], remove: [] } });
    expect(moved.json().markupElements).toEqual([{ ...jack('j1', 1500), tag: 'DJ-1' }]);
    // The typical plan adds a jack: every unit has five, the moved one's j1 where the unit put it.
    await call('PATCH', `/api/surveys/${type.planSurveyId}`, t.user.cookie, { markupChanges: { upsert: [jack('j5', 900)], remove: [] } });
    expect(jacks(await quantities())).toBe(600);
    const report = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(report).toContain('Typical plan of A1: 1 changed');
  });

  it('are not locations: counted nowhere, listed apart in the report, each plan drawn once with its units', async () => {
    const project = (await call('GET', `/api/projects/${projectId}`, t.user.cookie)).json();
    expect(project.totalLocations).toBe(120);
    const hiding = await planOf(units[2]!.id);
    await call('PATCH', `/api/surveys/${hiding.id}`, t.user.cookie, { hiddenTypicalIds: ['j3'] });

    const report = (await call('GET', `/api/projects/${projectId}/report`, t.user.cookie)).body;
    expect(report).toContain('<h2 id="property-title">Buildings and units</h2>');
    expect(report).toMatch(/North <small>floors 1 to 10 · 120 units · 0 completed<\/small>/);
    expect(report).toContain(`<a class="unit-chip open" href="#survey-${units[0]!.id}"`);
    expect(report).toContain('<h2 id="typical-plans-title">Typical unit plans</h2>');
    expect(report.match(new RegExp(`id="survey-${type.planSurveyId}"`, 'g'))).toHaveLength(1);
    expect(report).toContain('<h4>Units (120)</h4>');
    // The unit that hides a jack is drawn with it faint, the others said to be as the plan.
    expect(report).toContain('Floor plan · A1');
    expect(report).toContain('Typical plan of A1: 1 hidden');
    expect(report).toContain('opacity="0.15"');
    expect(report).toContain('As the typical plan of A1');
    // The summary counts the 120 units, not the plan.
    expect(report).toContain('0 of 120 locations completed');

    const pdf = await call('GET', `/api/projects/${projectId}/report.pdf`, t.user.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = (await pagesOf(pdf.rawPayload)).join(' ');
    expect(text).toContain('Buildings and units');
    expect(text).toContain('Typical unit plans');
    expect(text).toContain('Typical plan of A1: 1 hidden');
    // A unit's own report holds its type's plan in its quantities.
    const one = await call('GET', `/api/surveys/${units[2]!.id}/report.pdf`, t.user.cookie);
    expect(one.statusCode).toBe(200);
    expect((await call('GET', `/api/surveys/${type.planSurveyId}/report.pdf`, t.user.cookie)).statusCode).toBe(404);
  }, 120_000);
});

// pdfjs reads the standard fonts' metrics from its own package (else it warns on each page).
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

async function pagesOf(bytes: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}
