import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildPhoto, buildProject, buildSurvey } from './builders';
import { multipart, noisyJpeg, orientedJpeg, pixelBombPng, smallPng } from './image-fixtures';
import { useTestApp } from './harness';
import { PhotoConflictDetails } from '../../common/schemas/photos';

// 1 MB upload limit, so that the 413 path needs no huge fixture.
const ctx = useTestApp({ MAX_UPLOAD_MB: '1' });

let t: Tenants;
let surveyId: string;
beforeEach(async () => {
  // The database is emptied before each test; so are this app's files.
  rmSync(path.join(ctx.config.dataDir, 'blobs'), { recursive: true, force: true });
  t = await buildTenants(ctx.app, ctx.database.db);
  const project = await buildProject(ctx.database.db, { companyId: t.company.id });
  const created = await ctx.app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'mdf' } });
  surveyId = created.json().id;
});

async function upload(cookie: string | undefined, bytes: Buffer, options: { name?: string; type?: string; fields?: Record<string, string>; survey?: string } = {}) {
  const body = await multipart({ photo: { name: options.name ?? 'rack.jpg', type: options.type ?? 'image/jpeg', bytes }, fields: { elevationLevel: '2', ...options.fields } });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/surveys/${options.survey ?? surveyId}/photos`,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const blobFiles = () => {
  const root = path.join(ctx.config.dataDir, 'blobs');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
};

describe('photo upload', () => {
  it('answers 401 signed out, and 424 PARENT_NOT_FOUND for a survey that is another company’s, missing or deleted', async () => {
    const jpeg = await orientedJpeg();
    expect((await upload(undefined, jpeg)).statusCode).toBe(401);
    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    const deleted = await buildSurvey(ctx.database.db, { companyId: t.company.id, projectId: project.id });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/surveys/${deleted.id}`, headers: { cookie: t.admin.cookie } })).statusCode).toBe(204);
    const answers = [await upload(t.outsider.cookie, jpeg), await upload(t.user.cookie, jpeg, { survey: randomUUID() }), await upload(t.user.cookie, jpeg, { survey: deleted.id })];
    expect(answers.map((r) => `${r.statusCode} ${r.json().code}`)).toEqual(Array(3).fill('424 PARENT_NOT_FOUND'));
    expect(blobFiles()).toEqual([]);
  });

  it('refuses an upload to a survey that is not there before reading its body', async () => {
    // A body that never ends: only an answer given before reading it can arrive.
    const body = new PassThrough();
    body.write('--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n');
    const answer = ctx.app.inject({
      method: 'POST',
      url: `/api/surveys/${randomUUID()}/photos`,
      headers: { cookie: t.user.cookie, 'content-type': 'multipart/form-data; boundary=b', 'content-length': '100000' },
      payload: body,
    });
    const response = await Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, 5_000, undefined))]);
    body.destroy();
    expect(response?.statusCode).toBe(424);
  });

  it('stores the photo with its EXIF time and position, and answers its metadata', async () => {
    const response = await upload(t.user.cookie, await orientedJpeg());
    expect(response.statusCode).toBe(201);
    const photo = response.json();
    expect(photo).toMatchObject({
      surveyId,
      originalName: 'rack.jpg',
      label: null,
      elevationLevel: 2,
      mimeType: 'image/jpeg',
      width: 200,
      height: 400,
      takenAt: '2026-03-14T09:26:53.000Z',
    });
    expect(photo.latitude).toBeCloseTo(40.4462, 3);
    expect(photo.longitude).toBeCloseTo(-79.9767, 3);
    expect(photo.urls).toEqual({ thumb: `/api/photos/${photo.id}?size=thumb`, display: `/api/photos/${photo.id}`, original: `/api/photos/${photo.id}?size=original` });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.admin.cookie } });
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([photo.id]);
    const survey = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}`, headers: { cookie: t.user.cookie } });
    expect(survey.json().photos).toHaveLength(1);
  });

  it('makes derivatives turned upright with no metadata, and keeps the original as sent', async () => {
    const original = await orientedJpeg();
    const photo = (await upload(t.user.cookie, original)).json();
    const get = (size: string) => ctx.app.inject({ method: 'GET', url: `/api/photos/${photo.id}?size=${size}`, headers: { cookie: t.user.cookie } });

    const display = await get('display');
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/jpeg');
    expect(display.headers['cache-control']).toContain('private');
    const displayMeta = await sharp(display.rawPayload).metadata();
    expect([displayMeta.width, displayMeta.height]).toEqual([200, 400]);
    expect(displayMeta.exif).toBeUndefined();
    expect(displayMeta.orientation).toBeUndefined();

    const thumbMeta = await sharp((await get('thumb')).rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([160, 320]);
    expect(thumbMeta.exif).toBeUndefined();

    const kept = await get('original');
    expect(Buffer.compare(kept.rawPayload, original)).toBe(0);

    const cached = await ctx.app.inject({ method: 'GET', url: `/api/photos/${photo.id}`, headers: { cookie: t.user.cookie, 'if-none-match': display.headers.etag as string } });
    expect(cached.statusCode).toBe(304);

    const data = await ctx.app.inject({ method: 'GET', url: `/api/photos/${photo.id}/data`, headers: { cookie: t.user.cookie } });
    expect(data.json().data.length).toBeGreaterThan(100);
    expect(Buffer.from(data.json().data, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('accepts PNG too', async () => {
    const response = await upload(t.user.cookie, await smallPng(), { name: 'plan.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mimeType: 'image/png', width: 64, height: 48 });
  });

  it('refuses a text file named .jpg with 415', async () => {
    const response = await upload(t.user.cookie, Buffer.from('this is not a photo, just text\n'.repeat(20)));
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(blobFiles()).toEqual([]);
  });

  it('refuses a truncated JPEG with 422', async () => {
    const full = await noisyJpeg();
    const response = await upload(t.user.cookie, full.subarray(0, Math.floor(full.length * 0.6)));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('UNPROCESSABLE');
    expect(blobFiles()).toEqual([]);
  });

  it('refuses a pixel bomb with 422 before decoding it', async () => {
    const response = await upload(t.user.cookie, pixelBombPng(), { name: 'bomb.png', type: 'image/png' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/too large|megapixels/i);
  });

  it('refuses an upload over MAX_UPLOAD_MB with 413', async () => {
    const big = Buffer.concat([await orientedJpeg(), Buffer.alloc(1_200_000)]);
    const response = await upload(t.user.cookie, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(blobFiles()).toEqual([]);
  });

  it('answers 400 with no photo, a bad elevation, or a JSON body', async () => {
    const noPhoto = await multipart({ fields: { elevationLevel: '1' } });
    const r1 = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie, 'content-type': noPhoto.contentType }, payload: noPhoto.payload });
    expect(r1.statusCode).toBe(400);
    expect((await upload(t.user.cookie, await orientedJpeg(), { fields: { elevationLevel: 'roof' } })).statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie }, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('a repeated upload with the same id returns the first photo', async () => {
    const id = randomUUID();
    const jpeg = await orientedJpeg();
    expect((await upload(t.user.cookie, jpeg, { fields: { id } })).statusCode).toBe(201);
    const again = await upload(t.user.cookie, jpeg, { fields: { id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie } });
    expect(list.json()).toHaveLength(1);
  });
});

describe('photo label, delete and access', () => {
  it('relabels, refusing blanks, and hides photos of other companies', async () => {
    const photo = (await upload(t.user.cookie, await orientedJpeg())).json();
    const put = (cookie: string | undefined, label: unknown) =>
      ctx.app.inject({ method: 'PUT', url: `/api/photos/${photo.id}`, headers: cookie ? { cookie } : {}, payload: { label } });
    expect((await put(undefined, 'x')).statusCode).toBe(401);
    expect((await put(t.outsider.cookie, 'x')).statusCode).toBe(404);
    expect((await put(t.user.cookie, '   ')).statusCode).toBe(400);
    const renamed = await put(t.user.cookie, 'Main rack, north wall');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().label).toBe('Main rack, north wall');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/photos/${photo.id}`, headers: { cookie: t.outsider.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/photos/${photo.id}/data`, headers: { cookie: t.outsider.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.outsider.cookie } })).statusCode).toBe(404);
  });

  it('labels carry a version: a stale relabel answers 409 with the office’s label, a current one goes through, a stale one to the same label is no conflict', async () => {
    const photo = (await upload(t.user.cookie, await orientedJpeg())).json();
    expect(photo.version).toBe(1);
    const put = (cookie: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/photos/${photo.id}`, headers: { cookie }, payload });
    const office = await put(t.admin.cookie, { label: 'MDF rack, office', baseVersion: 1 });
    expect(office.json()).toMatchObject({ label: 'MDF rack, office', version: 2 });

    const stale = await put(t.user.cookie, { label: 'Rack in the field', baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const details = PhotoConflictDetails.parse(stale.json().details);
    expect(details.photo).toMatchObject({ id: photo.id, label: 'MDF rack, office', version: 2 });

    const resolved = await put(t.user.cookie, { label: 'Rack in the field', baseVersion: 2 });
    expect(resolved.json()).toMatchObject({ label: 'Rack in the field', version: 3 });
    const agreeing = await put(t.admin.cookie, { label: 'Rack in the field', baseVersion: 1 });
    expect(agreeing.statusCode).toBe(200);
    expect(agreeing.json()).toMatchObject({ label: 'Rack in the field', version: 3 });
    // Without a base version the last write wins, as before.
    expect((await put(t.admin.cookie, { label: 'Last word' })).json()).toMatchObject({ label: 'Last word', version: 4 });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${surveyId}/photos`, headers: { cookie: t.user.cookie } });
    expect(listed.json()[0]).toMatchObject({ label: 'Last word', version: 4 });
    for (const baseVersion of [0, 1.5, '2']) expect((await put(t.user.cookie, { label: 'x', baseVersion })).statusCode).toBe(400);
  });

  it('a relabel replayed with its Idempotency-Key answers its first answer', async () => {
    const photo = (await upload(t.user.cookie, await orientedJpeg())).json();
    const put = (cookie: string, label: string, key?: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/photos/${photo.id}`, headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) }, payload: { label, baseVersion: 1 } });
    const first = await put(t.user.cookie, 'Rack 1', 'label-entry-1');
    await put(t.admin.cookie, 'Rack 2');
    const again = await put(t.user.cookie, 'Rack 1', 'label-entry-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('delete removes the photo and its three files', async () => {
    const photo = (await upload(t.user.cookie, await orientedJpeg())).json();
    expect(blobFiles()).toHaveLength(3);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: { cookie: t.outsider.cookie } })).statusCode).toBe(404);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: { cookie: t.user.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(blobFiles()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/photos/${photo.id}`, headers: { cookie: t.user.cookie } })).statusCode).toBe(404);
  });

  it('a DELETE with an Idempotency-Key of a photo already gone, never there or another company’s answers 204 and deletes nothing', async () => {
    const gone = (await upload(t.user.cookie, await orientedJpeg())).json();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/photos/${gone.id}`, headers: { cookie: t.admin.cookie } })).statusCode).toBe(204);
    const theirProject = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const theirSurvey = await buildSurvey(ctx.database.db, { companyId: t.otherCompany.id, projectId: theirProject.id });
    const theirs = await buildPhoto(ctx.database.db, { companyId: t.otherCompany.id, surveyId: theirSurvey.id });
    const remove = (id: string, key?: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers: { cookie: t.user.cookie, ...(key ? { 'idempotency-key': key } : {}) } });
    for (const id of [gone.id, randomUUID(), theirs.id]) {
      expect((await remove(id)).statusCode).toBe(404);
      const keyed = await remove(id, randomUUID());
      expect(keyed.statusCode).toBe(204);
      expect(keyed.body).toBe('');
    }
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/surveys/${theirSurvey.id}/photos`, headers: { cookie: t.outsider.cookie } });
    expect(listed.json().map((p: { id: string }) => p.id)).toEqual([theirs.id]);
  });

  it('deleting the survey or the project removes its photos’ files', async () => {
    await upload(t.user.cookie, await orientedJpeg());
    expect(blobFiles()).toHaveLength(3);
    await ctx.app.inject({ method: 'DELETE', url: `/api/surveys/${surveyId}`, headers: { cookie: t.user.cookie } });
    expect(blobFiles()).toEqual([]);

    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    const survey = (await ctx.app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'unit' } })).json();
    await upload(t.user.cookie, await smallPng(), { survey: survey.id, type: 'image/png', name: 'a.png' });
    expect(blobFiles()).toHaveLength(3);
    await ctx.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: { cookie: t.user.cookie } });
    expect(blobFiles()).toEqual([]);
  });
});

describe('survey background image', () => {
  it('turns a data URL into a stored image served by URL, replacing the previous one', async () => {
    const png = await smallPng();
    const patch = (uploadedImage: string | null) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${surveyId}`, headers: { cookie: t.user.cookie }, payload: { uploadedImage } });
    const first = await patch(`data:image/png;base64,${png.toString('base64')}`);
    expect(first.statusCode).toBe(200);
    const url = first.json().uploadedImage as string;
    expect(url).toMatch(new RegExp(`^/api/surveys/${surveyId}/image\\?v=`));
    expect(JSON.stringify(first.json())).not.toContain('base64');
    const image = await ctx.app.inject({ method: 'GET', url, headers: { cookie: t.user.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: t.outsider.cookie } })).statusCode).toBe(404);

    // Sending back the URL it was given changes nothing; a new image replaces the old file.
    expect((await patch(url)).json().uploadedImage).toBe(url);
    const jpeg = await orientedJpeg();
    const second = await patch(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    expect(second.json().uploadedImage).not.toBe(url);
    expect(blobFiles()).toHaveLength(1);
    expect((await patch(null)).json().uploadedImage).toBeNull();
    expect(blobFiles()).toEqual([]);
  });

  it('refuses a data URL that is not an image', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/surveys/${surveyId}`,
      headers: { cookie: t.user.cookie },
      payload: { uploadedImage: `data:image/png;base64,${Buffer.from('hello').toString('base64')}` },
    });
    expect(response.statusCode).toBe(415);
  });
});
