import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/database';
import { buildings, surveys } from '../db/schema';
import { buildBuilding, buildCompany, buildProject, buildSurvey } from './builders';
import { useTestApp } from './harness';

// Migration 0014 (issue 25, DESIGN §15): the place answers of surveys from before buildings
// were records become buildings and columns. Run here, as databases of then hold them, on rows
// written the old way (answers in form_data, no columns), and once more on rows already moved.

const ctx = useTestApp();

/** The migration's data statements (after its tables), as the migrator runs them. */
async function runDataMigration() {
  const text = readFileSync(path.join(MIGRATIONS_DIR, '0014_property.sql'), 'utf8');
  const data = text.slice(text.indexOf('-- Data (issue 25'));
  for (const statement of data.split('--> statement-breakpoint')) await ctx.database.db.execute(sql.raw(statement));
}

let companyId: string;
let projectId: string;
beforeEach(async () => {
  companyId = (await buildCompany(ctx.database.db)).id;
  projectId = (await buildProject(ctx.database.db, { companyId })).id;
});

const legacy = (values: Omit<Parameters<typeof buildSurvey>[1], 'companyId' | 'projectId'>, project = projectId) => buildSurvey(ctx.database.db, { companyId, projectId: project, ...values });
const row = async (id: string) => (await ctx.database.db.select().from(surveys).where(eq(surveys.id, id)))[0]!;
const buildingsOf = async (project: string) =>
  (await ctx.database.db.select().from(buildings).where(eq(buildings.projectId, project)).orderBy(asc(buildings.name))).map((b) => ({ id: b.id, name: b.name, lowestFloor: b.lowestFloor, highestFloor: b.highestFloor }));

describe('migration 0014: places from answers', () => {
  it('makes each project’s buildings from its answers, moves building, floor and unit number into columns, and out of form_data', async () => {
    const mdf = await legacy({ locationType: 'mdf', instanceNumber: 1, formData: { building: 'North Tower', floor: 2, doorName: 'Riser' }, fieldVersions: { building: 2, floor: 3, doorName: 2 } });
    const idf = await legacy({ locationType: 'idf', instanceNumber: 1, formData: { building: ' north tower ', floor: '-1' } });
    const annex = await legacy({ locationType: 'building', instanceNumber: 1, formData: { buildingNumber: 'Annex', floors: 3 } });
    const unit = await legacy({ locationType: 'unit', instanceNumber: 1, formData: { building_name: 'North Tower', unit_number: '204', floor: 3, outlets_needed: 4 }, fieldVersions: { building_name: 4, unit_number: 5 } });
    const twin = await legacy({ locationType: 'unit', instanceNumber: 2, instanceName: null, formData: { building: 'North Tower', unitNumber: '204', floor: 2 } });
    const named = await legacy({ locationType: 'unit', instanceNumber: 3, instanceName: 'Corner unit', formData: { building: 'North Tower', unitNumber: '204', floor: 2 } });
    const loose = await legacy({ locationType: 'unit', instanceNumber: 4, formData: { unitNumber: 305, floor: 'Ground' } });
    const high = await legacy({ locationType: 'common-area', instanceNumber: 1, formData: { floor: 250, areaType: 'Lobby' } });
    const untouched = await legacy({ locationType: 'pathways', instanceNumber: 1, formData: { pathType: 'Conduit' } });
    // Another project's North Tower is its own building.
    const otherProject = (await buildProject(ctx.database.db, { companyId })).id;
    const elsewhere = await legacy({ locationType: 'mdf', instanceNumber: 1, formData: { building: 'North Tower' } }, otherProject);

    await runDataMigration();

    const tower = (await buildingsOf(projectId)).find((b) => b.name === 'North Tower')!;
    expect(await buildingsOf(projectId)).toEqual([
      { id: expect.any(String), name: 'Annex', lowestFloor: 1, highestFloor: 1 },
      // Its locations answered floors -1 to 3: a basement kept.
      { id: tower.id, name: 'North Tower', lowestFloor: -1, highestFloor: 3 },
    ]);
    // Nobody set their floors: they follow the floors answered.
    expect((await ctx.database.db.select().from(buildings).where(eq(buildings.id, tower.id)))[0]!.floorsFollowAnswers).toBe(true);
    expect((await buildingsOf(otherProject)).map((b) => [b.name, b.lowestFloor, b.highestFloor])).toEqual([['North Tower', 1, 1]]);

    expect(await row(mdf.id)).toMatchObject({ buildingId: tower.id, floor: 2, unitNumber: null, formData: { doorName: 'Riser' }, fieldVersions: { building: 2, floor: 3, doorName: 2 } });
    expect(await row(idf.id)).toMatchObject({ buildingId: tower.id, floor: -1, formData: {} });
    expect(await row(annex.id)).toMatchObject({ buildingId: expect.any(String), floor: null, formData: { floors: 3 } });
    // The old field names' versions go on under the place's one name.
    expect(await row(unit.id)).toMatchObject({ buildingId: tower.id, floor: 3, unitNumber: '204', formData: { outlets_needed: 4 }, fieldVersions: { building: 4, unitNumber: 5 } });
    // A number another unit of the building has stays with the first; the others keep it in their names.
    expect(await row(twin.id)).toMatchObject({ buildingId: tower.id, floor: 2, unitNumber: null, instanceName: 'Unit 204', formData: {} });
    expect(await row(named.id)).toMatchObject({ unitNumber: null, instanceName: 'Corner unit (204)' });
    // No building: a number of its own; a floor that is no floor number stays as text.
    expect(await row(loose.id)).toMatchObject({ buildingId: null, floor: null, unitNumber: '305', formData: { floorText: 'Ground' } });
    expect(await row(high.id)).toMatchObject({ floor: null, formData: { areaType: 'Lobby', floorText: '250' } });
    expect(await row(untouched.id)).toMatchObject({ buildingId: null, floor: null, formData: { pathType: 'Conduit' } });
    expect((await row(elsewhere.id)).buildingId).not.toBe(tower.id);
  });

  it('runs again on a database already moved: finds its buildings by name, widens their floors, leaves moved surveys alone', async () => {
    const annex = await buildBuilding(ctx.database.db, { companyId, projectId, name: 'Annex', lowestFloor: 1, highestFloor: 1 });
    const moved = await legacy({ locationType: 'unit', instanceNumber: 1, buildingId: annex.id, floor: 1, unitNumber: '101', formData: { rooms: 2 } });
    const late = await legacy({ locationType: 'unit', instanceNumber: 2, formData: { building: 'ANNEX', floor: 4, unitNumber: '101' } });
    await runDataMigration();
    expect(await buildingsOf(projectId)).toEqual([{ id: annex.id, name: 'Annex', lowestFloor: 1, highestFloor: 4 }]);
    expect(await row(moved.id)).toMatchObject({ buildingId: annex.id, floor: 1, unitNumber: '101', formData: { rooms: 2 } });
    expect(await row(late.id)).toMatchObject({ buildingId: annex.id, floor: 4, unitNumber: null, formData: {} });
    // Once more: nothing changes.
    await runDataMigration();
    expect(await buildingsOf(projectId)).toHaveLength(1);
  });
});
