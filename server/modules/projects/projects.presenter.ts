import type { Project, ProjectAllowances } from '../../../common/schemas/projects';
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
    quantityAllowances: ownAllowances(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project's own allowances; null: its company's (DESIGN §11). */
export function ownAllowances(row: Pick<ProjectRow, 'slackFeetPerEnd' | 'floorHeightFeet' | 'wastePercent'>): ProjectAllowances {
  return { slackFeetPerEnd: row.slackFeetPerEnd, floorHeightFeet: row.floorHeightFeet, wastePercent: row.wastePercent };
}
