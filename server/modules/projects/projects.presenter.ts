import type { Project, QuantityAllowances } from '../../../common/schemas/projects';
import { projectProgress } from '../../../common/survey/project-progress';
import type { ProjectRow, ProjectWithCounts } from './projects.repo';

export function presentProject(row: ProjectWithCounts): Project {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    status: row.status,
    totalLocations: row.totalLocations,
    completedLocations: row.completedLocations,
    progress: projectProgress(row.completedLocations, row.totalLocations),
    quantityAllowances: allowancesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project's allowances; one not set adds nothing (DESIGN §11). */
export function allowancesOf(row: Pick<ProjectRow, 'slackFeetPerEnd' | 'floorHeightFeet' | 'wastePercent'>): QuantityAllowances {
  return { slackFeetPerEnd: row.slackFeetPerEnd ?? 0, floorHeightFeet: row.floorHeightFeet ?? 0, wastePercent: row.wastePercent ?? 0 };
}
