import { z } from 'zod';
import { Text } from './text';
import { ColumnInt } from './integers';

export const PROJECT_STATUSES = ['planning', 'in-progress', 'completed'] as const;
export const ProjectStatus = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

/**
 * Quantity allowances (DESIGN §11): feet added at each end of a run, feet per floor a run rises
 * or falls, and percent of waste. Until set they add nothing: a fresh project's feet are what is drawn.
 */
const AllowanceFields = {
  slackFeetPerEnd: z.number().finite().min(0).max(1000),
  floorHeightFeet: z.number().finite().min(0).max(100),
  wastePercent: z.number().finite().min(0).max(100),
};
export const QuantityAllowances = z.object(AllowanceFields).meta({ id: 'QuantityAllowances' });
export type QuantityAllowances = z.infer<typeof QuantityAllowances>;

/** A project's own allowances; null: the company's (and 0 where the company set none). */
export const ProjectAllowances = z
  .object({
    slackFeetPerEnd: AllowanceFields.slackFeetPerEnd.nullable(),
    floorHeightFeet: AllowanceFields.floorHeightFeet.nullable(),
    wastePercent: AllowanceFields.wastePercent.nullable(),
  })
  .meta({ id: 'ProjectAllowances' });
export type ProjectAllowances = z.infer<typeof ProjectAllowances>;

const ProjectName = Text.trim().min(1, { error: 'Project name is required.' }).max(200);

export const Project = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    status: ProjectStatus,
    // Derived from the project's surveys on every read (DESIGN §10).
    totalLocations: z.number().int(),
    completedLocations: z.number().int(),
    progress: z.number().int(),
    quantityAllowances: ProjectAllowances,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof Project>;

export const CreateProjectBody = z.strictObject({
  id: z.uuid().optional(),
  name: ProjectName,
  description: Text.trim().max(2000).nullish(),
  status: ProjectStatus.default('in-progress'),
  // Sent by the spec's client; accepted and ignored, the counts are derived.
  totalLocations: ColumnInt.min(0).optional(),
  completedLocations: ColumnInt.min(0).optional(),
  // Root names the company; everyone else creates in their own.
  companyId: z.uuid().optional(),
});
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;

export const UpdateProjectBody = z
  .strictObject({
    name: ProjectName.optional(),
    description: Text.trim().max(2000).nullish(),
    status: ProjectStatus.optional(),
    /** Only the allowances given change. */
    quantityAllowances: ProjectAllowances.partial().strict().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to update' });
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;

export const IdParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
