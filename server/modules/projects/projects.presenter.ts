import type { Project } from '../../../common/schemas/projects';
import { projectProgress } from '../../../common/survey/project-progress';
import type { ProjectWithCounts } from './projects.repo';

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
