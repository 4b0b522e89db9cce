import { z } from 'zod';
import { CHECK_RULES } from '../markup/checks/types';
import { Text } from './text';

// Standards checks (DESIGN §17): GET /api/projects/{id}/checks and the company's settings they read.

export const CheckFinding = z
  .object({
    severity: z.enum(['error', 'warning']),
    rule: z.enum(CHECK_RULES),
    surveyId: z.string(),
    /** Null for a finding about the whole drawing (no scale). */
    elementId: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'CheckFinding' });

export const CableDiameter = z.strictObject({
  kind: Text.trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'use a run kind: lowercase letters, digits and dashes' }),
  /** Outside diameter, inches. */
  diameterInches: z.number().finite().gt(0).max(6),
});

/** What the company's checks read: its cables' diameters (else common defaults) and how it names telecom rooms. */
export const CheckSettings = z
  .object({
    cableCatalogue: z.array(CableDiameter),
    telecomRoomNaming: z.enum(['any', 'floor-letter']),
  })
  .meta({ id: 'CheckSettings' });
export type CheckSettings = z.infer<typeof CheckSettings>;

export const UpdateCheckSettingsBody = z
  .strictObject({
    cableCatalogue: z
      .array(CableDiameter)
      .max(100)
      .refine((cables) => new Set(cables.map((cable) => cable.kind)).size === cables.length, { error: 'Each cable kind once' })
      .optional(),
    telecomRoomNaming: z.enum(['any', 'floor-letter']).optional(),
  })
  .refine((body) => body.cableCatalogue !== undefined || body.telecomRoomNaming !== undefined, { error: 'Nothing to update' });
export type UpdateCheckSettingsBody = z.infer<typeof UpdateCheckSettingsBody>;
