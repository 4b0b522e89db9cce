import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildInvitation, buildProject } from './builders';
import { multipart, orientedJpeg } from './image-fixtures';
import { useTestApp } from './harness';

// PostgreSQL refuses NUL in text and lone surrogates in jsonb: such strings must be a 400,
// never a 500 nor a silently altered value. Open sign-up, so that /api/register reaches storage.
const ctx = useTestApp({ ALLOW_SIGNUP: 'true' });

// JSON.stringify writes both as \u escapes, so the raw JSON text carries them to the server.
const UNSAFE = [
  { name: 'a NUL character', value: 'a\u0000b' },
  { name: 'a lone surrogate', value: 'a\ud800b' },
];

interface Fixture {
  t: Tenants;
  projectId: string;
  surveyId: string;
  photoId: string;
  templateId: string;
}

type Actor = 'user' | 'admin' | 'root' | 'signedOut';

interface Case {
  route: string;
  /** The field the 400 names; a bad record key is named by itself. */
  field: string | ((bad: string) => string);
  as: Actor;
  method: 'POST' | 'PUT' | 'PATCH';
  url: (f: Fixture) => string;
  body: (bad: string, f: Fixture) => unknown;
  /** A read whose answer must be the same before and after the refused request. */
  readBack?: { as: Actor; url: (f: Fixture) => string };
}

const projects = { as: 'user', url: () => '/api/projects' } as const;
const project = { as: 'user', url: (f: Fixture) => `/api/projects/${f.projectId}` } as const;
const surveys = { as: 'user', url: (f: Fixture) => `/api/projects/${f.projectId}/surveys` } as const;
const survey = { as: 'user', url: (f: Fixture) => `/api/surveys/${f.surveyId}` } as const;
const photos = { as: 'user', url: (f: Fixture) => `/api/surveys/${f.surveyId}/photos` } as const;
const templates = { as: 'admin', url: () => '/api/survey-templates' } as const;
const companies = { as: 'root', url: () => '/api/companies' } as const;
const users = { as: 'root', url: () => '/api/admin/users' } as const;
const invitations = { as: 'admin', url: () => '/api/admin/invitations' } as const;

const field = (overrides: Record<string, unknown>) => ({ name: 'cable', label: 'Cable', type: 'text', ...overrides });
const markup = (overrides: Record<string, unknown>) => ({ id: 'm1', type: 'custom', x: 10, y: 20, text: 'Rack', color: '#f00', ...overrides });

const CASES: Case[] = [
  { route: 'POST /api/projects', field: 'body.name', as: 'user', method: 'POST', url: () => '/api/projects', body: (s) => ({ name: s }), readBack: projects },
  { route: 'POST /api/projects', field: 'body.description', as: 'user', method: 'POST', url: () => '/api/projects', body: (s) => ({ name: 'Oak', description: s }), readBack: projects },
  { route: 'PATCH /api/projects/:id', field: 'body.name', as: 'user', method: 'PATCH', url: (f) => `/api/projects/${f.projectId}`, body: (s) => ({ name: s }), readBack: project },
  { route: 'PATCH /api/projects/:id', field: 'body.description', as: 'user', method: 'PATCH', url: (f) => `/api/projects/${f.projectId}`, body: (s) => ({ description: s }), readBack: project },
  { route: 'POST /api/projects/:id/surveys', field: 'body.locationId', as: 'user', method: 'POST', url: (f) => `/api/projects/${f.projectId}/surveys`, body: (s) => ({ locationType: 'unit', locationId: s }), readBack: surveys },
  { route: 'POST /api/projects/:id/surveys', field: 'body.instanceName', as: 'user', method: 'POST', url: (f) => `/api/projects/${f.projectId}/surveys`, body: (s) => ({ locationType: 'unit', instanceName: s }), readBack: surveys },
  { route: 'POST /api/projects/:id/surveys', field: (s) => `body.formData.${s}`, as: 'user', method: 'POST', url: (f) => `/api/projects/${f.projectId}/surveys`, body: (s) => ({ locationType: 'unit', formData: { [s]: 'x' } }), readBack: surveys },
  { route: 'POST /api/projects/:id/surveys', field: 'body.formData.notes', as: 'user', method: 'POST', url: (f) => `/api/projects/${f.projectId}/surveys`, body: (s) => ({ locationType: 'unit', formData: { notes: s } }), readBack: surveys },
  { route: 'POST /api/surveys', field: 'body.locationId', as: 'user', method: 'POST', url: () => '/api/surveys', body: (s, f) => ({ projectId: f.projectId, locationType: 'mdf', locationId: s }), readBack: surveys },
  { route: 'PATCH /api/surveys/:id', field: 'body.instanceName', as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ instanceName: s }), readBack: survey },
  { route: 'PATCH /api/surveys/:id', field: (s) => `body.formData.${s}`, as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ formData: { [s]: 'x' } }), readBack: survey },
  { route: 'PATCH /api/surveys/:id', field: 'body.formData.notes', as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ formData: { notes: s } }), readBack: survey },
  { route: 'PATCH /api/surveys/:id', field: 'body.markupElements.0.text', as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ markupElements: [markup({ text: s })] }), readBack: survey },
  { route: 'PATCH /api/surveys/:id', field: 'body.markupElements.0.id', as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ markupElements: [markup({ id: s })] }), readBack: survey },
  { route: 'PATCH /api/surveys/:id', field: 'body.markupElements.0.color', as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ markupElements: [markup({ color: s })] }), readBack: survey },
  { route: 'PATCH /api/surveys/:id', field: 'body.uploadedImage', as: 'user', method: 'PATCH', url: (f) => `/api/surveys/${f.surveyId}`, body: (s) => ({ uploadedImage: `/api/${s}` }), readBack: survey },
  { route: 'PUT /api/photos/:id', field: 'body.label', as: 'user', method: 'PUT', url: (f) => `/api/photos/${f.photoId}`, body: (s) => ({ label: s }), readBack: photos },
  { route: 'POST /api/survey-templates', field: 'body.name', as: 'admin', method: 'POST', url: () => '/api/survey-templates', body: (s) => ({ name: s, locationType: 'unit', fields: [field({})] }), readBack: templates },
  { route: 'POST /api/survey-templates', field: 'body.fields.0.label', as: 'admin', method: 'POST', url: () => '/api/survey-templates', body: (s) => ({ name: 'Unit', locationType: 'unit', fields: [field({ label: s })] }), readBack: templates },
  { route: 'POST /api/survey-templates', field: 'body.fields.0.placeholder', as: 'admin', method: 'POST', url: () => '/api/survey-templates', body: (s) => ({ name: 'Unit', locationType: 'unit', fields: [field({ placeholder: s })] }), readBack: templates },
  { route: 'POST /api/survey-templates', field: 'body.fields.0.options.0', as: 'admin', method: 'POST', url: () => '/api/survey-templates', body: (s) => ({ name: 'Unit', locationType: 'unit', fields: [field({ type: 'select', options: [s] })] }), readBack: templates },
  { route: 'PATCH /api/survey-templates/:id', field: 'body.name', as: 'admin', method: 'PATCH', url: (f) => `/api/survey-templates/${f.templateId}`, body: (s) => ({ name: s }), readBack: templates },
  { route: 'POST /api/companies', field: 'body.name', as: 'root', method: 'POST', url: () => '/api/companies', body: (s) => ({ name: s }), readBack: companies },
  { route: 'POST /api/companies', field: 'body.description', as: 'root', method: 'POST', url: () => '/api/companies', body: (s) => ({ name: 'Beta', description: s }), readBack: companies },
  { route: 'PUT /api/companies/:id', field: 'body.name', as: 'root', method: 'PUT', url: (f) => `/api/companies/${f.t.company.id}`, body: (s) => ({ name: s }), readBack: companies },
  { route: 'POST /api/admin/users', field: 'body.firstName', as: 'admin', method: 'POST', url: () => '/api/admin/users', body: (s) => ({ email: 'new@example.com', firstName: s, role: 'user' }), readBack: users },
  { route: 'POST /api/admin/users', field: 'body.lastName', as: 'admin', method: 'POST', url: () => '/api/admin/users', body: (s) => ({ email: 'new@example.com', lastName: s, role: 'user' }), readBack: users },
  { route: 'POST /api/admin/users', field: 'body.email', as: 'admin', method: 'POST', url: () => '/api/admin/users', body: (s) => ({ email: `${s}@example.com`, role: 'user' }), readBack: users },
  { route: 'POST /api/admin/invitations', field: 'body.email', as: 'admin', method: 'POST', url: () => '/api/admin/invitations', body: (s) => ({ email: `${s}@example.com` }), readBack: invitations },
  { route: 'POST /api/login', field: 'body.email', as: 'signedOut', method: 'POST', url: () => '/api/login', body: (s) => ({ email: `${s}@example.com`, password: 'correct-horse' }) },
  { route: 'POST /api/login', field: 'body.password', as: 'signedOut', method: 'POST', url: () => '/api/login', body: (s, f) => ({ email: f.t.user.email, password: s }) },
  { route: 'POST /api/register', field: 'body.email', as: 'signedOut', method: 'POST', url: () => '/api/register', body: (s) => ({ email: `${s}@example.com`, password: 'long-enough', firstName: 'Nia', lastName: 'Nu' }), readBack: users },
  { route: 'POST /api/register', field: 'body.firstName', as: 'signedOut', method: 'POST', url: () => '/api/register', body: (s) => ({ email: 'nia@example.com', password: 'long-enough', firstName: s, lastName: 'Nu' }), readBack: users },
  { route: 'POST /api/register', field: 'body.lastName', as: 'signedOut', method: 'POST', url: () => '/api/register', body: (s) => ({ email: 'nia@example.com', password: 'long-enough', firstName: 'Nia', lastName: s }), readBack: users },
  { route: 'POST /api/register', field: 'body.companyName', as: 'signedOut', method: 'POST', url: () => '/api/register', body: (s) => ({ email: 'nia@example.com', password: 'long-enough', firstName: 'Nia', lastName: 'Nu', companyName: s }), readBack: companies },
  { route: 'POST /api/register', field: 'body.inviteToken', as: 'signedOut', method: 'POST', url: () => '/api/register', body: (s) => ({ email: 'nia@example.com', password: 'long-enough', firstName: 'Nia', lastName: 'Nu', inviteToken: s }), readBack: users },
  { route: 'POST /api/register', field: 'body.password', as: 'signedOut', method: 'POST', url: () => '/api/register', body: (s) => ({ email: 'nia@example.com', password: `long-enough-${s}`, firstName: 'Nia', lastName: 'Nu' }), readBack: users },
];

let f: Fixture;
beforeEach(async () => {
  const t = await buildTenants(ctx.app, ctx.database.db);
  const builtProject = await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' });
  const surveyId = (
    await ctx.app.inject({ method: 'POST', url: `/api/projects/${builtProject.id}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'mdf' } })
  ).json().id as string;
  const jpeg = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await orientedJpeg() }, fields: { elevationLevel: '1' } });
  const photoId = (
    await ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie, 'content-type': jpeg.contentType }, payload: jpeg.payload })
  ).json().id as string;
  const templateId = (
    await ctx.app.inject({ method: 'POST', url: '/api/survey-templates', headers: { cookie: t.admin.cookie }, payload: { name: 'Unit', locationType: 'unit', fields: [field({})] } })
  ).json().id as string;
  f = { t, projectId: builtProject.id, surveyId, photoId, templateId };
});

function headers(as: Actor): Record<string, string> {
  return as === 'signedOut' ? {} : { cookie: f.t[as].cookie };
}

async function read(readBack: NonNullable<Case['readBack']>) {
  const response = await ctx.app.inject({ method: 'GET', url: readBack.url(f), headers: headers(readBack.as) });
  expect(response.statusCode).toBe(200);
  return response.json() as unknown;
}

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; details?: { fields?: { field: string; message: string }[] } };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details?.fields).toContainEqual({ field, message: expect.stringMatching(/NUL characters or unpaired surrogates/) });
}

describe('strings with NUL characters or lone surrogates are refused with 400', () => {
  for (const c of CASES) {
    it(`${c.route} ${typeof c.field === 'string' ? c.field : c.field('<key>')}`, async () => {
      for (const unsafe of UNSAFE) {
        const before = c.readBack && (await read(c.readBack));
        const response = await ctx.app.inject({
          method: c.method,
          url: c.url(f),
          headers: { ...headers(c.as), 'content-type': 'application/json' },
          payload: JSON.stringify(c.body(unsafe.value, f)),
        });
        expectRefused(response, typeof c.field === 'string' ? c.field : c.field(unsafe.value));
        if (c.readBack) expect(await read(c.readBack), `${unsafe.name}: nothing stored`).toEqual(before);
      }
    });
  }

  it('GET /api/invitations/:token and POST /api/invitations/:token/accept refuse a NUL in the token', async () => {
    await buildInvitation(ctx.database.db, { companyId: f.t.company.id, email: 'nia@example.com' });
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/invitations/%00' }), 'params.token');
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/invitations/abc%00def' }), 'params.token');
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/invitations/abc%00def/accept', headers: headers('user') }), 'params.token');
  });

  it('POST /api/surveys/:id/photos refuses such a file name instead of storing it altered', async () => {
    const before = await read(photos);
    const bytes = await orientedJpeg();
    // A raw NUL in the quoted name, and an RFC 2231 UTF-16 name that decodes to a lone surrogate.
    for (const disposition of [Buffer.from('filename="a\u0000b.jpg"', 'latin1'), Buffer.from("filename*=utf-16le''%00%D8.%00j%00p%00g%00", 'latin1')]) {
      const boundary = 'riser-unsafe-name';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="elevationLevel"\r\n\r\n1\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; `),
        disposition,
        Buffer.from('\r\nContent-Type: image/jpeg\r\n\r\n'),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/surveys/${f.surveyId}/photos`,
        headers: { ...headers('user'), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expectRefused(response, 'photo');
    }
    expect(await read(photos)).toEqual(before);
  });

  it('still stores ordinary text, emoji included', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: headers('user'),
      payload: { name: '  Torre 🗼 Ñandú  ', description: 'Ünïcødé 👷‍♀️' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Torre 🗼 Ñandú', description: 'Ünïcødé 👷‍♀️' });
  });
});
