import { beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';
import { multipart, noisyJpeg } from './image-fixtures';

// Issue 16: a location type's spreadsheet, GET /api/projects/{id}/exports/{type}.csv and .xlsx:
// a row per location, its template's fields as columns, repeat groups in a linked sheet, photo
// counts and links, the identifiers of the markers that stand for it.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const FIELDS = [
  { name: 'building', label: 'Building', type: 'text', required: true },
  { name: 'floor', label: 'Floor', type: 'number', required: true, min: -10 },
  {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    fields: [
      { name: 'kind', label: 'Type', type: 'select', options: ['Cat6', 'Fiber'] },
      { name: 'count', label: 'Count', type: 'number' },
    ],
  },
];

let t: Tenants;
let projectId: string;
let mdfId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  const template = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'MDF cables', locationType: 'mdf', fields: FIELDS, isDefault: true });
  expect(template.statusCode, template.body).toBe(200);
  const mdf = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', instanceName: 'MDF North' });
  mdfId = mdf.json().id;
  await call('PATCH', `/api/surveys/${mdfId}`, t.user.cookie, { formData: { building: 'A', floor: -1, cables: [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2 }] } });
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await noisyJpeg(200, 150) }, fields: { elevationLevel: '-1' } });
  const photo = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${mdfId}/photos`, headers: { 'content-type': body.contentType, cookie: t.user.cookie }, payload: body.payload });
  expect(photo.statusCode).toBe(201);
  // The site map's MDF marker stands for it.
  const siteMap = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'site-map' });
  await call('PATCH', `/api/surveys/${siteMap.json().id}`, t.user.cookie, { markupElements: [{ id: 'm', type: 'mdf', x: 10, y: 10, linkedSurveyId: mdfId }] });
});

describe('GET /api/projects/{id}/exports/{type}', () => {
  it('answers a CSV a spreadsheet opens: one row per location, the fields as columns, the marker named', async () => {
    const answer = await call('GET', `/api/projects/${projectId}/exports/mdf.csv`, t.user.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="Oak-Towers-mdf-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Oak-Towers-mdf-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = answer.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Location id,Location,Completed,Progress %,Created,Updated,Building (building),Floor (floor),Cables (cables),Photos,Photo links,Markers');
    expect(lines).toHaveLength(2);
    const row = lines[1]!;
    expect(row).toContain(`${mdfId},MDF North,No,`);
    expect(row).toContain(',A,-1,"Type: Cat6, Count: 24 | Type: Fiber, Count: 2",1,http://localhost:80/api/photos/');
    expect(row.endsWith(',MDF-1')).toBe(true);
  });

  it('answers an xlsx workbook with the repeat group in a linked sheet', async () => {
    const answer = await call('GET', `/api/projects/${projectId}/exports/mdf.xlsx`, t.user.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['MDF', 'MDF Cables']);
    const main = workbook.getWorksheet('MDF')!;
    expect(main.getRow(1).values).toEqual([undefined, 'Location id', 'Location', 'Completed', 'Progress %', 'Created', 'Updated', 'Building (building)', 'Floor (floor)', 'Cables (cables)', 'Photos', 'Photo links', 'Markers']);
    expect(main.getRow(2).getCell(8).value).toBe(-1);
    expect(main.getRow(2).getCell(9).value).toBe(2);
    const cables = workbook.getWorksheet('MDF Cables')!;
    expect([2, 3].map((n) => (cables.getRow(n).values as unknown[]).slice(1))).toEqual([
      [mdfId, 'MDF North', 1, 'Cat6', 24],
      [mdfId, 'MDF North', 2, 'Fiber', 2],
    ]);
  });

  it('refuses an unknown type or format with the catalogue’s 400, and is another company’s 404', async () => {
    for (const file of ['attic.csv', 'mdf.pdf', 'mdf']) {
      const refused = await call('GET', `/api/projects/${projectId}/exports/${file}`, t.user.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', `/api/projects/${projectId}/exports/mdf.csv`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
  });
});
