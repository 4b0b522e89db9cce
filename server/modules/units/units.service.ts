import { randomUUID } from 'node:crypto';
import type { BulkUnitsBody } from '../../../common/schemas/units';
import { defaultUnitName, placeAnswers } from '../../../common/survey/places';
import { surveyProgress } from '../../../common/survey/progress';
import { expandNumbering, unitNumberKey } from '../../../common/survey/unit-numbering';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { violatedConstraint } from '../../db/errors';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeOf } from '../../auth/scope';
import { recordAudits } from '../../audit/audit-log';
import { buildingOfProject, buildingsOfIds, refuseFloorOutside, type BuildingRow } from '../buildings/buildings.service';
import { parentProjectInScope } from '../projects/projects.service';
import { reserveInstanceNumbers, type SurveyRow } from '../surveys/surveys.service';
import { defaultTemplateFor } from '../templates/templates.service';
import { unitTypeOfProject, unitTypesOfProject } from '../unit-types/unit-types.service';
import type { WebhookEvents } from '../webhooks/webhooks.service';
import { unitPolicy } from './units.policy';
import { findSurveysByIdAcrossCompanies, findUnitsNumbered, insertUnits } from './units.repo';

// Units in bulk (DESIGN §15, issue 25): a building's units from a numbering pattern, or a list
// (a rent roll on the device), made in one transaction. A unit already in its building under
// its number is found and left as it is, so a repeated call makes nothing new.

export interface UnitsDeps {
  db: Db;
  webhooks?: WebhookEvents;
}

export interface BulkUnitsResult {
  created: number;
  existing: number;
  /** Every unit of the call, made or found, in the call's order. */
  units: SurveyRow[];
}

/** One unit the call asks for, checked against its building and type. */
interface WantedUnit {
  id: string | undefined;
  building: BuildingRow;
  floor: number;
  unitNumber: string;
  unitTypeId: string | null;
  /** Where it was asked for, to name it in a refusal ('body.units.3'). */
  field: string;
}

function invalid(field: string, message: string, sentence: string): AppError {
  return new AppError('VALIDATION_FAILED', sentence, { details: { fields: [{ field, message }] } });
}

export function createUnitsService(deps: UnitsDeps) {
  const { db } = deps;

  /** The units of the call, each in a building of the project and on one of its floors. */
  async function wantedUnits(project: { id: string; companyId: string }, body: BulkUnitsBody): Promise<WantedUnit[]> {
    const scope = companyScope(project.companyId);
    if ('units' in body) {
      const buildings = new Map((await buildingsOfIds(db, scope, [...new Set(body.units.map((unit) => unit.buildingId))])).map((row) => [row.id, row]));
      const types = new Set((await unitTypesOfProject(db, scope, project.id)).map((type) => type.id));
      const seen = new Map<string, number>();
      return body.units.map((unit, index) => {
        const field = `body.units.${index}`;
        const building = buildings.get(unit.buildingId);
        // Not there (yet): retryable, as an outbox may send the building's create first (DESIGN §6).
        if (!building || building.projectId !== project.id) {
          throw new AppError('PARENT_NOT_FOUND', 'This building is not in the project (yet).', { details: { fields: [{ field: `${field}.buildingId`, message: 'Not a building of this project' }] } });
        }
        if (unit.unitTypeId !== undefined && !types.has(unit.unitTypeId)) {
          throw new AppError('PARENT_NOT_FOUND', 'This unit type is not in the project (yet).', { details: { fields: [{ field: `${field}.unitTypeId`, message: 'Not a unit type of this project' }] } });
        }
        refuseFloorOutside(building, unit.floor, `${field}.floor`);
        const key = `${building.id}\u0000${unitNumberKey(unit.unitNumber)}`;
        const twin = seen.get(key);
        if (twin !== undefined) throw invalid(`${field}.unitNumber`, `Also unit ${twin} of the list`, `Unit ${unit.unitNumber} of building ${building.name} is in the list twice.`);
        seen.set(key, index);
        return { id: unit.id, building, floor: unit.floor, unitNumber: unit.unitNumber, unitTypeId: unit.unitTypeId ?? null, field };
      });
    }
    const building = await buildingOfProject(db, scope, project.id, body.buildingId, 'body.buildingId');
    refuseFloorOutside(building, body.floors.from, 'body.floors.from');
    refuseFloorOutside(building, body.floors.to, 'body.floors.to');
    const unitTypeId = body.unitTypeId === undefined ? null : (await unitTypeOfProject(db, scope, project.id, body.unitTypeId, 'body.unitTypeId')).id;
    const numbered = expandNumbering({ numbering: body.numbering, buildingName: building.name, floors: body.floors, unitsPerFloor: body.unitsPerFloor });
    if (!numbered.ok) throw invalid('body.numbering', numbered.error, `The numbering ${numbered.error}.`);
    return numbered.value.map((unit) => ({ id: undefined, building, floor: unit.floor, unitNumber: unit.unitNumber, unitTypeId, field: 'body.numbering' }));
  }

  return {
    async bulkCreate(actor: UserRow, projectId: string, body: BulkUnitsBody): Promise<BulkUnitsResult> {
      const project = await parentProjectInScope(db, scopeOf(actor), projectId);
      authorize(unitPolicy, actor, 'unit.bulk_create', project);
      const scope = companyScope(project.companyId);
      const wanted = await wantedUnits(project, body);
      const template = await defaultTemplateFor(db, project.companyId, 'unit');
      const fields = template?.fields ?? [];
      const fieldNames = fields.map((field) => field.name);
      const keyOf = (buildingId: string, unitNumber: string) => `${buildingId}\u0000${unitNumberKey(unitNumber)}`;

      try {
        const result = await db.transaction(async (tx) => {
          // One numbering for the whole call, under the project's lock for unit numbers (DESIGN §14):
          // a repeat of this call waits, then finds every unit made.
          let next = await reserveInstanceNumbers(tx, scope, project.id, 'unit');
          const found = await findUnitsNumbered(
            tx,
            scope,
            [...new Set(wanted.map((unit) => unit.building.id))],
            [...new Set(wanted.map((unit) => unitNumberKey(unit.unitNumber)))],
          );
          const existing = new Map(found.map((row) => [keyOf(row.buildingId!, row.unitNumber!), row]));
          const toMake = wanted.filter((unit) => !existing.has(keyOf(unit.building.id, unit.unitNumber)));
          // A client id some other survey has is not this unit's.
          const takenIds = await findSurveysByIdAcrossCompanies(tx, toMake.flatMap((unit) => (unit.id ? [unit.id] : [])));
          if (takenIds.length > 0) {
            const unit = toMake.find((candidate) => candidate.id === takenIds[0]!.id)!;
            throw new AppError('CONFLICT', 'This id is already used.', { details: { fields: [{ field: `${unit.field}.id`, message: 'Already used by another survey' }] } });
          }
          const values = toMake.map((unit) => {
            const place = { buildingId: unit.building.id, floor: unit.floor, unitNumber: unit.unitNumber, unitTypeId: unit.unitTypeId };
            const instanceNumber = next++;
            return {
              id: unit.id ?? randomUUID(),
              companyId: project.companyId,
              projectId: project.id,
              locationType: 'unit',
              locationId: `unit-${instanceNumber}`,
              instanceName: defaultUnitName({ buildingName: unit.building.name, unitNumber: unit.unitNumber }),
              instanceNumber,
              formData: {},
              fieldVersions: Object.fromEntries(['building', 'floor', 'unitNumber', ...(unit.unitTypeId ? ['unitTypeId'] : [])].map((key) => [key, 1])),
              progress: surveyProgress(fields, placeAnswers({ ...place, formData: {} }, unit.building.name, fieldNames)).percent,
              templateId: template?.id ?? null,
              templateVersion: template?.currentVersion ?? null,
              ...place,
              createdBy: actor.id,
              updatedBy: actor.id,
            };
          });
          const made = await insertUnits(tx, scope, values);
          // Every id was free a moment ago under the lock; one taken since is another create's.
          if (made.length !== values.length) throw new AppError('CONFLICT', 'An id of these units was taken meanwhile; try again.');
          const madeByKey = new Map(made.map((row) => [keyOf(row.buildingId!, row.unitNumber!), row]));
          await recordAudits(tx, [
            {
              action: 'unit.bulk_create',
              actorId: actor.id,
              companyId: project.companyId,
              subjectType: 'project',
              subjectId: project.id,
              data: {
                projectId: project.id,
                projectName: project.name,
                created: made.length,
                existing: wanted.length - made.length,
                buildings: [...new Set(wanted.map((unit) => unit.building.name))],
                ...('numbering' in body ? { numbering: body.numbering, floors: body.floors, unitsPerFloor: body.unitsPerFloor } : {}),
              },
            },
            // Each unit's own history starts with its create (DESIGN §16).
            ...made.map((row) => ({
              action: 'survey.create' as const,
              actorId: actor.id,
              companyId: project.companyId,
              subjectType: 'survey',
              subjectId: row.id,
              data: { projectId: project.id, name: row.instanceName, locationType: row.locationType, bulk: true },
            })),
          ]);
          const units = wanted.map((unit) => {
            const key = keyOf(unit.building.id, unit.unitNumber);
            return (existing.get(key) ?? madeByKey.get(key))!;
          });
          return { created: made.length, existing: wanted.length - made.length, units };
        });
        if (result.created > 0 && deps.webhooks && wanted.some((unit) => unit.unitTypeId)) {
          // Units of a type with a typical plan add to the quantities at once.
          await deps.webhooks.emit(project.companyId, 'quantities.changed', { projectId: project.id, source: 'units', changedBy: actor.id, created: result.created });
        }
        return result;
      } catch (error) {
        // A unit given one of these numbers at this very moment, one by one.
        if (violatedConstraint(error) === 'surveys_unit_number_key') {
          throw new AppError('UNIT_NUMBER_TAKEN', 'A unit of these numbers was made in one of these buildings meanwhile; send the call again to find it.');
        }
        if (violatedConstraint(error) === 'surveys_building_fk' || violatedConstraint(error) === 'surveys_unit_type_fk') {
          throw new AppError('PARENT_NOT_FOUND', 'A building or unit type of this call was deleted meanwhile.');
        }
        throw error;
      }
    },
  };
}
