import { z } from 'zod';
import { Floor, UnitNumber } from './buildings';
import { Survey } from './surveys';
import { Text } from './text';
import { NUMBERING_PATTERN_MAX_LENGTH } from '../survey/unit-numbering';

// POST /api/projects/{id}/units/bulk (DESIGN §15, issue 25): a building's units made in one
// transaction, from a numbering pattern or from a list (what a rent-roll CSV becomes on the
// device, common/survey/rent-roll.ts). A unit already in the building under that number is found,
// not made again, so a repeated call (an outbox replayed) creates nothing new.

/** The most units one call makes or finds. */
export const MAX_BULK_UNITS = 1000;
/** The most units a pattern puts on one floor. */
export const MAX_UNITS_PER_FLOOR = 200;

export const FloorRange = z
  .strictObject({ from: Floor, to: Floor })
  .refine((range) => range.from <= range.to, { error: 'must not be below from', path: ['to'] });
export type FloorRange = z.infer<typeof FloorRange>;

/** Every floor from..to of one building gets unitsPerFloor units, numbered by the pattern (common/survey/unit-numbering.ts). */
export const BulkUnitsByPattern = z
  .strictObject({
    buildingId: z.uuid(),
    floors: FloorRange,
    unitsPerFloor: z.number().int().min(1).max(MAX_UNITS_PER_FLOOR),
    /** '{floor}{index:02}' → 101…112, 201…; see common/survey/unit-numbering.ts for every token. */
    numbering: Text.trim().min(1).max(NUMBERING_PATTERN_MAX_LENGTH),
    unitTypeId: z.uuid().optional(),
  })
  .refine((b) => (b.floors.to - b.floors.from + 1) * b.unitsPerFloor <= MAX_BULK_UNITS, {
    error: `makes more than ${MAX_BULK_UNITS} units; make them in several calls`,
    path: ['unitsPerFloor'],
  })
  .meta({ id: 'BulkUnitsByPattern' });
export type BulkUnitsByPattern = z.infer<typeof BulkUnitsByPattern>;

export const BulkUnit = z
  .strictObject({
    /** A client id, so a device can open a unit it made offline; a unit found by its number keeps its own. */
    id: z.uuid().optional(),
    buildingId: z.uuid(),
    floor: Floor,
    unitNumber: UnitNumber,
    unitTypeId: z.uuid().optional(),
  })
  .meta({ id: 'BulkUnit' });
export type BulkUnit = z.infer<typeof BulkUnit>;

/** Units listed one by one, in any of the project's buildings. */
export const BulkUnitsList = z.strictObject({ units: z.array(BulkUnit).min(1).max(MAX_BULK_UNITS) }).meta({ id: 'BulkUnitsList' });
export type BulkUnitsList = z.infer<typeof BulkUnitsList>;

export const BulkUnitsBody = z.union([BulkUnitsByPattern, BulkUnitsList]);
export type BulkUnitsBody = z.infer<typeof BulkUnitsBody>;

export const BulkUnitsAnswer = z
  .object({
    /** Units made by this call. */
    created: z.number().int(),
    /** Units that were there already under their building and number, left as they were. */
    existing: z.number().int(),
    /** Every unit of the call, made or found, in the call's order. */
    units: z.array(Survey),
  })
  .meta({ id: 'BulkUnitsAnswer' });
export type BulkUnitsAnswer = z.infer<typeof BulkUnitsAnswer>;
