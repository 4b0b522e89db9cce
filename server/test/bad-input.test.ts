import { describe, expect, it } from 'vitest';
import { buildTenants } from './actors';
import { useTestApp } from './harness';

// The range of PostgreSQL's integer (int4), the type of every integer column the API reads or writes.
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;
const PAST_INT4 = [INT4_MAX + 1, INT4_MIN - 1];

const ctx = useTestApp();

// Every route in the OpenAPI document, fed what a broken or hostile client might send: no 500.
const BAD_BODIES: { name: string; payload: string; contentType: string }[] = [
  { name: 'malformed JSON', payload: '{"name": ', contentType: 'application/json' },
  { name: 'a JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { name: 'JSON null', payload: 'null', contentType: 'application/json' },
  { name: 'wrong types', payload: JSON.stringify({ name: 42, formData: 'x', role: ['root'], status: {}, label: null, fields: 'no' }), contentType: 'application/json' },
  { name: 'a huge string', payload: JSON.stringify({ name: 'x'.repeat(100_000), email: 'y'.repeat(5_000) }), contentType: 'application/json' },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
  { name: 'a form that is not multipart', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];
const BAD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', "1' OR '1'='1"];

function concretePaths(template: string, ids: string[]): string[] {
  if (!template.includes('{')) return [template];
  return ids.map((id) => template.replace(/\{[^}]+\}/g, encodeURIComponent(id)));
}

describe('bad input never gets a 500', () => {
  it('answers every route and method with a client error or success for malformed input', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    // Real ids too, so that bodies reach the handlers behind valid paths.
    const project = (await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie: t.user.cookie }, payload: { name: 'Oak' } })).json() as { id: string };
    const survey = (
      await ctx.app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'unit' } })
    ).json() as { id: string };
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => ({ template, method: method.toUpperCase() })),
    );
    expect(routes.length).toBeGreaterThan(30);

    const failures: string[] = [];
    for (const { template, method } of routes) {
      // Logging out would end the session the rest of the run needs.
      if (template.endsWith('/logout')) continue;
      // Deleting the real records would leave nothing for the routes after.
      const ids = method === 'DELETE' ? BAD_IDS : [...BAD_IDS, project.id, survey.id, t.company.id, t.user.id];
      for (const url of concretePaths(template, ids)) {
        for (const cookie of [t.user.cookie, t.root.cookie]) {
          const attempts =
            method === 'GET' || method === 'DELETE'
              ? [{ url: `${url}?size=huge&role=%00&companyId=nope&locationType=garage&version=-1&tz=Mars/Base`, payload: undefined, contentType: undefined }]
              : BAD_BODIES.map((body) => ({ url, payload: body.payload, contentType: body.contentType }));
          for (const attempt of attempts) {
            const response = await ctx.app.inject({
              method: method as 'GET',
              url: attempt.url,
              headers: { cookie, ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}) },
              ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
            });
            if (response.statusCode >= 500) failures.push(`${method} ${attempt.url} (${attempt.contentType ?? 'no body'}) → ${response.statusCode} ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400) {
              // Client errors are the catalogue's JSON, for people and programs alike.
              const body = response.json() as { code?: unknown; message?: unknown };
              if (typeof body.code !== 'string' || typeof body.message !== 'string') failures.push(`${method} ${attempt.url} → ${response.statusCode} without {code, message}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

interface JsonSchema {
  $ref?: string;
  type?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every integer in a schema, with where it is ('body.markupChanges.upsert[].floorChange'). */
function integersIn(schema: JsonSchema | undefined, where: string, components: Record<string, JsonSchema>, seen: string[] = []): { where: string; schema: JsonSchema }[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return seen.includes(name) ? [] : integersIn(components[name], where, components, [...seen, name]);
  }
  const found = schema.type === 'integer' ? [{ where, schema }] : [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) found.push(...integersIn(property, `${where}.${key}`, components, seen));
  if (schema.items) found.push(...integersIn(schema.items, `${where}[]`, components, seen));
  if (typeof schema.additionalProperties === 'object') found.push(...integersIn(schema.additionalProperties, `${where}{}`, components, seen));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...integersIn(option, where, components, seen));
  return found;
}

describe('integers past their column’s range', () => {
  // DESIGN §8: PostgreSQL refuses them deep in a query (a 500); the schema refuses them first.
  it('are bounded in every request schema, and refused with 400 naming the field wherever the API reads one', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = (await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie: t.admin.cookie }, payload: { name: 'Oak' } })).json() as { id: string };
    const survey = (
      await ctx.app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: t.admin.cookie }, payload: { locationType: 'unit' } })
    ).json() as { id: string };
    const templates = (await ctx.app.inject({ method: 'GET', url: '/api/survey-templates', headers: { cookie: t.admin.cookie } })).json() as { id: string }[];
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const components = spec.components?.schemas ?? {};

    const unbounded: string[] = [];
    const failures: string[] = [];
    let tried = 0;
    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = (operation.parameters ?? []).flatMap((p) => integersIn(p.schema, `${p.in === 'query' ? 'querystring' : p.in}.${p.name}`, components));
        const body = Object.values(operation.requestBody?.content ?? {}).flatMap((content) => integersIn(content.schema, 'body', components));
        for (const { where, schema } of [...parameters, ...body]) {
          if (!(schema.minimum !== undefined && schema.minimum >= INT4_MIN && schema.maximum !== undefined && schema.maximum <= INT4_MAX)) {
            unbounded.push(`${method.toUpperCase()} ${template} ${where}: ${schema.minimum}..${schema.maximum}`);
          }
        }
        // A real id of the path's kind, so that a request gets as far as the database when its schema lets it.
        const id = template.startsWith('/api/survey-templates/') ? templates[0]!.id : template.startsWith('/api/surveys/') ? survey.id : project.id;
        const path = template.replace(/\{[^}]+\}/g, id);
        const fields = [...parameters, ...body.filter(({ where }) => /^body\.[^.[{]+$/.test(where))];
        for (const { where } of fields) {
          const [place, name] = [where.slice(0, where.indexOf('.')), where.slice(where.indexOf('.') + 1)];
          for (const value of PAST_INT4) {
            tried++;
            const response = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url: place === 'querystring' ? `${path}?${name}=${value}` : place === 'path' ? template.replace(`{${name}}`, String(value)) : path,
              headers: { cookie: t.admin.cookie },
              ...(place === 'body' ? { payload: { [name]: value } } : {}),
            });
            const named = (response.json() as { details?: { fields?: { field: string }[] } }).details?.fields?.some((f) => f.field === where);
            if (response.statusCode !== 400 || !named) failures.push(`${method.toUpperCase()} ${template} ${where}=${value} → ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect({ unbounded, failures }).toEqual({ unbounded: [], failures: [] });
    // The document names some: the template version, the base versions of a survey and a photo.
    expect(tried).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
