import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/database';
import { surveyTemplates, surveyTemplateVersions } from '../db/schema';
import { buildTenants, type Tenants } from './actors';
import { buildProject, completeDefaultForm } from './builders';
import { useTestApp } from './harness';

// Issue 15: templates with conditions, repeat groups and the new field types, saved as a new
// version and read back as they were; forms checked by the same function as the live form: a
// completion with a hidden required field empty lands, one with a visible one empty is 422.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const FIELDS = [
  { name: 'building', label: 'Building', type: 'text', required: true, help: 'As signed at the entrance' },
  { name: 'floor', label: 'Floor', type: 'number', required: true, min: -5, max: 60 },
  { name: 'hasRiser', label: 'Riser present', type: 'select', required: true, options: ['Yes', 'No'] },
  { name: 'riserSize', label: 'Riser size', type: 'text', required: true, visibleWhen: { field: 'hasRiser', equals: 'Yes' } },
  { name: 'services', label: 'Services', type: 'multiselect', options: ['Fiber', 'Coax'] },
  { name: 'lockOk', label: 'Lock checked', type: 'checkbox' },
  { name: 'visited', label: 'Visited on', type: 'date' },
  { name: 'rackPhotos', label: 'Rack photos', type: 'photo', photoCount: 2 },
  {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    required: true,
    minItems: 1,
    maxItems: 10,
    fields: [
      { name: 'kind', label: 'Type', type: 'select', required: true, options: ['Cat6', 'Fiber', 'Coax'] },
      { name: 'count', label: 'Count', type: 'number', required: true },
      { name: 'condition', label: 'Condition', type: 'select', options: ['Good', 'Damaged'] },
    ],
  },
];

let t: Tenants;
let projectId: string;
let templateId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
  const saved = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'MDF with cables', locationType: 'mdf', fields: FIELDS, isDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
  templateId = saved.json().id;
});

async function newMdf() {
  const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'mdf', templateId });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

describe('forms with conditions and repeat groups', () => {
  it('round-trips the template as JSON, every property kept', async () => {
    const read = await call('GET', `/api/survey-templates/${templateId}`, t.user.cookie);
    expect(read.statusCode).toBe(200);
    const fields = read.json().fields;
    expect(fields).toEqual(FIELDS.map((field) => ({ required: false, ...field, ...(field.type === 'repeat' ? { fields: field.fields!.map((f) => ({ required: false, ...f })) } : {}) })));
    // Exported and imported again: a new version with the same fields.
    const again = await call('PATCH', `/api/survey-templates/${templateId}`, t.admin.cookie, { fields });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, fields });
  });

  it('saves repeat groups and multiple choices, and refuses values of the wrong shape with the catalogue’s 400', async () => {
    const id = await newMdf();
    const saved = await call('PATCH', `/api/surveys/${id}`, t.user.cookie, {
      formData: { services: ['Fiber', 'Coax'], cables: [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2, condition: 'Good' }, { kind: 'Coax', count: 6 }], lockOk: true, floor: -1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().formData.cables).toHaveLength(3);
    const bad = await call('PATCH', `/api/surveys/${id}`, t.user.cookie, { formData: { cables: [{ kind: { nested: 'object' } }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('completes with a hidden required field empty, and refuses a visible one empty with 422 naming it', async () => {
    const id = await newMdf();
    const base = { building: 'A', floor: -1, cables: [{ kind: 'Cat6', count: 24 }] };
    // The riser is not there: its size is hidden, so it may stay empty. A basement floor is fine.
    const done = await call('PATCH', `/api/surveys/${id}`, t.user.cookie, { formData: { ...base, hasRiser: 'No' }, isCompleted: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true, progress: 100 });

    const other = await newMdf();
    const refused = await call('PATCH', `/api/surveys/${other}`, t.user.cookie, { formData: { ...base, hasRiser: 'Yes' }, isCompleted: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', details: { fields: [{ field: 'formData.riserSize', message: 'Riser size is required' }] } });
    // Nothing of the refused write landed: not completed, not even its fields.
    const after = (await call('GET', `/api/surveys/${other}`, t.user.cookie)).json();
    expect(after.isCompleted).toBe(false);
    expect(after.formData.hasRiser).toBeUndefined();

    // A repeat group's item is checked too.
    const third = await newMdf();
    const badItem = await call('PATCH', `/api/surveys/${third}`, t.user.cookie, { formData: { ...base, hasRiser: 'No', cables: [{ kind: 'Cat6' }] }, isCompleted: true });
    expect(badItem.statusCode).toBe(422);
    expect(badItem.json().details.fields).toEqual([{ field: 'formData.cables', message: 'Cables 1: Count is required' }]);
  });

  it('counts only the visible required fields in the stored progress', async () => {
    const id = await newMdf();
    let survey = (await call('PATCH', `/api/surveys/${id}`, t.user.cookie, { formData: { building: 'A', floor: 2, hasRiser: 'No' } })).json();
    // building, floor, hasRiser filled; cables missing: 3 of 4.
    expect(survey.progress).toBe(75);
    survey = (await call('PATCH', `/api/surveys/${id}`, t.user.cookie, { formData: { hasRiser: 'Yes' } })).json();
    // riserSize now shows and is empty: 3 of 5.
    expect(survey.progress).toBe(60);
  });

  it('refuses a template whose condition names a later field, or a repeat without fields', async () => {
    const later = await call('POST', '/api/survey-templates', t.admin.cookie, {
      name: 'Broken',
      locationType: 'idf',
      fields: [
        { name: 'a', label: 'A', type: 'text', visibleWhen: { field: 'b', filled: true } },
        { name: 'b', label: 'B', type: 'text' },
      ],
    });
    expect(later.statusCode).toBe(400);
    const empty = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'Broken', locationType: 'idf', fields: [{ name: 'r', label: 'R', type: 'repeat' }] });
    expect(empty.statusCode).toBe(400);
  });

  it('completes a basement IDF at floor -1 on the default template, as databases seeded before read it too', async () => {
    const created = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'idf' });
    const done = await call('PATCH', `/api/surveys/${created.json().id}`, t.user.cookie, { formData: { ...completeDefaultForm('idf'), floor: -1 }, isCompleted: true });
    expect(done.statusCode, done.body).toBe(200);
    const below = await call('POST', `/api/projects/${projectId}/surveys`, t.user.cookie, { locationType: 'idf' });
    const refused = await call('PATCH', `/api/surveys/${below.json().id}`, t.user.cookie, { formData: { ...completeDefaultForm('idf'), floor: -11 }, isCompleted: true });
    expect(refused.statusCode).toBe(422);

    // A global template seeded before (its floor without min) gets it from the migration.
    const db = ctx.database.db;
    const [legacy] = await db.insert(surveyTemplates).values({ companyId: null, locationType: 'unit', name: 'Legacy unit', isDefault: false }).returning();
    await db.insert(surveyTemplateVersions).values({ templateId: legacy!.id, version: 1, fields: [{ name: 'floor', label: 'Floor', type: 'number', required: true }, { name: 'rooms', label: 'Rooms', type: 'number', required: false }] });
    await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, '0010_basement_floors.sql'), 'utf8')));
    const [version] = await db.select().from(surveyTemplateVersions).where(eq(surveyTemplateVersions.templateId, legacy!.id));
    expect(version!.fields).toEqual([
      { name: 'floor', label: 'Floor', type: 'number', required: true, min: -10 },
      { name: 'rooms', label: 'Rooms', type: 'number', required: false },
    ]);
  });
});
