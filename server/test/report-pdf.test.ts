import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { multipart, orientedJpeg, smallPng } from './image-fixtures';
import { useTestApp } from './harness';

// The report as a PDF (issue 16): read back with a PDF parser, page by page.
const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers East', description: 'Phase 1 & 2' })).id;
});

const pdf = (cookie?: string, id = projectId, query = '') => call('GET', `/api/projects/${id}/report.pdf${query}`, cookie);

async function createSurvey(locationType: string, extra: object = {}) {
  const response = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; version: number };
}

async function uploadPhoto(surveyId: string, bytes: Buffer) {
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes }, fields: { elevationLevel: '-1' } });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/surveys/${surveyId}/photos`,
    headers: { 'content-type': body.contentType, cookie: t.user.cookie },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

// pdfjs reads the standard fonts' metrics from its own package (else it warns on each page).
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The PDF's pages as text, one string per page. */
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

describe('GET /api/projects/{id}/report.pdf', () => {
  it('answers 401 signed out, 404 for another company’s project exactly as for an unknown one, 400 for a bad time zone', async () => {
    expect((await pdf()).statusCode).toBe(401);
    const other = await pdf(t.outsider.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const unknown = await pdf(t.user.cookie, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(other.json());
    expect((await pdf(t.user.cookie, projectId, '?tz=Mars%2FOlympus')).statusCode).toBe(400);
  });

  it('gives a valid PDF for a project without surveys: the cover, the summary and the quantities', async () => {
    const response = await pdf(t.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pagesOf(response.rawPayload);
    expect(pages[0]).toContain('Oak Towers East');
    expect(pages[0]).toContain('0 of 0 locations completed');
    expect(pages.at(-1)).toContain('Quantities');
    expect(pages.at(-1)).toContain('Nothing is drawn on the plans yet.');
  });

  it('draws the cover, each location with its form, drawing and photos, a page per type, and the quantities', async () => {
    const siteMap = await createSurvey('site-map');
    const unit = await createSurvey('unit', { instanceName: 'Unit 101' });
    const mdf = await createSurvey('mdf');
    expect((await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData: { building: 'North Wing', floor: 2, doorName: 'Telecom Room 101' } })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/surveys/${unit.id}`, t.user.cookie, { formData: { unitNumber: '101', floor: 1 }, isCompleted: true })).statusCode).toBe(200);
    await uploadPhoto(mdf.id, await orientedJpeg());
    const png = await smallPng();
    const markup = await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, {
      markupElements: [
        { id: 'm1', type: 'mdf', x: 200, y: 300 },
        { id: 'm3', type: 'conduit', x: 200, y: 300, x2: 600, y2: 400 },
      ],
      uploadedImage: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(markup.statusCode).toBe(200);

    const response = await pdf(t.admin.cookie, projectId, '?tz=America%2FNew_York');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Oak-Towers-East-Survey-Report-\d{4}-\d{2}-\d{2}\.pdf";/);
    expect(response.headers['content-length']).toBeUndefined();
    const pages = await pagesOf(response.rawPayload);
    const all = pages.join('\n');

    // Cover: the project, its company, status, times in the reader's zone.
    expect(pages[0]).toContain('Oak Towers East');
    expect(pages[0]).toContain(t.company.name);
    expect(pages[0]).toContain('Status');
    expect(pages[0]).toMatch(/\((EST|EDT)\)/);
    expect(pages[0]).toContain('1 of 2 locations completed');

    // A page per type, in the spec's order: MDF, then units, then the site map, then the quantities.
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    expect(pageOf('Main Distribution Frame (MDF) 1 entry')).toBeGreaterThan(0);
    expect(pageOf('Unit Survey 1 entry')).toBeGreaterThan(pageOf('Main Distribution Frame (MDF) 1 entry'));
    expect(pageOf('Site Map Markup 1 entry')).toBeGreaterThan(pageOf('Unit Survey 1 entry'));

    // Each location by name with its form values, the photo's caption.
    expect(all).toContain('MDF 1');
    expect(all).toContain('North Wing');
    expect(all).toContain('Telecom Room 101');
    expect(all).toContain('Unit 101');
    expect(all).toContain('Completed · 100%');
    expect(all).toContain('PHOTOS (1)');
    expect(all).toContain('2. Floor 2');
    expect(all).toContain('rack.jpg');
    expect(all).toContain('Basement');
    // The site map drawn, with its legend.
    expect(all).toMatch(/Site map markup · 2 elements/);
    expect(all).toMatch(/MDF — .*× 1/);

    // The quantities end it.
    expect(pages.at(-1)).toContain('Quantities');
    expect(pages.at(-1)).toContain('Generated by Survey Management System');

    // More locations, more pages.
    for (let n = 0; n < 4; n++) await createSurvey('idf');
    const bigger = await pagesOf((await pdf(t.admin.cookie)).rawPayload);
    expect(bigger.length).toBeGreaterThan(pages.length);
    expect(bigger.join('\n')).toContain('IDF 4');
  });

  it('leaves out a field hidden by its condition and draws a repeat group as a table', async () => {
    const fields = [
      { name: 'building', label: 'Building', type: 'text' },
      { name: 'hasRiser', label: 'Riser present', type: 'select', options: ['Yes', 'No'] },
      { name: 'riserSize', label: 'Riser size', type: 'text', visibleWhen: { field: 'hasRiser', equals: 'Yes' } },
      {
        name: 'cables',
        label: 'Cables',
        type: 'repeat',
        fields: [
          { name: 'kind', label: 'Cable kind', type: 'select', options: ['Cat6', 'Fiber'] },
          { name: 'count', label: 'Strands', type: 'number' },
        ],
      },
    ];
    const template = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'MDF with cables', locationType: 'mdf', fields, isDefault: true });
    expect(template.statusCode, template.body).toBe(200);
    const mdf = await createSurvey('mdf', { templateId: template.json().id });
    const formData = { building: 'North Wing', hasRiser: 'No', riserSize: 'Hidden Size 42', cables: [{ kind: 'Fiber', count: 144 }, { kind: 'Cat6', count: 24 }] };
    const saved = await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData });
    expect(saved.statusCode, saved.body).toBe(200);
    const all = (await pagesOf((await pdf(t.admin.cookie)).rawPayload)).join('\n');
    expect(all).toContain('1. Building North Wing');
    expect(all).toContain('2. Riser present No');
    expect(all).not.toContain('Riser size');
    expect(all).not.toContain('Hidden Size 42');
    expect(all).toContain('3. Cables 2 items');
    expect(all).toMatch(/# Cable kind Strands 1 Fiber 144 2 Cat6 24/);
  });
});

describe('the design checks in the crew report PDF', () => {
  it('lists the design checks on a page of their own before the quantities, errors first; one location’s report only its own drawings’', async () => {
    const siteMap = await createSurvey('site-map');
    const unit = await createSurvey('unit', { instanceName: 'Unit 101' });
    expect((await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, { markupScale: 1, markupElements: [{ id: 'loose', type: 'conduit', kind: 'fiber', x: 0, y: 0, x2: 50, y2: 0 }] })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/surveys/${unit.id}`, t.user.cookie, { markupScale: 1, markupElements: [{ id: 'long', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 300, y2: 0 }] })).statusCode).toBe(200);

    const pages = await pagesOf((await pdf(t.user.cookie)).rawPayload);
    const checksPage = pages.findIndex((page) => page.startsWith('Design checks'));
    expect(checksPage).toBeGreaterThan(0);
    expect(pages.findIndex((page) => page.startsWith('Quantities'))).toBe(checksPage + 1);
    const page = pages[checksPage]!;
    expect(page).toContain('Severity Where Finding');
    const firstError = page.indexOf('Error Unit 101 · Cat6 run 300.0 ft (91.4 m) with allowances: longer than the 90 m');
    expect(firstError).toBeGreaterThan(0);
    // Both runs' loose ends are warnings, after the error.
    expect(page.indexOf('Warning Site Map Markup 1 · Fiber run Neither end of this run is on a marker')).toBeGreaterThan(firstError);
    expect(page.indexOf('Warning Unit 101 · Cat6 run Neither end of this run is on a marker')).toBeGreaterThan(firstError);

    const one = (await pagesOf((await call('GET', `/api/surveys/${unit.id}/report.pdf`, t.user.cookie)).rawPayload)).join('\n');
    expect(one).toContain('Error Unit 101 · Cat6 run 300.0 ft');
    expect(one).not.toContain('Fiber run');
  });
});

describe('GET /api/surveys/{id}/report.pdf', () => {
  it('gives one location: its form and photos, not the other locations', async () => {
    const mdf = await createSurvey('mdf');
    await createSurvey('idf', { instanceName: 'Closet Nine' });
    expect((await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData: { building: 'North Wing' } })).statusCode).toBe(200);
    await uploadPhoto(mdf.id, await orientedJpeg());
    const response = await call('GET', `/api/surveys/${mdf.id}/report.pdf`, t.user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="Oak-Towers-East-MDF-1-Survey-Report-\d{4}-\d{2}-\d{2}\.pdf"/);
    const all = (await pagesOf(response.rawPayload)).join('\n');
    expect(all).toContain('LOCATION REPORT');
    expect(all).toContain('North Wing');
    expect(all).toContain('rack.jpg');
    expect(all).toContain('Quantities');
    expect(all).not.toContain('Closet Nine');

    expect((await call('GET', `/api/surveys/${mdf.id}/report.pdf`, t.outsider.cookie)).statusCode).toBe(404);
  });
});
