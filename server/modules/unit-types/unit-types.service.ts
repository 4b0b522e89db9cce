import type { CreateUnitTypeBody, UpdateUnitTypeBody } from '../../../common/schemas/unit-types';
import { typicalPlanName } from '../../../common/survey/unit-plans';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { violatedConstraint } from '../../db/errors';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import type { BlobStore } from '../../blobs/blob-store';
import { parentProjectInScope, projectInScope } from '../projects/projects.service';
import { defaultTemplateFor } from '../templates/templates.service';
import { unitTypePolicy } from './unit-types.policy';
import {
  deleteTypicalPlan,
  deleteUnitType,
  findUnitType,
  findUnitTypeAcrossCompanies,
  insertTypicalPlanOnce,
  insertUnitTypeOnce,
  listUnitTypes,
  nextTypicalPlanNumber,
  renameTypicalPlan,
  renameUnitType,
  unitsOfType,
  type UnitTypeWithPlan,
} from './unit-types.repo';

export type { UnitTypeWithPlan } from './unit-types.repo';

// A project's unit types (typical units, DESIGN §15, issue 25). Each is made with its typical
// floor plan, a survey marked up like any floor plan and counted once per unit of the type.

export interface UnitTypesDeps {
  db: Db;
  blobs: BlobStore;
}

/** A unit type in the scope, else 404 (another company's type is exactly like a missing one). */
export async function unitTypeInScope(db: Db, scope: Scope, id: string): Promise<UnitTypeWithPlan> {
  const type = await findUnitType(db, scope, id);
  if (!type) throw new AppError('NOT_FOUND', 'Unit type not found.');
  return type;
}

/** A project's unit types, by name. */
export function unitTypesOfProject(db: Db, scope: Scope, projectId: string): Promise<UnitTypeWithPlan[]> {
  return listUnitTypes(db, scope, projectId);
}

/** The unit type a write names, of the write's project; else a retryable 424 (it may be on its way in an outbox, DESIGN §6). */
export async function unitTypeOfProject(db: Db, scope: Scope, projectId: string, id: string, field: string): Promise<UnitTypeWithPlan> {
  const type = await findUnitType(db, scope, id);
  if (!type || type.projectId !== projectId) {
    throw new AppError('PARENT_NOT_FOUND', 'This unit type is not in the project (yet).', { details: { fields: [{ field, message: 'Not a unit type of this project' }] } });
  }
  return type;
}

function nameTaken(name: string): AppError {
  return new AppError('UNIT_TYPE_NAME_TAKEN', `The project has a unit type named ${name} already.`, { details: { fields: [{ field: 'body.name', message: 'Taken by another unit type' }] } });
}

export function createUnitTypesService(deps: UnitTypesDeps) {
  const { db } = deps;

  return {
    async list(actor: UserRow, projectId: string) {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      return listUnitTypes(db, scope, project.id);
    },

    /** The type and its typical plan in one transaction, both with client ids when given (offline). */
    async create(actor: UserRow, projectId: string, body: CreateUnitTypeBody): Promise<{ unitType: UnitTypeWithPlan; created: boolean }> {
      const project = await parentProjectInScope(db, scopeOf(actor), projectId);
      authorize(unitTypePolicy, actor, 'unit_type.create', project);
      const scope = companyScope(project.companyId);
      const template = await defaultTemplateFor(db, project.companyId, 'unit');
      let made: string | undefined;
      try {
        made = await db.transaction(async (tx) => {
          const row = await insertUnitTypeOnce(tx, scope, { ...(body.id ? { id: body.id } : {}), companyId: project.companyId, projectId: project.id, name: body.name, createdBy: actor.id });
          if (!row) return undefined;
          const plan = await insertTypicalPlanOnce(tx, scope, {
            ...(body.planSurveyId ? { id: body.planSurveyId } : {}),
            companyId: project.companyId,
            projectId: project.id,
            locationType: 'unit',
            locationId: `typical-plan-${row.id}`,
            instanceName: typicalPlanName(row.name),
            instanceNumber: await nextTypicalPlanNumber(tx, scope, project.id),
            isTypicalPlan: true,
            unitTypeId: row.id,
            templateId: template?.id ?? null,
            templateVersion: template?.currentVersion ?? null,
            createdBy: actor.id,
            updatedBy: actor.id,
          });
          // The plan's id is some other survey's: nothing of this create is kept.
          if (!plan) throw new AppError('CONFLICT', 'The typical plan’s id is already used.', { details: { fields: [{ field: 'body.planSurveyId', message: 'Already used' }] } });
          await recordAudit(tx, {
            action: 'unit_type.create',
            actorId: actor.id,
            companyId: project.companyId,
            subjectType: 'unit_type',
            subjectId: row.id,
            data: { projectId: project.id, projectName: project.name, name: row.name, planSurveyId: plan.id },
          });
          return row.id;
        });
      } catch (error) {
        if (violatedConstraint(error) !== 'unit_types_name_key') throw error;
        // Another type has the name, unless this is the same create repeated at this very moment.
        if (!body.id || !(await findUnitTypeAcrossCompanies(db, body.id))) throw nameTaken(body.name);
      }
      if (made) return { unitType: await unitTypeInScope(db, scope, made), created: true };
      // A repeated create with the same id (an outbox replay) answers what the first made (DESIGN §4).
      const existing = await findUnitTypeAcrossCompanies(db, body.id!);
      if (!existing || existing.companyId !== project.companyId || existing.projectId !== project.id) throw new AppError('CONFLICT', 'This id is already used.');
      return { unitType: existing, created: false };
    },

    async update(actor: UserRow, id: string, body: UpdateUnitTypeBody): Promise<UnitTypeWithPlan> {
      const scope = scopeOf(actor);
      const type = await unitTypeInScope(db, scope, id);
      authorize(unitTypePolicy, actor, 'unit_type.update', type);
      try {
        await db.transaction(async (tx) => {
          const row = await renameUnitType(tx, scope, type.id, body.name);
          if (!row) throw new AppError('NOT_FOUND', 'Unit type not found.');
          await renameTypicalPlan(tx, scope, type.id, typicalPlanName(type.name), typicalPlanName(row.name));
          await recordAudit(tx, {
            action: 'unit_type.update',
            actorId: actor.id,
            companyId: row.companyId,
            subjectType: 'unit_type',
            subjectId: row.id,
            data: { projectId: row.projectId, name: row.name, previousName: type.name },
          });
        });
      } catch (error) {
        if (violatedConstraint(error) === 'unit_types_name_key') throw nameTaken(body.name);
        throw error;
      }
      return unitTypeInScope(db, scope, type.id);
    },

    /**
     * Deletes a type no unit is of, with its typical plan. `goneIsDone`: one that is not there
     * counts as deleted (a replayed outbox delete, DESIGN §6).
     */
    async remove(actor: UserRow, id: string, { goneIsDone = false }: { goneIsDone?: boolean } = {}) {
      const scope = scopeOf(actor);
      const type = await findUnitType(db, scope, id);
      if (!type) {
        if (goneIsDone) return;
        throw new AppError('NOT_FOUND', 'Unit type not found.');
      }
      authorize(unitTypePolicy, actor, 'unit_type.delete', type);
      const inUse = async (conn: Db) => {
        const units = await unitsOfType(conn, scope, type.id);
        if (units.count === 0) return;
        throw new AppError('UNIT_TYPE_IN_USE', `${units.count} unit${units.count === 1 ? ' is' : 's are'} of type ${type.name}; give ${units.count === 1 ? 'it' : 'them'} another type first.`, {
          details: { count: units.count, units: units.some },
        });
      };
      let background: string | null = null;
      try {
        await db.transaction(async (tx) => {
          await inUse(tx);
          background = (await deleteTypicalPlan(tx, scope, type.id))?.uploadedImageKey ?? null;
          if (!(await deleteUnitType(tx, scope, type.id))) {
            if (goneIsDone) return;
            throw new AppError('NOT_FOUND', 'Unit type not found.');
          }
          await recordAudit(tx, { action: 'unit_type.delete', actorId: actor.id, companyId: type.companyId, subjectType: 'unit_type', subjectId: type.id, data: { projectId: type.projectId, name: type.name } });
        });
      } catch (error) {
        // A unit was given the type while the delete was under way: the key refuses it.
        if (violatedConstraint(error) === 'surveys_unit_type_fk') await inUse(db);
        throw error;
      }
      // Rows first: a file whose row is gone is only wasted space (the sweep takes it, and the plan's photos' files).
      if (background) await deps.blobs.delete(background).catch(() => undefined);
    },
  };
}
