import type { Building } from '../../../common/schemas/buildings';
import type { BuildingRow } from './buildings.repo';

export function presentBuilding(row: BuildingRow): Building {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    lowestFloor: row.lowestFloor,
    highestFloor: row.highestFloor,
    floorsFollowAnswers: row.floorsFollowAnswers,
    assigneeId: row.assigneeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
