import { PROJECT_STATUS_LABELS } from '../../../../common/survey/project-status';
import type { ProjectStatus } from '../../../../common/schemas/projects';

// Choices in the order a project usually lives through them.
export const PROJECT_STATUS_OPTIONS: { value: ProjectStatus; label: string }[] = Object.entries(PROJECT_STATUS_LABELS).map(([value, label]) => ({
  value: value as ProjectStatus,
  label,
}));

export function projectStatusLabel(status: ProjectStatus): string {
  return PROJECT_STATUS_LABELS[status] ?? status;
}
