import { z } from 'zod';
import { Text } from './text';

// Unit types, the typical units of a property (DESIGN §15, issue 25): most units come in a
// handful of layouts. Each type has one typical floor plan, a floor-plan survey marked up once
// (`planSurveyId`, a unit survey with `isTypicalPlan` and this `unitTypeId`); a unit of the type
// shows it under its own floor plan, which holds only the unit's differences.

export const UNIT_TYPE_NAME_MAX_LENGTH = 100;
/** A unit type's name ('A1 · 1 bed', 'Studio'), unique in its project without regard to case. */
export const UnitTypeName = Text.trim().min(1, { error: 'is required' }).max(UNIT_TYPE_NAME_MAX_LENGTH);

export const UnitType = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    name: z.string(),
    /** The type's typical floor plan: edited like any floor plan (PATCH /api/surveys/{id} with markupChanges, markupScale). */
    planSurveyId: z.uuid(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'UnitType' });
export type UnitType = z.infer<typeof UnitType>;

/**
 * POST /api/projects/{id}/unit-types. `id` and `planSurveyId` are client ids (offline): the type
 * and its typical plan survey are made in one transaction, so a device can open the plan at once.
 */
export const CreateUnitTypeBody = z.strictObject({
  id: z.uuid().optional(),
  name: UnitTypeName,
  planSurveyId: z.uuid().optional(),
});
export type CreateUnitTypeBody = z.infer<typeof CreateUnitTypeBody>;

export const UpdateUnitTypeBody = z.strictObject({ name: UnitTypeName });
export type UpdateUnitTypeBody = z.infer<typeof UpdateUnitTypeBody>;
