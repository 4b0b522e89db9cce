import { z } from 'zod';
import { LOWEST_FLOOR } from '../survey/default-templates';
import { Text } from './text';

// The property as it is built (DESIGN §15, issue 25): a project's buildings, each with its range
// of floors. Floors are whole numbers, basements negative (-1, -2), the same numbers the forms'
// floor fields and the photo levels use.

/** The highest floor a building may have: above any tower a crew surveys. */
export const HIGHEST_FLOOR = 200;

/** A floor of a building: a whole number from the deepest basement a form takes to HIGHEST_FLOOR. */
export const Floor = z
  .number()
  .int({ error: 'must be a whole floor number' })
  .min(LOWEST_FLOOR, { error: `must be at least ${LOWEST_FLOOR}` })
  .max(HIGHEST_FLOOR, { error: `must be at most ${HIGHEST_FLOOR}` });

export const BUILDING_NAME_MAX_LENGTH = 100;
/** A building's name ('A', 'North Tower'), unique in its project without regard to case. */
export const BuildingName = Text.trim().min(1, { error: 'is required' }).max(BUILDING_NAME_MAX_LENGTH);

export const Building = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    name: z.string(),
    lowestFloor: z.number().int(),
    highestFloor: z.number().int(),
    /**
     * Made from the forms' answers (a building's name typed in a form, or moved from such answers
     * by the migration): nobody set its floors, so they widen to take in the floors its locations
     * answer, until someone sets them (PATCH lowestFloor/highestFloor). Otherwise a floor outside is 422.
     */
    floorsFollowAnswers: z.boolean(),
    /** Who surveys its locations, unless a location has its own assignee (DESIGN §16). */
    assigneeId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Building' });
export type Building = z.infer<typeof Building>;

const floorsInOrder = (b: { lowestFloor?: number | undefined; highestFloor?: number | undefined }) =>
  b.lowestFloor === undefined || b.highestFloor === undefined || b.lowestFloor <= b.highestFloor;
const FLOORS_IN_ORDER = { error: 'must not be below the lowest floor', path: ['highestFloor'] };

/** POST /api/projects/{id}/buildings: a client id (offline), its name and floors (1 to 1 unless given). */
export const CreateBuildingBody = z
  .strictObject({
    id: z.uuid().optional(),
    name: BuildingName,
    lowestFloor: Floor.default(1),
    /** Without it: the lowest floor, or 1 for a building given only basements' depth. */
    highestFloor: Floor.optional(),
  })
  .refine(floorsInOrder, FLOORS_IN_ORDER);
export type CreateBuildingBody = z.infer<typeof CreateBuildingBody>;

/** PATCH /api/buildings/{id}: what changes; a range that leaves out a location's floor answers 409. */
export const UpdateBuildingBody = z
  .strictObject({
    name: BuildingName.optional(),
    lowestFloor: Floor.optional(),
    highestFloor: Floor.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to update' })
  .refine(floorsInOrder, FLOORS_IN_ORDER);
export type UpdateBuildingBody = z.infer<typeof UpdateBuildingBody>;

export const UNIT_NUMBER_MAX_LENGTH = 40;
/** A unit's number as its door says ('204', 'B-12', 'PH3'): unique in its building among units. */
export const UnitNumber = Text.trim().min(1, { error: 'is required' }).max(UNIT_NUMBER_MAX_LENGTH);
