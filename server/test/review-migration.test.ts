import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/database';
import { surveys } from '../db/schema';
import { buildCompany, buildProject, buildSurvey, buildUser } from './builders';
import { useTestApp } from './harness';

// Migration 0015 (issue 27, DESIGN §16): locations completed before review existed are submitted
// for review, as if completed now; nothing else is. Run here on rows written the old way.

const ctx = useTestApp();

async function runDataMigration() {
  const text = readFileSync(path.join(MIGRATIONS_DIR, '0015_review.sql'), 'utf8');
  const data = text.slice(text.indexOf('-- Data (issue 27'));
  for (const statement of data.split('--> statement-breakpoint')) await ctx.database.db.execute(sql.raw(statement));
}

describe('migration 0015: review of locations completed before', () => {
  it('makes completed locations pending, submitted by whoever last changed them; open ones, the site map and plans stay unsubmitted', async () => {
    const companyId = (await buildCompany(ctx.database.db)).id;
    const projectId = (await buildProject(ctx.database.db, { companyId })).id;
    const surveyor = await buildUser(ctx.database.db, { companyId });
    const make = (values: Omit<Parameters<typeof buildSurvey>[1], 'companyId' | 'projectId'>) => buildSurvey(ctx.database.db, { companyId, projectId, updatedBy: surveyor.id, ...values });
    const done = await make({ locationType: 'mdf', isCompleted: true });
    const open = await make({ locationType: 'idf', isCompleted: false });
    const siteMap = await make({ locationType: 'site-map', isCompleted: true });
    const unit = await make({ locationType: 'unit', isCompleted: true });
    const plan = await make({ locationType: 'unit', unitSurveyId: unit.id, instanceNumber: unit.instanceNumber, isCompleted: true });

    await runDataMigration();

    const state = async (id: string) => (await ctx.database.db.select().from(surveys).where(eq(surveys.id, id)))[0]!;
    expect(await state(done.id)).toMatchObject({ reviewState: 'pending', submittedBy: surveyor.id, reviewAt: expect.any(Date) });
    expect((await state(unit.id)).reviewState).toBe('pending');
    for (const id of [open.id, siteMap.id, plan.id]) expect((await state(id)).reviewState).toBeNull();
  });
});
