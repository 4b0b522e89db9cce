import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';

// Issue 16: the API reference at /api/docs, served by Riser itself over the same OpenAPI
// document the routes validate with: nothing is fetched from another site.

const ctx = useTestApp();

describe('GET /api/docs', () => {
  it('serves Swagger UI from this server, over /api/openapi.json’s document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Every script and style the page loads is this server's.
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);

    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const same = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.info.title).toBe('Riser API');
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(same.paths).sort());
    expect(document.paths['/api/projects/{id}/quantities']).toBeDefined();
  });
});
