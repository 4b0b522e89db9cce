import { describe, expect, it } from 'vitest';
import { buildTenants } from './actors';
import { useTestApp } from './harness';

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
