import type { ProjectStatus } from '../schemas/projects';

/** What a project's status reads as, on the screens and in both reports, in the order a project lives through them. */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  completed: 'Completed',
};
