import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { surveys, photos } from '../db/schema';
import { buildTenants, buildTenantsWithSurvey } from './actors';
import { buildProject } from './builders';
import { useTestApp } from './harness';
import { multipart, noisyJpeg } from './image-fixtures';

const ctx = useTestApp();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('authorize before any work (DESIGN §3)', () => {
  it('stores nothing for a background sent to another company’s survey or to no survey at all', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const theirs = await buildProject(ctx.database.db, { companyId: t.otherCompany.id });
    const survey = (
      await ctx.app.inject({ method: 'POST', url: `/api/projects/${theirs.id}/surveys`, headers: { cookie: t.outsider.cookie }, payload: { locationType: 'site-map' } })
    ).json() as { id: string };
    const image = `data:image/jpeg;base64,${(await noisyJpeg(1600, 1200)).toString('base64')}`;
    const blobsDir = path.join(ctx.config.dataDir, 'blobs');
    const before = await filesUnder(blobsDir);

    for (const id of [survey.id, randomUUID(), survey.id, randomUUID(), survey.id]) {
      const response = await ctx.app.inject({ method: 'PATCH', url: `/api/surveys/${id}`, headers: { cookie: t.user.cookie }, payload: { uploadedImage: image } });
      expect(response.statusCode).toBe(404);
    }
    // On 851e364 each call left a decoded background behind: any signed-in user could fill the disk.
    expect(await filesUnder(blobsDir)).toEqual(before);
  });
});

describe('a child’s company is its parent’s (composite keys)', () => {
  it('refuses a survey whose company differs from its project’s, and a photo whose company differs from its survey’s', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    const db = ctx.database.db;
    const survey = { projectId: project.id, locationType: 'unit', locationId: 'unit-1', instanceNumber: 1 };
    await expect(db.insert(surveys).values({ ...survey, companyId: t.otherCompany.id })).rejects.toThrow();
    const [ours] = await db.insert(surveys).values({ ...survey, companyId: t.company.id }).returning();
    const photo = {
      id: randomUUID(),
      surveyId: ours!.id,
      originalName: 'a.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      originalKey: 'k-original',
      displayKey: 'k-display',
      thumbKey: 'k-thumb',
    };
    await expect(db.insert(photos).values({ ...photo, companyId: t.otherCompany.id })).rejects.toThrow();
    await expect(db.insert(photos).values({ ...photo, companyId: t.company.id })).resolves.toBeDefined();
  });
});

describe('a write and its audit row commit together (DESIGN §3)', () => {
  it('keeps no relabel whose audit row could not be written', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    const [survey] = await ctx.database.db
      .insert(surveys)
      .values({ companyId: t.company.id, projectId: project.id, locationType: 'mdf', locationId: 'mdf-1', instanceNumber: 1 })
      .returning();
    const photoId = randomUUID();
    await ctx.database.db.insert(photos).values({
      id: photoId,
      companyId: t.company.id,
      surveyId: survey!.id,
      originalName: 'rack.jpg',
      label: 'Rack',
      mimeType: 'image/jpeg',
      size: 1,
      originalKey: 'k-original',
      displayKey: 'k-display',
      thumbKey: 'k-thumb',
    });
    // The audit insert fails as it did on 851e364 for a lone surrogate: the label must not change either.
    await ctx.database.db.execute(
      sql.raw(`create function refuse_photo_audit() returns trigger language plpgsql as $$
        begin
          if new.action = 'photo.update' then raise exception 'audit refused'; end if;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(sql.raw('create trigger refuse_photo_audit before insert on audit_events for each row execute function refuse_photo_audit()'));
    try {
      const response = await ctx.app.inject({ method: 'PUT', url: `/api/photos/${photoId}`, headers: { cookie: t.user.cookie }, payload: { label: 'Changed' } });
      expect(response.statusCode).toBe(500);
      const [stored] = await ctx.database.db.select({ label: photos.label }).from(photos).where(eq(photos.id, photoId));
      expect(stored!.label).toBe('Rack');
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_photo_audit on audit_events'));
      await ctx.database.db.execute(sql.raw('drop function refuse_photo_audit()'));
    }
  });
});

describe('a parent deleted while a child is on its way', () => {
  it('answers 424 to a photo whose survey was deleted during the upload, and keeps none of its files', async () => {
    const { tenants, surveyId } = await buildTenantsWithSurvey(ctx.app, ctx.database.db);
    // The survey goes just before the photo row would land, as a colleague's delete would.
    await ctx.database.db.execute(
      sql.raw(`create function delete_survey_first() returns trigger language plpgsql as $$
        begin
          delete from surveys where id = new.survey_id;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(sql.raw('create trigger delete_survey_first before insert on photos for each row execute function delete_survey_first()'));
    try {
      const before = await filesUnder(path.join(ctx.config.dataDir, 'blobs'));
      const body = await multipart({ photo: { name: 'rack.jpg', type: 'image/jpeg', bytes: await noisyJpeg(400, 300) }, fields: { elevationLevel: '1' } });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/surveys/${surveyId}/photos`,
        headers: { cookie: tenants.user.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(424);
      expect(response.json().code).toBe('PARENT_NOT_FOUND');
      expect(await filesUnder(path.join(ctx.config.dataDir, 'blobs'))).toEqual(before);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger delete_survey_first on photos'));
      await ctx.database.db.execute(sql.raw('drop function delete_survey_first()'));
    }
  });

  it('answers 424 to a survey whose project was deleted during the create', async () => {
    const t = await buildTenants(ctx.app, ctx.database.db);
    const project = await buildProject(ctx.database.db, { companyId: t.company.id });
    await ctx.database.db.execute(
      sql.raw(`create function delete_project_first() returns trigger language plpgsql as $$
        begin
          delete from projects where id = new.project_id;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(sql.raw('create trigger delete_project_first before insert on surveys for each row execute function delete_project_first()'));
    try {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: t.user.cookie }, payload: { locationType: 'unit' } });
      expect(response.statusCode).toBe(424);
      expect(response.json().code).toBe('PARENT_NOT_FOUND');
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger delete_project_first on surveys'));
      await ctx.database.db.execute(sql.raw('drop function delete_project_first()'));
    }
  });
});
