import { inflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildBuilding, buildProject } from './builders';
import { useTestApp } from './harness';
import { multipart, noisyJpeg } from './image-fixtures';

// Issue 28 (DESIGN §17): the owner's proposal, beside the crew's report.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers', description: '300 apartments in one building' })).id;
});

/** The PDF's pages, images and text (pdfkit writes the standard fonts' text as hex strings in deflated streams). */
function readPdf(bytes: Buffer) {
  const raw = bytes.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const images = raw.match(/\/Subtype \/Image/g)?.length ?? 0;
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      text += ' ';
    } catch {
      // Not deflated text (an image).
    }
  }
  return { pages, images, text };
}

async function uploadPhoto(surveyId: string, label: string) {
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await noisyJpeg(400, 300) }, fields: { elevationLevel: '1' } });
  const answer = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { 'content-type': body.contentType, cookie: t.user.cookie }, payload: body.payload });
  expect(answer.statusCode, answer.body).toBe(201);
  const labelled = await call('PUT', `/api/photos/${answer.json().id}`, t.user.cookie, { label });
  expect(labelled.statusCode, labelled.body).toBe(200);
  return labelled.json() as { id: string; version: number; starred: boolean };
}

describe('GET /api/projects/{id}/proposal.pdf', () => {
  it('is 2-6 pages for a 300-unit property: company, scope per building, site map, starred photos only, totals by section, terms', async () => {
    const type = await call('POST', `/api/projects/${projectId}/unit-types`, t.user.cookie, { name: '2BR' });
    const { id: unitTypeId, planSurveyId } = type.json() as { id: string; planSurveyId: string };
    await call('PATCH', `/api/surveys/${planSurveyId}`, t.user.cookie, {
      markupScale: 0.1,
      markupElements: [
        { id: 'mc', type: 'mdf', x: 0, y: 0 },
        { id: 'dj', type: 'idf', x: 400, y: 0 },
        { id: 'run', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 400, y2: 0 },
      ],
    });
    const building = await buildBuilding(ctx.database.db, { companyId: t.company.id, projectId, name: 'A', lowestFloor: 1, highestFloor: 10 });
    const units = await call('POST', `/api/projects/${projectId}/units/bulk`, t.user.cookie, { buildingId: building.id, floors: { from: 1, to: 10 }, unitsPerFloor: 30, numbering: '{floor}{index:02}', unitTypeId });
    expect(units.json().created, units.body).toBe(300);
    const siteMap = (await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'site-map' })).json().id as string;
    await call('PATCH', `/api/surveys/${siteMap}`, t.user.cookie, { markupScale: 1, markupElements: [{ id: 'm', type: 'mdf', x: 100, y: 100 }, { id: 'f', type: 'conduit', kind: 'fiber', x: 100, y: 100, x2: 600, y2: 100 }] });

    const chosen = await uploadPhoto(siteMap, 'Main entrance');
    await uploadPhoto(siteMap, 'Not for the owner');
    expect(chosen.starred).toBe(false);
    // Starring is no label change: the label's version stays.
    const starred = await call('PUT', `/api/photos/${chosen.id}`, t.user.cookie, { starred: true });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json()).toMatchObject({ starred: true, label: 'Main entrance', version: chosen.version });

    await call('PUT', `/api/companies/${t.company.id}/price-list`, t.admin.cookie, { markupPercent: 10, items: [{ item: 'cat6', unit: 'ft', material: 0.5, labour: 0.5 }, { item: 'DJ', unit: 'each', material: 10, labour: 20 }] });
    const terms = await call('PUT', `/api/companies/${t.company.id}/proposal-settings`, t.admin.cookie, { terms: 'Valid for 30 days.\n\nPayment net 30.' });
    expect(terms.statusCode, terms.body).toBe(200);

    const answer = await call('GET', `/api/projects/${projectId}/proposal.pdf`, t.user.cookie);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('Proposal.pdf');
    const pdf = readPdf(answer.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.pages).toBeLessThanOrEqual(6);
    // The site map and the one starred photo.
    expect(pdf.images).toBe(2);
    expect(pdf.text).toContain('Acme Networks');
    expect(pdf.text).toContain('Oak Towers');
    // 300 units × 40 ft of Cat6 and one data jack each.
    expect(pdf.text).toContain('Building A (300 units): furnish and install 12,000 ft of Cat6 (300 runs)');
    // 12,000 ft × $1 + 300 × $30 = $21,000; 10 %: $2,100; $23,100.
    expect(pdf.text).toContain('$23,100.00');
    expect(pdf.text).toContain('Not priced yet');
    expect(pdf.text).toContain('Payment net 30.');
    expect(pdf.text).not.toContain('Not for the owner');
    // The owner's proposal leaves the crew's design checks out (the site map's fiber run has a loose end).
    expect((await call('GET', `/api/projects/${projectId}/checks`, t.user.cookie)).json()).not.toEqual([]);
    expect(pdf.text).not.toContain('Design checks');
  });

  it('keeps another company’s proposal and settings out of sight, lets only admins set terms, refuses bad terms', async () => {
    expect((await call('GET', `/api/projects/${projectId}/proposal.pdf`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${t.company.id}/proposal-settings`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${t.company.id}/proposal-settings`, t.user.cookie)).json()).toEqual({ terms: null });
    expect((await call('PUT', `/api/companies/${t.company.id}/proposal-settings`, t.user.cookie, { terms: 'x' })).statusCode).toBe(403);
    for (const body of [{}, { terms: 5 }, { terms: 'x'.repeat(20_001) }]) {
      const answer = await call('PUT', `/api/companies/${t.company.id}/proposal-settings`, t.admin.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await call('GET', `/api/projects/${projectId}/proposal.pdf`, t.user.cookie);
    expect(empty.statusCode).toBe(200);
    expect(readPdf(empty.rawPayload).text).toContain('The survey has no drawings yet.');
  });
});
