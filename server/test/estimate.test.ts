import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

// Issue 28 (DESIGN §17): price lists and the estimate, the quantities times the prices.

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

const companyList = {
  markupPercent: 15,
  items: [
    { item: 'cat6', unit: 'ft', material: 0.5, labour: 0.75 },
    { item: 'DJ', unit: 'each', material: 4.5, labour: 12, accessories: [{ name: 'Faceplate', perItem: 1, material: 1.25, labour: 0 }, { name: 'Keystone', perItem: 2, material: 3, labour: 1 }] },
  ],
};

async function drawUnit() {
  const unit = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', formData: { unitNumber: '204', floor: 2 } });
  const plan = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'unit', unitSurveyId: unit.json().id });
  const saved = await call('PATCH', `/api/surveys/${plan.json().id}`, t.user.cookie, {
    // 1,000 units at 0.1 ft: 100 ft of Cat6 drawn; three data jacks and a media cabinet.
    markupScale: 0.1,
    markupElements: [
      { id: 'r', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 1000, y2: 0 },
      { id: 'j1', type: 'idf', x: 0, y: 0 },
      { id: 'j2', type: 'idf', x: 10, y: 0 },
      { id: 'j3', type: 'idf', x: 20, y: 0 },
      { id: 'mc', type: 'mdf', x: 1000, y: 0 },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // 2 ft of slack per end and 10 % waste: (100 + 4) × 1.1 = 114.4 ft.
  const allowances = await call('PATCH', `/api/projects/${projectId}`, t.user.cookie, { quantityAllowances: { slackFeetPerEnd: 2, wastePercent: 10 } });
  expect(allowances.statusCode, allowances.body).toBe(200);
}

describe('price lists', () => {
  it('lets the company’s admins set its list, its members read it, and keeps it from another company (404)', async () => {
    expect((await call('GET', `/api/companies/${t.company.id}/price-list`, t.user.cookie)).json()).toEqual({ markupPercent: 0, items: [] });
    expect((await call('PUT', `/api/companies/${t.company.id}/price-list`, t.user.cookie, companyList)).statusCode).toBe(403);
    const put = await call('PUT', `/api/companies/${t.company.id}/price-list`, t.admin.cookie, companyList);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(companyList);
    expect((await call('GET', `/api/companies/${t.company.id}/price-list`, t.user.cookie)).json()).toEqual(companyList);
    expect((await call('GET', `/api/companies/${t.company.id}/price-list`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/companies/${t.company.id}/price-list`, t.outsiderAdmin.cookie, companyList)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}/price-list`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}/estimate`, t.outsider.cookie)).statusCode).toBe(404);
  });

  it('refuses a list that is not one (400)', async () => {
    const bad = [
      { items: [] },
      { markupPercent: -1, items: [] },
      { markupPercent: 0, items: [{ item: 'cat6', unit: 'm', material: 1, labour: 1 }] },
      { markupPercent: 0, items: [{ item: 'cat6', unit: 'ft', material: -1, labour: 1 }] },
      { markupPercent: 0, items: [{ item: 'cat6', unit: 'ft', material: 1, labour: 1 }, { item: 'cat6', unit: 'ft', material: 2, labour: 1 }] },
      { markupPercent: 0, items: [{ item: 'DJ', unit: 'each', material: 1, labour: 1, accessories: [{ name: 'Plate', perItem: 0, material: 1, labour: 0 }] }] },
    ];
    for (const body of bad) {
      const answer = await call('PUT', `/api/companies/${t.company.id}/price-list`, t.admin.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('PUT', `/api/projects/${projectId}/price-list`, t.admin.cookie, { markupPercent: 'ten', items: [] })).statusCode).toBe(400);
  });
});

describe('GET /api/projects/{id}/estimate', () => {
  it('is the quantities times the prices, accessories as lines, an unpriced item blank, with markup', async () => {
    await drawUnit();
    await call('PUT', `/api/companies/${t.company.id}/price-list`, t.admin.cookie, companyList);
    const quantities = (await call('GET', `/api/projects/${projectId}/quantities`, t.user.cookie)).json();
    const answer = await call('GET', `/api/projects/${projectId}/estimate`, t.user.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const estimate = answer.json();
    // The estimate's feet are the quantities' feet, allowances included.
    expect(quantities.runs[0].feet).toBe(114.4);
    expect(estimate.lines.map((l: Record<string, unknown>) => [l.item, l.name, l.quantity, l.unit, l.material, l.labour, l.total])).toEqual([
      ['cat6', 'Cat6', 114.4, 'ft', 57.2, 85.8, 143],
      ['MC', 'Media Cabinet', 1, 'each', null, null, null],
      ['DJ', 'Data Jack', 3, 'each', 13.5, 36, 49.5],
      ['DJ/Faceplate', 'Faceplate', 3, 'each', 3.75, 0, 3.75],
      ['DJ/Keystone', 'Keystone', 6, 'each', 18, 6, 24],
    ]);
    expect(estimate).toMatchObject({ subtotal: 220.25, markupPercent: 15, markup: 33.04, total: 253.29, unpriced: ['MC'] });
  });

  it('takes the project’s items over the company’s, one by one, and its markup when it sets one', async () => {
    await drawUnit();
    await call('PUT', `/api/companies/${t.company.id}/price-list`, t.admin.cookie, companyList);
    expect((await call('PUT', `/api/projects/${projectId}/price-list`, t.user.cookie, { markupPercent: null, items: [] })).statusCode).toBe(403);
    const own = { markupPercent: 10, items: [{ item: 'MC', unit: 'each', material: 200, labour: 80 }] };
    const put = await call('PUT', `/api/projects/${projectId}/price-list`, t.admin.cookie, own);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', `/api/projects/${projectId}/price-list`, t.user.cookie)).json()).toEqual(own);
    const estimate = (await call('GET', `/api/projects/${projectId}/estimate`, t.user.cookie)).json();
    expect(estimate.lines.find((l: { item: string }) => l.item === 'MC')).toMatchObject({ material: 200, labour: 80, total: 280 });
    // 220.25 + 280 = 500.25; 10 %: 50.03 (50.025 to the cent).
    expect(estimate).toMatchObject({ subtotal: 500.25, markupPercent: 10, markup: 50.03, total: 550.28, unpriced: [] });
    // Empty again: the company's.
    await call('PUT', `/api/projects/${projectId}/price-list`, t.admin.cookie, { markupPercent: null, items: [] });
    expect((await call('GET', `/api/projects/${projectId}/estimate`, t.user.cookie)).json().total).toBe(253.29);
  });

  it('downloads as CSV and as an Excel workbook, by ?format= and by file name', async () => {
    await drawUnit();
    await call('PUT', `/api/companies/${t.company.id}/price-list`, t.admin.cookie, companyList);
    for (const url of [`/api/projects/${projectId}/estimate?format=csv`, `/api/projects/${projectId}/estimate.csv`]) {
      const csv = await call('GET', url, t.user.cookie);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain('estimate.csv');
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Section,Item,Name,Quantity,Unit,Unit material,Unit labour,Material,Labour,Total,Note');
      expect(lines).toContain('Cabling and pathways,cat6,Cat6,114.4,ft,0.5,0.75,57.2,85.8,143,');
      expect(lines).toContain('Devices and equipment,MC,Media Cabinet,1,each,,,,,,');
      expect(lines.at(-1)).toBe('Total,,,,,,,,,253.29,');
    }
    for (const url of [`/api/projects/${projectId}/estimate?format=xlsx`, `/api/projects/${projectId}/estimate.xlsx`]) {
      const xlsx = await call('GET', url, t.user.cookie);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Estimate')!;
      expect(sheet.getRow(2).values).toEqual([undefined, 'Cabling and pathways', 'cat6', 'Cat6', 114.4, 'ft', 0.5, 0.75, 57.2, 85.8, 143]);
      expect(sheet.getRow(sheet.rowCount).getCell(10).value).toBe(253.29);
    }
    expect((await call('GET', `/api/projects/${projectId}/estimate?format=pdf`, t.user.cookie)).statusCode).toBe(400);
  });
});
