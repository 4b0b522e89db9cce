import { z } from 'zod';

export const ActivityItem = z.object({
  id: z.number().int(),
  action: z.string(),
  /** A sentence for people, e.g. "Ana completed MDF 1 in Oak Towers". */
  summary: z.string(),
  actorName: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  projectId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const Stats = z
  .object({
    activeProjects: z.number().int(),
    completedSurveys: z.number().int(),
    totalLocations: z.number().int(),
    photosCaptured: z.number().int(),
    overallProgress: z.number().int(),
    recentActivity: z.array(ActivityItem),
  })
  .meta({ id: 'Stats' });
export type Stats = z.infer<typeof Stats>;
