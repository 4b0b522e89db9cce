import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { multipart, orientedJpeg } from './image-fixtures';
import { useTestApp } from './harness';

const ctx = useTestApp();

let t: Tenants;
let surveyId: string;
let valid: { payload: Buffer; boundary: string };
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  const project = await buildProject(ctx.database.db, { companyId: t.company.id });
  const created = await ctx.app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'mdf' } });
  surveyId = created.json().id;
  const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await orientedJpeg() }, fields: { elevationLevel: '1' } });
  valid = { payload: body.payload, boundary: /boundary=(.+)$/.exec(body.contentType)![1]! };
});

const stagingFiles = () => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
};

function post(contentType: string, payload: Buffer) {
  return ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie, 'content-type': contentType }, payload });
}

// What a broken client, a proxy that cut the body short or an attacker might send.
const SHAPES: { name: string; contentType: () => string; payload: () => Buffer }[] = [
  { name: 'no boundary in the content type', contentType: () => 'multipart/form-data', payload: () => valid.payload },
  { name: 'an empty boundary', contentType: () => 'multipart/form-data; boundary=', payload: () => valid.payload },
  { name: 'a boundary the body never uses', contentType: () => 'multipart/form-data; boundary=not-in-the-body', payload: () => valid.payload },
  { name: 'a body cut short inside the photo', contentType: () => `multipart/form-data; boundary=${valid.boundary}`, payload: () => valid.payload.subarray(0, Math.floor(valid.payload.length / 2)) },
  {
    name: 'LF-only line endings',
    contentType: () => `multipart/form-data; boundary=${valid.boundary}`,
    payload: () => Buffer.from(valid.payload.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
  },
];

describe('POST /api/surveys/:id/photos with malformed multipart', () => {
  for (const shape of SHAPES) {
    it(`answers 400 VALIDATION_FAILED for ${shape.name}, keeping no staging file`, async () => {
      const response = await post(shape.contentType(), shape.payload());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/multipart/i) });
      expect(stagingFiles()).toEqual([]);
      const list = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie } });
      expect(list.json()).toEqual([]);
    });
  }

  it('still accepts the same upload well formed', async () => {
    const response = await post(`multipart/form-data; boundary=${valid.boundary}`, valid.payload);
    expect(response.statusCode).toBe(201);
  });
});
