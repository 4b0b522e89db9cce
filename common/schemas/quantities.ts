import { z } from 'zod';
import { EDITOR_KINDS } from '../markup/constants';
import { MARKUP_ELEMENT_TYPES } from '../markup/schema';
import { QuantityAllowances } from './projects';

// GET /api/projects/{id}/quantities (DESIGN §11): the shape of common/markup/quantities.ts.

const PlaceFields = { building: z.string().nullable(), floor: z.number().nullable() };

export const ProjectQuantities = z
  .object({
    allowances: QuantityAllowances,
    runs: z.array(
      z.object({
        kind: z.string(),
        name: z.string(),
        feet: z.number(),
        count: z.number().int(),
        unscaledCount: z.number().int(),
        byPlace: z.array(z.object({ ...PlaceFields, feet: z.number(), count: z.number().int(), unscaledCount: z.number().int() })),
        /** In the units of each unit type (DESIGN §15); only when a unit of a type has some. */
        byUnitType: z.array(z.object({ unitType: z.string(), feet: z.number(), count: z.number().int(), unscaledCount: z.number().int() })).optional(),
      }),
    ),
    points: z.array(
      z.object({
        editor: z.enum(EDITOR_KINDS),
        type: z.enum(MARKUP_ELEMENT_TYPES),
        code: z.string(),
        name: z.string(),
        count: z.number().int(),
        byPlace: z.array(z.object({ ...PlaceFields, count: z.number().int() })),
        byUnitType: z.array(z.object({ unitType: z.string(), count: z.number().int() })).optional(),
      }),
    ),
    unscaled: z.array(z.object({ surveyId: z.uuid(), name: z.string(), editor: z.enum(EDITOR_KINDS), runCount: z.number().int() })),
  })
  .meta({ id: 'ProjectQuantities' });
export type ProjectQuantities = z.infer<typeof ProjectQuantities>;

export const QuantitiesQuery = z.strictObject({
  /** json (the default) or csv, a file a spreadsheet opens. */
  format: z.enum(['json', 'csv']).default('json'),
});
