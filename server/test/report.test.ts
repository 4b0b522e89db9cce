import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject, buildUser } from './builders';
import { multipart, orientedJpeg, smallPng } from './image-fixtures';
import { signIn, useTestApp } from './harness';

// Real database, real file blob store, photos uploaded through the API: only the clock is the
// server's own.
const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers <East>', description: 'Phase 1 & 2' })).id;
});

const report = (cookie?: string, id = projectId, query = '') => call('GET', `/api/projects/${id}/report${query}`, cookie);

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

describe('GET /api/projects/{id}/report', () => {
  it('answers 401 signed out and 403 while the password must change', async () => {
    expect((await report()).statusCode).toBe(401);
    const gated = await buildUser(ctx.database.db, { companyId: t.company.id, mustChangePassword: true });
    const response = await report(await signIn(ctx.app, gated.email, gated.password));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('answers 404 for another company’s project, exactly as for an unknown one', async () => {
    const other = await report(t.outsider.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const unknown = await report(t.user.cookie, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(other.json());
  });

  it('answers 400 for a malformed id or time zone', async () => {
    expect((await report(t.user.cookie, 'not-a-uuid')).statusCode).toBe(400);
    const badZone = await report(t.user.cookie, projectId, '?tz=Mars%2FOlympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().code).toBe('VALIDATION_FAILED');
  });

  it('streams one self-contained HTML file: summary, sections in type order, forms escaped, photos and markup inline', async () => {
    // Created out of the spec's order, to see the report put them in it.
    const siteMap = await createSurvey('site-map');
    const unit = await createSurvey('unit', { instanceName: 'Unit 101' });
    const mdf = await createSurvey('mdf');
    const hostile = '<script>alert(1)</script>';
    const patched = await call('PATCH', `/api/surveys/${mdf.id}`, t.user.cookie, { formData: { building: hostile, floor: 2, doorName: 'Telecom Room 101' } });
    expect(patched.statusCode).toBe(200);
    const done = await call('PATCH', `/api/surveys/${unit.id}`, t.user.cookie, { formData: { unitNumber: '101', floor: 1 }, isCompleted: true });
    expect(done.statusCode).toBe(200);
    const jpeg = await orientedJpeg();
    const photo = await uploadPhoto(mdf.id, jpeg);
    const png = await smallPng();
    const markup = await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, {
      markupElements: [
        { id: 'm1', type: 'mdf', x: 200, y: 300 },
        { id: 'm2', type: 'custom', x: 600, y: 400, text: '<b>Gate</b>' },
        { id: 'm3', type: 'conduit', x: 200, y: 300, x2: 600, y2: 400 },
      ],
      uploadedImage: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(markup.statusCode).toBe(200);

    const response = await report(t.admin.cookie, projectId, '?tz=America%2FNew_York');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Oak-Towers-East-Survey-Report-\d{4}-\d{2}-\d{2}\.html"; filename\*=UTF-8''Oak-Towers-East-Survey-Report-\d{4}-\d{2}-\d{2}\.html$/,
    );
    // Streamed: no length known up front.
    expect(response.headers['content-length']).toBeUndefined();

    const html = response.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<h1>Oak Towers &lt;East&gt;</h1>');
    expect(html).toContain('Phase 1 &amp; 2');
    expect(html).toContain('Generated by Survey Management System');
    // Self-contained: nothing fetched, nothing run.
    expect(html).not.toMatch(/<script|<link|src="(https?:|\/)/i);

    // Summary: every type counted; site map not a location.
    expect(html).toContain('<td>Main Distribution Frame (MDF)</td><td class="num">1</td><td class="num">0</td>');
    expect(html).toContain('<td>Unit Survey</td><td class="num">1</td><td class="num">1</td>');
    expect(html).toContain('<td>Intermediate Distribution Frame (IDF)</td><td class="num">0</td><td class="num">0</td>');
    expect(html).toContain('1 of 2 locations completed');

    // One section per type with entries, in the spec's order.
    expect([...html.matchAll(/<section class="type-section"[^>]*data-type="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['mdf', 'unit', 'site-map']);

    // The form as the template labels it, the hostile value escaped, never raw.
    expect(html).toContain('<b>1.</b>Building</td><td class="value">&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(html).toContain('<b>2.</b>Floor</td><td class="value">2</td>');
    expect(html).not.toContain(hostile);
    expect(html).toContain('<span class="badge done">Completed · 100%</span>');
    expect(html).toContain(`<code>${mdf.id}</code>`);

    // The photo inline: the display-size JPEG, as the API serves it.
    const display = await call('GET', `/api/photos/${photo.id}`, t.user.cookie);
    const dataUri = `data:image/jpeg;base64,${display.rawPayload.toString('base64')}`;
    expect(html).toContain(`src="${dataUri}"`);
    expect(display.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(html).toContain('<strong>rack.jpg</strong>Basement · Taken');

    // The site map: the shared renderer's SVG over the inline background, labels escaped.
    const siteSection = html.slice(html.indexOf('data-type="site-map"'));
    expect(siteSection).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(siteSection).toContain(`<image href="data:image/png;base64,${png.toString('base64')}"`);
    expect(siteSection).toMatch(/<text[^>]*>MDF<\/text>/);
    expect(siteSection).toContain('&lt;b&gt;Gate&lt;/b&gt;');
    expect(siteSection).not.toContain('<b>Gate');
    expect(siteSection.indexOf('<image')).toBeLessThan(siteSection.indexOf('data-element-id="m1"'));
  });

  it('names the company and the people who worked on it, and dates the last change of anything in it', async () => {
    const mdf = await createSurvey('mdf');
    // The project's own row last changed long ago; the admin edits a location now.
    await ctx.database.db.update(projects).set({ updatedAt: new Date('2026-01-01T00:00:00Z') }).where(eq(projects.id, projectId));
    const edited = await call('PATCH', `/api/surveys/${mdf.id}`, t.admin.cookie, { formData: { rackCount: 2 } });
    expect(edited.statusCode).toBe(200);
    const editedAt = new Date(edited.json().updatedAt as string);
    const html = (await report(t.user.cookie, projectId, '?tz=UTC')).body;
    expect(html).toContain('<dt>Company</dt><dd>Acme Networks</dd>');
    expect(html).toContain('<dt>Surveyors</dt><dd>Ada Admin, Ana Diaz</dd>');
    const shown = (label: string) => new RegExp(`<dt>${label}</dt><dd>([^<]+)</dd>`).exec(html)?.[1];
    const minute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(editedAt).replace(/\u202f/g, ' ');
    expect(shown('Last updated')).toBe(`${minute} (UTC)`);
  });

  it('reports a project without surveys, titled Project when its name has no usable letters', async () => {
    const bare = await buildProject(ctx.database.db, { companyId: t.company.id, name: '¿¿' });
    const response = await report(t.user.cookie, bare.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="Project-Survey-Report-\d{4}-\d{2}-\d{2}\.html"/);
    expect(response.body).toContain('0 of 0 locations completed');
    expect(response.body).not.toContain('class="type-section"');
  });

  it('lists the design checks before the quantities: errors, then warnings, with where each is and why (as GET /checks)', async () => {
    const siteMap = await createSurvey('site-map');
    const saved = await call('PATCH', `/api/surveys/${siteMap.id}`, t.user.cookie, {
      markupScale: 1,
      markupElements: [
        { id: 'near', type: 'conduit', kind: 'cat6', x: 0, y: 400, x2: 280, y2: 400 },
        { id: 'long', type: 'conduit', kind: 'cat6', x: 0, y: 100, x2: 300, y2: 100 },
        { id: 'a', type: 'ap', x: 0, y: 100, tag: 'AP1' },
        { id: 'b', type: 'ap', x: 300, y: 100 },
        { id: 'c', type: 'ap', x: 0, y: 400 },
        { id: 'd', type: 'ap', x: 280, y: 400 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const checks = (await call('GET', `/api/projects/${projectId}/checks`, t.user.cookie)).json() as { message: string }[];
    const body = (await report(t.user.cookie)).body;
    const section = body.slice(body.indexOf('<section class="checks"'), body.indexOf('<section class="quantities"'));
    expect(section).toContain('<h2 id="checks-title">Design checks</h2>');
    const rows = [...section.matchAll(/<tr><td class="(error|warning)">[^<]*<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((row) => [row[1], row[2], row[3]]);
    expect(rows).toEqual([
      ['error', 'Site Map Markup 1 · Cat6 run', checks[0]!.message],
      ['warning', 'Site Map Markup 1 · Cat6 run', checks[1]!.message],
    ]);
    expect(rows[0]![2]).toContain('300.0 ft (91.4 m) with allowances: longer than the 90 m (295 ft)');
  });

  it('says the drawings pass every check when nothing is found', async () => {
    const body = (await report(t.user.cookie)).body;
    expect(body).toContain('<h2 id="checks-title">Design checks</h2><p class="none">The drawings pass every check');
  });

  it('lets root report any company’s project', async () => {
    expect((await report(t.root.cookie)).statusCode).toBe(200);
  });
});
