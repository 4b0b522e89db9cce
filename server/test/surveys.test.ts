import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/database';
import { surveys } from '../db/schema';
import { SurveyConflictDetails } from '../../common/schemas/surveys';
import { buildTenants, type Tenants } from './actors';
import { buildProject, buildSurvey, buildUser } from './builders';
import { signIn, useTestApp } from './harness';

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

const createMdf = async (cookie = t.user.cookie, extra: object = {}) => {
  const response = await call('POST', `/api/projects/${projectId}/surveys`, cookie, { locationType: 'mdf', formData: {}, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe('survey routes', () => {
  it('answer 401 signed out and 403 while the password must change', async () => {
    const id = randomUUID();
    const routes: [Method, string][] = [
      ['GET', `/api/projects/${projectId}/surveys`],
      ['POST', `/api/projects/${projectId}/surveys`],
      ['POST', '/api/surveys'],
      ['GET', `/api/surveys/${id}`],
      ['PATCH', `/api/surveys/${id}`],
      ['DELETE', `/api/surveys/${id}`],
    ];
    const gated = await buildUser(ctx.database.db, { companyId: t.company.id, mustChangePassword: true });
    const gatedCookie = await signIn(ctx.app, gated.email, gated.password);
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PATCH' ? { locationType: 'mdf' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, gatedCookie, payload)).statusCode).toBe(403);
    }
  });

  it('another company’s project and survey are 404 to read and change, and 424 to create in', async () => {
    const survey = await createMdf();
    expect((await call('GET', `/api/projects/${projectId}/surveys`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/projects/${projectId}/surveys`, t.outsider.cookie, { locationType: 'mdf' })).statusCode).toBe(424);
    expect((await call('POST', '/api/surveys', t.outsider.cookie, { projectId, locationType: 'mdf' })).statusCode).toBe(424);
    expect((await call('GET', `/api/surveys/${survey.id}`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.outsider.cookie, { formData: { building: 'X' } })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/surveys/${survey.id}`, t.outsiderAdmin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/surveys/${survey.id}`, t.root.cookie)).statusCode).toBe(200);
  });

  it('bad input is 400 with the failing field', async () => {
    const bad = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'garage' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('body.locationType');
    expect((await call('POST', '/api/surveys', t.user.cookie, { locationType: 'mdf' })).statusCode).toBe(400);
    const survey = await createMdf();
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { floor: { nested: true } } })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { isCompleted: 'yes' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { markupElements: [{ id: 'a', type: 'laser', x: 1, y: 2 }] })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { extra: 1 })).statusCode).toBe(400);
  });

  it('creates against the default template, numbering instances per project and type', async () => {
    const first = await createMdf();
    const second = await createMdf();
    const idf = await call('POST', '/api/surveys', t.user.cookie, { projectId, locationType: 'idf', locationId: 'idf-1', formData: {}, instanceName: 'Closet B', isCompleted: false, progress: 77 });
    expect(first).toMatchObject({ locationType: 'mdf', instanceNumber: 1, instanceName: 'MDF 1', isCompleted: false, progress: 0, version: 1, photos: [], uploadedImage: null });
    expect(first.locationId).toMatch(/^mdf-\d+$/);
    expect(second.instanceNumber).toBe(2);
    expect(idf.json()).toMatchObject({ instanceNumber: 1, instanceName: 'Closet B', locationId: 'idf-1', progress: 0 });
    const template = (await call('GET', '/api/survey-templates/mdf/default', t.user.cookie)).json();
    expect(first.templateId).toBe(template.id);
    expect(first.templateVersion).toBe(template.version);
    const list = (await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json();
    expect(list.map((s: { instanceName: string }) => s.instanceName)).toEqual(['Closet B', 'MDF 1', 'MDF 2']);
  });

  it('computes progress from the template’s required fields and ignores the client’s', async () => {
    const survey = await createMdf();
    const template = (await call('GET', '/api/survey-templates/mdf/default', t.user.cookie)).json();
    const required = template.fields.filter((f: { required: boolean }) => f.required);
    expect(required.length).toBeGreaterThan(2);
    const firstField = required[0];
    const patched = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, {
      formData: { [firstField.name]: firstField.type === 'select' ? firstField.options[0] : firstField.type === 'number' ? 0 : 'Main' },
      progress: 100,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().progress).toBe(Math.round(100 / required.length));
    const full = Object.fromEntries(
      required.map((f: { name: string; type: string; options?: string[] }) => [f.name, f.type === 'select' ? f.options![0] : f.type === 'number' ? 3 : 'x']),
    );
    const done = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: full, isCompleted: true });
    expect(done.json()).toMatchObject({ progress: 100, isCompleted: true });
    const blanked = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { formData: { [firstField.name]: null } });
    expect(blanked.json().progress).toBe(Math.round((100 * (required.length - 1)) / required.length));
    expect(blanked.json().formData).not.toHaveProperty(firstField.name);
  });

  it('a create in a project that is not there (missing, deleted, another company’s) answers 424 PARENT_NOT_FOUND, the same for all three', async () => {
    const deleted = await buildProject(ctx.database.db, { companyId: t.company.id });
    expect((await call('DELETE', `/api/projects/${deleted.id}`, t.admin.cookie)).statusCode).toBe(204);
    const theirs = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const answers = [];
    for (const id of [randomUUID(), deleted.id, theirs.id]) {
      for (const response of [
        await call('POST', `/api/projects/${id}/surveys`, t.user.cookie, { id: randomUUID(), locationType: 'unit' }),
        await call('POST', '/api/surveys', t.user.cookie, { projectId: id, locationType: 'unit' }),
      ]) {
        answers.push(`${response.statusCode} ${response.json().code} ${response.json().message}`);
      }
    }
    expect(new Set(answers)).toEqual(new Set(['424 PARENT_NOT_FOUND The project or survey this belongs to is not on the server (yet).']));
    expect((await call('GET', `/api/projects/${theirs.id}/surveys`, t.outsider.cookie)).json()).toEqual([]);
    // Root too: a project that does not exist is not there yet.
    expect((await call('POST', '/api/surveys', t.root.cookie, { projectId: randomUUID(), locationType: 'unit' })).statusCode).toBe(424);
  });

  it('documents 424 on the three routes that create under a parent', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const [path, method] of [['/api/projects/{id}/surveys', 'post'], ['/api/surveys', 'post'], ['/api/surveys/{id}/photos', 'post']] as const) {
      expect(Object.keys(doc.paths[path]![method]!.responses), `${method} ${path}`).toContain('424');
    }
  });

  it('a repeated create with the same id returns the existing survey', async () => {
    const id = randomUUID();
    const first = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { id, locationType: 'unit' });
    const again = await call('POST', '/api/surveys', t.user.cookie, { id, projectId, locationType: 'unit' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    expect((await call('GET', `/api/projects/${projectId}/surveys`, t.user.cookie)).json()).toHaveLength(1);
  });

  it('keeps both of two patches to different fields, even from stale versions', async () => {
    const survey = await createMdf();
    const a = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { baseVersion: 1, formData: { building: 'North' } });
    const b = await call('PATCH', `/api/surveys/${survey.id}`, t.admin.cookie, { baseVersion: 1, formData: { doorName: 'B12' } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const stored = (await call('GET', `/api/surveys/${survey.id}`, t.user.cookie)).json();
    expect(stored.formData).toEqual({ building: 'North', doorName: 'B12' });
    expect(stored.version).toBe(3);
  });

  it('answers 409 with the current survey when a stale patch changes a field changed since', async () => {
    const survey = await createMdf();
    await call('PATCH', `/api/surveys/${survey.id}`, t.admin.cookie, { baseVersion: 1, formData: { building: 'Theirs' } });
    const stale = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { baseVersion: 1, formData: { building: 'Mine', floor: 2 } });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.code).toBe('VERSION_CONFLICT');
    expect(body.details.fields).toEqual(['building']);
    expect(body.details.survey.formData.building).toBe('Theirs');
    // Nothing of the refused patch was applied.
    const stored = (await call('GET', `/api/surveys/${survey.id}`, t.user.cookie)).json();
    expect(stored.formData).toEqual({ building: 'Theirs' });
    // Resolving it: the same change based on the current version goes through.
    const resolved = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { baseVersion: stored.version, formData: { building: 'Mine', floor: 2 } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().formData).toEqual({ building: 'Mine', floor: 2 });
  });

  it('answers 409 for a stale markup write', async () => {
    const survey = await createMdf();
    const element = { id: 'e1', type: 'mdf', x: 100, y: 200 };
    await call('PATCH', `/api/surveys/${survey.id}`, t.admin.cookie, { baseVersion: 1, markupElements: [element] });
    const stale = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { baseVersion: 1, markupElements: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.markup).toBe(true);
    // The server named the marker (issue 13: markers are records).
    expect((await call('GET', `/api/surveys/${survey.id}`, t.user.cookie)).json().markupElements).toEqual([{ ...element, tag: 'MDF-1' }]);
  });

  it('switches the template a survey is filled against', async () => {
    const survey = await createMdf();
    const templates = (await call('GET', '/api/survey-templates?locationType=mdf', t.user.cookie)).json();
    const extended = templates.find((tpl: { isDefault: boolean }) => !tpl.isDefault);
    const switched = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { templateId: extended.id, formData: { building: 'A', floor: 1, door_name: 'D1' } });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().templateId).toBe(extended.id);
    expect(switched.json().progress).toBe(100);
    const unitTemplate = (await call('GET', '/api/survey-templates/unit/default', t.user.cookie)).json();
    expect((await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { templateId: unitTemplate.id })).statusCode).toBe(400);
  });

  it('renames and deletes a location', async () => {
    const survey = await createMdf();
    const renamed = await call('PATCH', `/api/surveys/${survey.id}`, t.user.cookie, { instanceName: 'Basement MDF' });
    expect(renamed.json().instanceName).toBe('Basement MDF');
    expect((await call('DELETE', `/api/surveys/${survey.id}`, t.user.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/surveys/${survey.id}`, t.user.cookie)).statusCode).toBe(404);
  });
});

describe('markup saved as element changes (DESIGN §5)', () => {
  const el = (id: string, x: number, y = 100) => ({ id, type: 'ap', x, y });
  const named = (element: ReturnType<typeof el>, tag: string) => ({ ...element, tag });
  const A = el('A', 100);
  const B = el('B', 200);
  let surveyId: string;
  const patch = (cookie: string, payload: object) => call('PATCH', `/api/surveys/${surveyId}`, cookie, payload);
  const current = async () => (await call('GET', `/api/surveys/${surveyId}`, t.user.cookie)).json();

  beforeEach(async () => {
    surveyId = (await createMdf()).id;
    // The drawing both surveyors load: version 2.
    expect((await patch(t.user.cookie, { baseVersion: 1, markupElements: [A, B] })).json()).toMatchObject({ version: 2, markupVersion: 2 });
  });

  it('merges two surveyors’ changes to different elements from one base; a later change of one of them on the old base answers 409 naming it', async () => {
    const movedA = el('A', 150);
    const first = await patch(t.user.cookie, { baseVersion: 2, markupChanges: { upsert: [movedA], remove: [] } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 3, markupVersion: 3, markupElements: [movedA, B] });

    const movedB = el('B', 250);
    const C = el('C', 300);
    const second = await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [C, movedB], remove: [] } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ version: 4, markupVersion: 4, markupElements: [movedA, movedB, C] });

    const stale = await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [el('A', 999)], remove: [] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const details = SurveyConflictDetails.parse(stale.json().details);
    expect(details).toMatchObject({ fields: [], markup: true, elements: ['A'] });
    expect(details.survey).toMatchObject({ version: 4, markupElements: [movedA, movedB, C] });
    // Each marker keeps the identifier the server gave it when it was first saved.
    expect((await current()).markupElements).toEqual([named(movedA, 'AP-1'), named(movedB, 'AP-2'), named(C, 'AP-3')]);

    // Resolved on the current version, it goes through.
    const resolved = await patch(t.admin.cookie, { baseVersion: 4, markupChanges: { upsert: [el('A', 999)], remove: [] } });
    expect(resolved.json().markupElements).toEqual([named(el('A', 999), 'AP-1'), named(movedB, 'AP-2'), named(C, 'AP-3')]);
  });

  it('removing an element someone else changed answers 409; removing one they removed too, or restating their change, is fine', async () => {
    const movedA = el('A', 150);
    expect((await patch(t.user.cookie, { baseVersion: 2, markupChanges: { upsert: [movedA], remove: ['B'] } })).json().markupElements).toEqual([named(movedA, 'AP-1')]);

    const removeA = await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [], remove: ['A'] } });
    expect(removeA.statusCode).toBe(409);
    expect(removeA.json().details.elements).toEqual(['A']);
    const changeB = await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [el('B', 1)], remove: [] } });
    expect(changeB.statusCode).toBe(409);
    expect(changeB.json().details.elements).toEqual(['B']);

    const removeB = await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [], remove: ['B'] } });
    expect(removeB.statusCode).toBe(200);
    expect(removeB.json().markupElements).toEqual([named(movedA, 'AP-1')]);
    // The same change again (a retry whose first answer was lost) is no conflict either.
    const restated = await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [movedA], remove: [] } });
    expect(restated.statusCode).toBe(200);
    expect(restated.json().markupElements).toEqual([named(movedA, 'AP-1')]);
  });

  it('applies form fields and markup changes sent in one PATCH', async () => {
    const D = el('D', 400);
    const both = await patch(t.user.cookie, { baseVersion: 2, formData: { building: 'North' }, markupChanges: { upsert: [D], remove: ['A'] } });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ version: 3, formData: { building: 'North' }, fieldVersions: { building: 3 }, markupVersion: 3, markupElements: [B, D] });
  });

  it('keeps whole-list saves as they were, and counts them as changing every element they hold or drop', async () => {
    const whole = await patch(t.user.cookie, { baseVersion: 2, markupElements: [el('A', 5)] });
    expect(whole.json()).toMatchObject({ version: 3, markupVersion: 3 });
    expect((await patch(t.admin.cookie, { baseVersion: 2, markupElements: [] })).statusCode).toBe(409);
    expect((await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [el('A', 6)], remove: [] } })).json().details.elements).toEqual(['A']);
    expect((await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [el('B', 6)], remove: [] } })).json().details.elements).toEqual(['B']);
    expect((await patch(t.admin.cookie, { baseVersion: 2, markupChanges: { upsert: [], remove: ['B'] } })).statusCode).toBe(200);
  });

  it('refuses markupElements and markupChanges together, and malformed changes, with 400', async () => {
    const together = await patch(t.user.cookie, { markupElements: [A], markupChanges: { upsert: [], remove: [] } });
    expect(together.statusCode).toBe(400);
    expect(together.json().details.fields.map((f: { field: string }) => f.field)).toContain('body.markupChanges');
    expect((await patch(t.user.cookie, { markupChanges: { upsert: [A, A], remove: [] } })).statusCode).toBe(400);
    expect((await patch(t.user.cookie, { markupChanges: { upsert: [{ id: 'x', type: 'laser', x: 1, y: 1 }], remove: [] } })).statusCode).toBe(400);
    expect((await patch(t.user.cookie, { markupChanges: { remove: ['A'] } })).statusCode).toBe(400);
    expect((await current()).version).toBe(2);
  });
});

describe('deleting what is already gone', () => {
  it('a DELETE with an Idempotency-Key of a survey already gone, never there or another company’s answers 204 and deletes nothing', async () => {
    const gone = await createMdf();
    expect((await call('DELETE', `/api/surveys/${gone.id}`, t.admin.cookie)).statusCode).toBe(204);
    const theirProject = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const theirs = await buildSurvey(ctx.database.db, { companyId: t.otherCompany.id, projectId: theirProject.id });
    const remove = (id: string, key?: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/surveys/${id}`, headers: { cookie: t.user.cookie, ...(key ? { 'idempotency-key': key } : {}) } });
    for (const id of [gone.id, randomUUID(), theirs.id]) {
      expect((await remove(id)).statusCode).toBe(404);
      const keyed = await remove(id, randomUUID());
      expect(keyed.statusCode).toBe(204);
      expect(keyed.body).toBe('');
    }
    expect((await call('GET', `/api/surveys/${theirs.id}`, t.outsider.cookie)).statusCode).toBe(200);
  });
});

describe('migration 0003', () => {
  it('gives each element of an existing drawing the survey’s markup version', async () => {
    const db = ctx.database.db;
    const drawn = await buildSurvey(db, {
      companyId: t.company.id,
      projectId,
      markupVersion: 4,
      version: 5,
      markupElements: [{ id: 'e1', type: 'mdf', x: 1, y: 2 }, { id: 'e2', type: 'ap', x: 3, y: 4 }, { type: 'ap', x: 0, y: 0 }],
    });
    const blank = await buildSurvey(db, { companyId: t.company.id, projectId });
    const statements = readFileSync(path.join(MIGRATIONS_DIR, '0003_offline_outbox.sql'), 'utf8').split('--> statement-breakpoint');
    await db.execute(sql.raw(statements.at(-1)!));
    const versions = async (id: string) => (await db.select({ v: surveys.markupElementVersions }).from(surveys).where(eq(surveys.id, id)))[0]!.v;
    expect(await versions(drawn.id)).toEqual({ e1: 4, e2: 4 });
    expect(await versions(blank.id)).toEqual({});
  });
});
