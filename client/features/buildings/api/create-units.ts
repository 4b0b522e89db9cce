import type { Building } from '../../../../common/schemas/buildings';
import type { Survey } from '../../../../common/schemas/surveys';
import type { BulkUnit, BulkUnitsAnswer, BulkUnitsList } from '../../../../common/schemas/units';
import { useQueuedMutation } from '../../../lib/mutations';
import { newId } from '../../../lib/new-id';
import { previewUnits } from '../model/unit-setup';

export interface CreateUnitsVariables {
  units: BulkUnit[];
  /** The project's buildings and surveys known here, for the units' names and numbers on the device. */
  buildings: Pick<Building, 'id' | 'name'>[];
  surveys: Pick<Survey, 'locationType' | 'instanceNumber' | 'buildingId' | 'unitNumber'>[];
  /** For people: "120 units in Building A". */
  summary: string;
}

/**
 * POST /api/projects/{id}/units/bulk as ONE outbox entry (DESIGN §15): the `{units}` form with
 * client ids, so the units are listed and open at once, offline too, and the entry's id (its
 * Idempotency-Key) makes a repeat create nothing new. It waits for its buildings' and unit
 * type's own creates when those wait too.
 */
export function useCreateUnits(projectId: string) {
  return useQueuedMutation<CreateUnitsVariables, BulkUnitsAnswer>({
    request: ({ units, buildings, surveys, summary }) => {
      const id = newId();
      const body: BulkUnitsList = { units };
      const preview = previewUnits(projectId, units, buildings, surveys);
      const needs = [...new Set(units.flatMap((unit) => [unit.buildingId, ...(unit.unitTypeId ? [unit.unitTypeId] : [])]))];
      return {
        id,
        method: 'POST',
        path: `/api/projects/${encodeURIComponent(projectId)}/units/bulk`,
        body,
        target: { type: 'units', id, parentId: projectId, needs, makes: preview.map((unit) => unit.id) },
        action: 'create',
        summary,
        preview: { units: preview },
        waitMs: 3000,
      };
    },
  });
}
