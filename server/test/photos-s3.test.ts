import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenants, type Tenants } from './actors';
import { buildProject } from './builders';
import { multipart, orientedJpeg } from './image-fixtures';
import { useTestApp } from './harness';

// A real S3 protocol server in this process: the app stores photos there through S3_* settings.
const s3Server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(path.join(os.tmpdir(), 'riser-s3rver-')),
  configureBuckets: [{ name: 'riser-photos', configs: [] }],
});
const endpoint = `http://127.0.0.1:${((await s3Server.run()) as AddressInfo).port}`;
afterAll(async () => {
  await s3Server.close();
});

const ctx = useTestApp({
  S3_BUCKET: 'riser-photos',
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'site-a/',
});

const bucket = new S3Client({
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => bucket.destroy());

async function storedKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: 'riser-photos', Prefix: 'site-a/' }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

let t: Tenants;
let surveyId: string;
beforeEach(async () => {
  t = await buildTenants(ctx.app, ctx.database.db);
  const project = await buildProject(ctx.database.db, { companyId: t.company.id });
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/surveys`,
    headers: { cookie: t.user.cookie },
    payload: { locationType: 'mdf' },
  });
  surveyId = created.json().id;
});

describe('photos on an S3-compatible store', () => {
  it('stores the original and both derivatives in the bucket, serves them, and deletes them', async () => {
    const before = await storedKeys();
    const body = await multipart({
      photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await orientedJpeg() },
      fields: { elevationLevel: '0' },
    });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/surveys/${surveyId}/photos`,
      headers: { 'content-type': body.contentType, cookie: t.user.cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json();
    const added = (await storedKeys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(3);

    const thumb = await ctx.app.inject({ method: 'GET', url: `${photo.urls.thumb}`, headers: { cookie: t.user.cookie } });
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(320);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: { cookie: t.user.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await storedKeys()).toEqual(before);
  });
});
