import type { ProjectStatus } from '../../../../common/schemas/projects';

// Choices in the order a project usually lives through them.
export const PROJECT_STATUS_OPTIONS: { value: ProjectStatus; label: string }[] = [
  { value: 'planning', label: 'Planning' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

export function projectStatusLabel(status: ProjectStatus): string {
  return PROJECT_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}
