import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';
import { multipart, noisyJpeg, smallPng } from './image-fixtures';

// Issue 16: GET /api/projects/{id}/photos.zip, the project's photos as one ZIP, streamed:
// every original named {type}/{location}/{level}-{label}-{n}.{ext}, with index.csv.

const ctx = useTestApp();

let t: Tenants;
let projectId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  projectId = (await buildProject(ctx.database.db, { companyId: t.company.id, name: 'Oak Towers' })).id;
});

async function location(locationType: string, instanceName: string) {
  const created = await ctx.app.inject({ method: 'POST', url: `/api/projects/${projectId}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType, instanceName } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

async function upload(surveyId: string, bytes: Buffer, elevationLevel: string, label?: string, name = 'IMG_0001.JPG', type = 'image/jpeg') {
  const body = await multipart({ photo: { name, type, bytes }, fields: { elevationLevel } });
  const answer = await ctx.app.inject({ method: 'POST', url: `/api/surveys/${surveyId}/photos`, headers: { 'content-type': body.contentType, cookie: t.user.cookie }, payload: body.payload });
  expect(answer.statusCode, answer.body).toBe(201);
  const id = (answer.json() as { id: string }).id;
  if (label) {
    const labelled = await ctx.app.inject({ method: 'PUT', url: `/api/photos/${id}`, headers: { cookie: t.user.cookie }, payload: { label } });
    expect(labelled.statusCode, labelled.body).toBe(200);
  }
  return id;
}

/** The entries of a ZIP, by name, read with a real unzip library. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GET /api/projects/{id}/photos.zip', () => {
  it('holds every original, named by where it was taken, with an index', async () => {
    const mdf = await location('mdf', 'MDF 1');
    const unit = await location('unit', 'Unit 204');
    const rack = await noisyJpeg(320, 240);
    const closet = await noisyJpeg(200, 160);
    const plan = await smallPng();
    await upload(mdf, rack, '-1', 'Rack front');
    await upload(mdf, closet, '-1', 'Rack front');
    await upload(unit, plan, '2', undefined, 'closet.png', 'image/png');

    const answer = await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}/photos.zip`, headers: { cookie: t.user.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="Oak-Towers-photos-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''Oak-Towers-photos-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Number(answer.headers['x-riser-photo-bytes'])).toBe(rack.length + closet.length + plan.length);

    const entries = await unzip(answer.rawPayload);
    expect([...entries.keys()]).toEqual(['MDF/MDF 1/Basement-Rack front-1.jpg', 'MDF/MDF 1/Basement-Rack front-2.jpg', 'Unit/Unit 204/Second Floor-photo-1.png', 'index.csv']);
    // The originals, byte for byte.
    expect(sha(entries.get('MDF/MDF 1/Basement-Rack front-1.jpg')!)).toBe(sha(rack));
    expect(sha(entries.get('Unit/Unit 204/Second Floor-photo-1.png')!)).toBe(sha(plan));
    const index = entries.get('index.csv')!.toString('utf8').trimEnd().split('\r\n');
    expect(index[0]).toBe('File,Location type,Location,Level,Label,Original name,Taken,Added,Latitude,Longitude,Pin,Photo id,Note');
    expect(index).toHaveLength(4);
    expect(index[1]).toMatch(/^MDF\/MDF 1\/Basement-Rack front-1\.jpg,MDF,MDF 1,Basement,Rack front,IMG_0001\.JPG,/);
  });

  it('is an index alone for a project without photos, and another company’s 404', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}/photos.zip`, headers: { cookie: t.user.cookie } });
    expect(empty.statusCode).toBe(200);
    expect([...(await unzip(empty.rawPayload)).keys()]).toEqual(['index.csv']);
    const other = await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}/photos.zip`, headers: { cookie: t.outsiderAdmin.cookie } });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
  });
});
