import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCATION_TYPES } from '../../common/survey/location-types';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let t: Tenants;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
});

const customFields = [
  { name: 'rackCount', label: 'Rack Count', type: 'number', required: true },
  { name: 'vendor', label: 'Vendor', type: 'select', required: false, options: ['A', 'B'] },
];

describe('survey templates', () => {
  it('answer 401 signed out', async () => {
    expect((await call('GET', '/api/survey-templates')).statusCode).toBe(401);
    expect((await call('GET', '/api/survey-templates/mdf/default')).statusCode).toBe(401);
    expect((await call('POST', '/api/survey-templates', undefined, {})).statusCode).toBe(401);
    expect((await call('PATCH', `/api/survey-templates/${randomUUID()}`, undefined, {})).statusCode).toBe(401);
  });

  it('seeds a default (reading A) and an Extended (reading B) global template per type', async () => {
    for (const type of LOCATION_TYPES) {
      const list = (await call('GET', `/api/survey-templates?locationType=${type}`, t.user.cookie)).json();
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ isDefault: true, companyId: null, locationType: type, version: 1 });
      expect(list[1].name).toMatch(/\(Extended\)$/);
    }
    const mdf = (await call('GET', '/api/survey-templates/mdf/default', t.user.cookie)).json();
    expect(mdf.name).toBe('MDF Survey');
    expect(mdf.fields.slice(0, 3).map((f: { name: string }) => f.name)).toEqual(['building', 'floor', 'doorName']);
    const propertyExtended = (await call('GET', '/api/survey-templates?locationType=property', t.user.cookie)).json()[1];
    expect(propertyExtended.fields).toEqual([expect.objectContaining({ name: 'location', type: 'text', required: true })]);
  });

  it('refuses template writes to a plain user with 403', async () => {
    const body = { name: 'Mine', locationType: 'mdf', fields: customFields, isDefault: true, companyId: null };
    expect((await call('POST', '/api/survey-templates', t.user.cookie, body)).statusCode).toBe(403);
    const global = (await call('GET', '/api/survey-templates/mdf/default', t.user.cookie)).json();
    expect((await call('PATCH', `/api/survey-templates/${global.id}`, t.user.cookie, { fields: customFields })).statusCode).toBe(403);
  });

  it('answers 400 for an unknown type, a select without options or duplicate names', async () => {
    const base = { name: 'X', locationType: 'mdf', isDefault: true, companyId: null };
    expect((await call('POST', '/api/survey-templates', t.admin.cookie, { ...base, locationType: 'attic', fields: customFields })).statusCode).toBe(400);
    expect((await call('POST', '/api/survey-templates', t.admin.cookie, { ...base, fields: [{ name: 's', label: 'S', type: 'select', required: true }] })).statusCode).toBe(400);
    expect((await call('POST', '/api/survey-templates', t.admin.cookie, { ...base, fields: [customFields[0], customFields[0]] })).statusCode).toBe(400);
    expect((await call('POST', '/api/survey-templates', t.admin.cookie, { ...base, fields: [{ ...customFields[0], type: 'slider' }] })).statusCode).toBe(400);
    expect((await call('GET', '/api/survey-templates?locationType=attic', t.user.cookie)).statusCode).toBe(400);
  });

  it('an admin’s save makes a company template that takes precedence, and never touches the global one', async () => {
    const global = (await call('GET', '/api/survey-templates/mdf/default', t.admin.cookie)).json();
    const saved = await call('PATCH', `/api/survey-templates/${global.id}`, t.admin.cookie, { name: 'Acme MDF', fields: customFields, companyId: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ companyId: t.company.id, name: 'Acme MDF', isDefault: true, version: 1 });
    expect(saved.json().id).not.toBe(global.id);

    expect((await call('GET', '/api/survey-templates/mdf/default', t.user.cookie)).json().name).toBe('Acme MDF');
    expect((await call('GET', '/api/survey-templates/mdf/default', t.outsider.cookie)).json().id).toBe(global.id);
    const unchanged = (await call('GET', `/api/survey-templates/${global.id}`, t.admin.cookie)).json();
    expect(unchanged).toMatchObject({ version: 1, name: 'MDF Survey' });

    // Naming another company is a 404 (DESIGN §10), never a save into their own in its place.
    const elsewhere = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'Acme MDF', locationType: 'mdf', fields: customFields, companyId: t.otherCompany.id });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', `/api/survey-templates?companyId=${t.otherCompany.id}`, t.admin.cookie)).statusCode).toBe(404);
    // Saving again versions the company's template rather than making another.
    const again = await call('POST', '/api/survey-templates', t.admin.cookie, { name: 'Acme MDF', locationType: 'mdf', fields: customFields.slice(0, 1), isDefault: true, companyId: t.company.id });
    expect(again.json()).toMatchObject({ id: saved.json().id, version: 2, companyId: t.company.id });
    // Another company cannot see it.
    expect((await call('GET', `/api/survey-templates/${saved.json().id}`, t.outsider.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/survey-templates/${saved.json().id}`, t.outsiderAdmin.cookie, { name: 'Stolen' })).statusCode).toBe(404);
  });

  it('says with each template whether the caller’s save versions it: root any, an admin their company’s, a user none', async () => {
    const global = (await call('GET', '/api/survey-templates/mdf/default', t.admin.cookie)).json();
    expect(global.abilities).toEqual({ update: false });
    const own = (await call('PATCH', `/api/survey-templates/${global.id}`, t.admin.cookie, { name: 'Acme MDF', fields: customFields })).json();
    expect(own.abilities).toEqual({ update: true });
    const listed = (await call('GET', '/api/survey-templates?locationType=mdf', t.admin.cookie)).json();
    expect(listed.map((template: { companyId: string | null; abilities: object }) => [template.companyId, template.abilities])).toEqual([
      [t.company.id, { update: true }],
      [null, { update: false }],
      [null, { update: false }],
    ]);
    expect((await call('GET', `/api/survey-templates/${own.id}`, t.user.cookie)).json().abilities).toEqual({ update: false });
    expect((await call('GET', `/api/survey-templates/${own.id}`, t.root.cookie)).json().abilities).toEqual({ update: true });
    expect((await call('GET', `/api/survey-templates/${global.id}`, t.root.cookie)).json().abilities).toEqual({ update: true });
  });

  it('root saves the global template as a new version; old surveys keep the version they used', async () => {
    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    const old = (await call('POST', `/api/projects/${project.id}/surveys`, t.user.cookie, { locationType: 'unit' })).json();
    const global = (await call('GET', '/api/survey-templates/unit/default', t.root.cookie)).json();
    const saved = await call('PATCH', `/api/survey-templates/${global.id}`, t.root.cookie, { fields: customFields });
    expect(saved.json()).toMatchObject({ id: global.id, version: 2, companyId: null });
    expect((await call('GET', '/api/survey-templates/unit/default', t.user.cookie)).json().fields).toHaveLength(2);

    const oldVersion = (await call('GET', `/api/survey-templates/${global.id}?version=1`, t.user.cookie)).json();
    expect(oldVersion.fields.map((f: { name: string }) => f.name)).toContain('unitNumber');
    // The old survey's progress still follows version 1.
    const patched = await call('PATCH', `/api/surveys/${old.id}`, t.user.cookie, { formData: { unitNumber: '101', floor: 1 } });
    expect(patched.json()).toMatchObject({ templateVersion: 1, progress: 100 });
    const fresh = (await call('POST', `/api/projects/${project.id}/surveys`, t.user.cookie, { locationType: 'unit' })).json();
    expect(fresh.templateVersion).toBe(2);
  });

  it('root can save a company’s template by naming it', async () => {
    const saved = await call('POST', '/api/survey-templates', t.root.cookie, { name: 'Rival IDF', locationType: 'idf', fields: customFields, isDefault: true, companyId: t.otherCompany.id });
    expect(saved.json().companyId).toBe(t.otherCompany.id);
    expect((await call('GET', '/api/survey-templates/idf/default', t.outsider.cookie)).json().name).toBe('Rival IDF');
    expect((await call('GET', '/api/survey-templates/idf/default', t.user.cookie)).json().name).toBe('IDF Survey');
  });
});
