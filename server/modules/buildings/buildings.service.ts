import type { CreateBuildingBody, UpdateBuildingBody } from '../../../common/schemas/buildings';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { violatedConstraint } from '../../db/errors';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import { parentProjectInScope, projectInScope } from '../projects/projects.service';
import type { WebhookEvents } from '../webhooks/webhooks.service';
import { buildingPolicy } from './buildings.policy';
import {
  deleteBuilding,
  findBuilding,
  findBuildingAcrossCompanies,
  findBuildingNamed,
  findBuildings,
  insertBuildingOnce,
  listBuildings,
  locationsInBuilding,
  lockBuildingRow,
  renameFollowingUnits,
  updateBuilding,
  widenFloorsToAnswer,
  type BuildingRow,
} from './buildings.repo';

export type { BuildingRow } from './buildings.repo';

// The project's buildings (DESIGN §15, issue 25), and the rules of a place that every survey
// write and the bulk unit calls share: a building of the survey's own project, a floor within
// its floors.

export interface BuildingsDeps {
  db: Db;
  webhooks?: WebhookEvents;
}

/** A building in the scope, else 404 (another company's building is exactly like a missing one). */
export async function buildingInScope(db: Db, scope: Scope, id: string): Promise<BuildingRow> {
  const building = await findBuilding(db, scope, id);
  if (!building) throw new AppError('NOT_FOUND', 'Building not found.');
  return building;
}

/** The buildings of these ids in the scope (a survey's answer names its building). */
export function buildingsOfIds(db: Db, scope: Scope, ids: readonly string[]): Promise<BuildingRow[]> {
  return findBuildings(db, scope, ids);
}

/** A project's buildings, by name. */
export function buildingsOfProject(db: Db, scope: Scope, projectId: string): Promise<BuildingRow[]> {
  return listBuildings(db, scope, projectId);
}

/**
 * The building a write names by id, of the project the write is about. One that is not there
 * (not made yet, another project's or company's) answers a retryable 424, as for any reference
 * an outbox may send before its create (DESIGN §6).
 */
export async function buildingOfProject(db: Db, scope: Scope, projectId: string, id: string, field: string): Promise<BuildingRow> {
  const building = await findBuilding(db, scope, id);
  if (!building || building.projectId !== projectId) {
    throw new AppError('PARENT_NOT_FOUND', 'This building is not in the project (yet).', { details: { fields: [{ field, message: 'Not a building of this project' }] } });
  }
  return building;
}

/**
 * The building a form names by its name (what the forms' text field sent before buildings were
 * records, and what an old outbox still sends): the project's building of that name, else a new
 * one, as the migration made them: its floors the one sent with it (else 1 to 1), following the
 * floors its locations answer until someone sets them.
 */
export async function buildingNamed(db: Db, actor: UserRow, project: { id: string; companyId: string }, name: string, floor: number | null): Promise<BuildingRow> {
  const scope = companyScope(project.companyId);
  const found = await findBuildingNamed(db, scope, project.id, name);
  if (found) return found;
  // As the migration made them: the floor answered, else 1 to 1.
  const lowest = floor ?? 1;
  const highest = floor ?? 1;
  const made = await db.transaction(async (tx) => {
    const row = await insertBuildingOnce(tx, scope, {
      companyId: project.companyId,
      projectId: project.id,
      name: name.trim(),
      lowestFloor: lowest,
      highestFloor: highest,
      floorsFollowAnswers: true,
      createdBy: actor.id,
    }).catch(
      (error: unknown) => {
        // Made by another write at this very moment: found below.
        if (violatedConstraint(error) === 'buildings_name_key') return undefined;
        throw error;
      },
    );
    if (row) await recordAudit(tx, { action: 'building.create', actorId: actor.id, companyId: project.companyId, subjectType: 'building', subjectId: row.id, data: { projectId: project.id, name: row.name, fromForm: true } });
    return row;
  });
  return made ?? (await findBuildingNamed(db, scope, project.id, name))!;
}

/**
 * A location's floor in its building: one of its floors; or, in a building whose floors follow the
 * answers (nobody set them), a floor it takes in; else 422 naming `field`, where it was sent.
 */
export async function admitFloor(db: Db, actor: UserRow, building: BuildingRow, floor: number | null, field: string): Promise<void> {
  if (floor === null || (floor >= building.lowestFloor && floor <= building.highestFloor)) return;
  if (building.floorsFollowAnswers) {
    const widened = await db.transaction(async (tx) => {
      const row = await widenFloorsToAnswer(tx, companyScope(building.companyId), building.id, floor);
      if (row) {
        await recordAudit(tx, {
          action: 'building.update',
          actorId: actor.id,
          companyId: row.companyId,
          subjectType: 'building',
          subjectId: row.id,
          data: { projectId: row.projectId, name: row.name, changed: ['lowestFloor', 'highestFloor'], fromAnswer: true, lowestFloor: row.lowestFloor, highestFloor: row.highestFloor },
        });
      }
      return row;
    });
    // Set meanwhile by someone: its floors are the rule now.
    if (widened) return;
    const now = await findBuilding(db, companyScope(building.companyId), building.id);
    if (now) return refuseFloorOutside(now, floor, field);
  }
  refuseFloorOutside(building, floor, field);
}

/** 422 unless the floor is one of the building's; `field` names where it was sent. */
export function refuseFloorOutside(building: Pick<BuildingRow, 'name' | 'lowestFloor' | 'highestFloor'>, floor: number | null, field: string): void {
  if (floor === null || (floor >= building.lowestFloor && floor <= building.highestFloor)) return;
  const message = `Floor ${floor} is not a floor of building ${building.name} (floors ${building.lowestFloor} to ${building.highestFloor}).`;
  throw new AppError('UNPROCESSABLE', message, { details: { fields: [{ field, message: `must be from ${building.lowestFloor} to ${building.highestFloor}` }] } });
}

function nameTaken(name: string): AppError {
  return new AppError('BUILDING_NAME_TAKEN', `The project has a building named ${name} already.`, { details: { fields: [{ field: 'body.name', message: 'Taken by another building' }] } });
}

export function createBuildingsService(deps: BuildingsDeps) {
  const { db } = deps;

  return {
    async list(actor: UserRow, projectId: string) {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      return listBuildings(db, scope, project.id);
    },

    async create(actor: UserRow, projectId: string, body: CreateBuildingBody): Promise<{ building: BuildingRow; created: boolean }> {
      const project = await parentProjectInScope(db, scopeOf(actor), projectId);
      authorize(buildingPolicy, actor, 'building.create', project);
      const scope = companyScope(project.companyId);
      const lowestFloor = body.lowestFloor;
      const highestFloor = body.highestFloor ?? Math.max(lowestFloor, 1);
      let made: BuildingRow | undefined;
      try {
        made = await db.transaction(async (tx) => {
          const row = await insertBuildingOnce(tx, scope, {
            ...(body.id ? { id: body.id } : {}),
            companyId: project.companyId,
            projectId: project.id,
            name: body.name,
            lowestFloor,
            highestFloor,
            createdBy: actor.id,
          });
          if (row) {
            await recordAudit(tx, {
              action: 'building.create',
              actorId: actor.id,
              companyId: project.companyId,
              subjectType: 'building',
              subjectId: row.id,
              data: { projectId: project.id, projectName: project.name, name: row.name, lowestFloor, highestFloor },
            });
          }
          return row;
        });
      } catch (error) {
        if (violatedConstraint(error) !== 'buildings_name_key') throw error;
        // Another building has the name, unless this is the same create repeated at this very moment.
        if (!body.id || !(await findBuildingAcrossCompanies(db, body.id))) throw nameTaken(body.name);
      }
      if (made) return { building: made, created: true };
      // A repeated create with the same id (an outbox replay) answers what the first made (DESIGN §4).
      const existing = await findBuildingAcrossCompanies(db, body.id!);
      if (!existing || existing.companyId !== project.companyId || existing.projectId !== project.id) throw new AppError('CONFLICT', 'This id is already used.');
      return { building: existing, created: false };
    },

    async update(actor: UserRow, id: string, body: UpdateBuildingBody): Promise<BuildingRow> {
      const scope = scopeOf(actor);
      const building = await buildingInScope(db, scope, id);
      authorize(buildingPolicy, actor, 'building.update', building);
      const lowest = body.lowestFloor ?? building.lowestFloor;
      const highest = body.highestFloor ?? building.highestFloor;
      if (lowest > highest) {
        throw new AppError('VALIDATION_FAILED', 'The highest floor must not be below the lowest.', {
          details: { fields: [{ field: body.highestFloor === undefined ? 'body.lowestFloor' : 'body.highestFloor', message: 'must not be below the lowest floor' }] },
        });
      }
      const renamed = body.name !== undefined && body.name !== building.name;
      try {
        const { row, followed } = await db.transaction(async (tx) => {
          // Its floors are checked against its locations with no write to them in between.
          await lockBuildingRow(tx, building.id);
          if (lowest > building.lowestFloor || highest < building.highestFloor) {
            const outside = await locationsInBuilding(tx, scope, building.id, { lowest, highest });
            if (outside.count > 0) {
              throw new AppError('BUILDING_FLOORS_IN_USE', `${outside.count} location${outside.count === 1 ? ' is' : 's are'} on floors outside ${lowest} to ${highest}.`, {
                details: { count: outside.count, locations: outside.some },
              });
            }
          }
          // Floors someone sets are the building's rule from now on (no longer following the answers).
          const floorsSet = body.lowestFloor !== undefined || body.highestFloor !== undefined;
          const row = await updateBuilding(tx, scope, building.id, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            lowestFloor: lowest,
            highestFloor: highest,
            ...(floorsSet ? { floorsFollowAnswers: false } : {}),
          });
          if (!row) throw new AppError('NOT_FOUND', 'Building not found.');
          // Units still named after the building follow its new name (DESIGN §15).
          const followed = renamed ? await renameFollowingUnits(tx, scope, building.id, building.name, row.name) : 0;
          await recordAudit(tx, {
            action: 'building.update',
            actorId: actor.id,
            companyId: row.companyId,
            subjectType: 'building',
            subjectId: row.id,
            data: { projectId: row.projectId, name: row.name, changed: Object.keys(body), ...(renamed ? { previousName: building.name, unitsRenamed: followed } : {}) },
          });
          return { row, followed };
        });
        // Quantities are totalled per building by name.
        if (renamed && deps.webhooks) await deps.webhooks.emit(row.companyId, 'quantities.changed', { projectId: row.projectId, source: 'building', buildingId: row.id, changedBy: actor.id, unitsRenamed: followed });
        return row;
      } catch (error) {
        if (violatedConstraint(error) === 'buildings_name_key') throw nameTaken(body.name!);
        throw error;
      }
    },

    /**
     * Deletes a building no location is in. `goneIsDone`: one that is not there counts as
     * deleted (a replayed outbox delete, DESIGN §6).
     */
    async remove(actor: UserRow, id: string, { goneIsDone = false }: { goneIsDone?: boolean } = {}) {
      const scope = scopeOf(actor);
      const building = await findBuilding(db, scope, id);
      if (!building) {
        if (goneIsDone) return;
        throw new AppError('NOT_FOUND', 'Building not found.');
      }
      authorize(buildingPolicy, actor, 'building.delete', building);
      const inUse = async (conn: Db) => {
        const locations = await locationsInBuilding(conn, scope, building.id);
        if (locations.count === 0) return;
        throw new AppError('BUILDING_IN_USE', `${locations.count} location${locations.count === 1 ? ' is' : 's are'} in building ${building.name}; move or delete ${locations.count === 1 ? 'it' : 'them'} first.`, {
          details: { count: locations.count, locations: locations.some },
        });
      };
      try {
        await db.transaction(async (tx) => {
          await inUse(tx);
          if (!(await deleteBuilding(tx, scope, id))) {
            if (goneIsDone) return;
            throw new AppError('NOT_FOUND', 'Building not found.');
          }
          await recordAudit(tx, { action: 'building.delete', actorId: actor.id, companyId: building.companyId, subjectType: 'building', subjectId: building.id, data: { projectId: building.projectId, name: building.name } });
        });
      } catch (error) {
        // A location moved in while the delete was under way: the key refuses it.
        if (violatedConstraint(error) === 'surveys_building_fk') await inUse(db);
        throw error;
      }
    },
  };
}
